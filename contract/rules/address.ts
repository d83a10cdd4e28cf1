import { addressRegionLevels, REGION_CODE_MAX_LENGTH, regionCodePattern } from '../address-constants';
import type { CountryCode } from '../countries';
import { isEmpty } from './is-empty';
import { defaultPhoneCode, isValidPhone } from './phone';

// Decision: length limits SPEC.md leaves open, generous enough for Indonesian street addresses.
export const ADDRESS_NAME_MAX_LENGTH = 50;
export const ADDRESS_LINE_MAX_LENGTH = 200;
export const POSTAL_CODE_MAX_LENGTH = 6;

// Decision: postal codes are 5 digits in Indonesia and Malaysia, 6 in Singapore.
const postalCodePatterns: Record<CountryCode, RegExp> = {
  ID: /^\d{5}$/,
  MY: /^\d{5}$/,
  SG: /^\d{6}$/,
};

/** The postal code's input length in the country (5 or 6 digits). */
export function postalCodeLength(country: CountryCode): number {
  return country === 'SG' ? 6 : 5;
}

// Decision: a name is letters (any script) with spaces, dots, apostrophes and dashes; no digits.
const personNamePattern = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

/**
 * An address as the form edits it and the server receives it (SPEC.md §3). The form's labels map:
 * first name → surname (the given name), last name → name (the family name), province → state,
 * district or region → area, detailed address → address_line1. The regions travel as codes of
 * member/address/regions; the server stores their names beside them. Which regions a country
 * needs is `addressRegionLevels` (Singapore none, Malaysia state and city, Indonesia all three).
 */
export interface AddressInput {
  readonly country_code: CountryCode;
  readonly surname: string;
  readonly name: string;
  readonly phone: string;
  readonly state_code?: string | null;
  readonly city_code?: string | null;
  readonly area_code?: string | null;
  readonly address_line1: string;
  /** Building, floor or unit: the one optional field (not in SPEC.md §5's required list). */
  readonly address_line2?: string | null;
  readonly postal_code: string;
  readonly is_default: boolean;
}

/** The fields SPEC.md §5 requires, in form order (the regions only where the country has them). */
export const addressRequiredFields = [
  'surname',
  'name',
  'phone',
  'state_code',
  'city_code',
  'area_code',
  'address_line1',
  'postal_code',
] as const;
export type AddressField = (typeof addressRequiredFields)[number] | 'address_line2';

/**
 * Each outcome maps to the field's "enter correct X" message; `outside` is a postal code that is
 * not its region's (postalCodeRegionLevel: the form checks it against the region's postal ranges,
 * the server answers 1101051), told with the region's name.
 */
export type AddressFieldError = 'required' | 'invalid' | 'outside';
export type AddressErrors = Partial<Record<AddressField, AddressFieldError>>;

function fieldError(value: string, valid: (trimmed: string) => boolean): AddressFieldError | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return valid(trimmed) ? null : 'invalid';
}

const within = (max: number) => (value: string) => value.length <= max;
const isRegionCode = (value: string) =>
  value.length <= REGION_CODE_MAX_LENGTH && regionCodePattern.test(value);

/** A region field: required where the country has the level, and empty where it has not. */
function regionError(
  country: CountryCode,
  level: 'state' | 'city' | 'area',
  value: string | null | undefined,
): AddressFieldError | null {
  const given = (value ?? '').trim();
  if (!addressRegionLevels[country].includes(level)) return given === '' ? null : 'invalid';
  return fieldError(given, isRegionCode);
}

/**
 * Every failing field with its outcome; an empty object when the address can be saved. That the
 * region codes exist and nest (district in city in province) is the server's check, against the
 * region data (server/areas/addresses/regions.ts).
 */
export function validateAddress(address: AddressInput): AddressErrors {
  const phoneCode = defaultPhoneCode(address.country_code);
  const isName = (value: string) => value.length <= ADDRESS_NAME_MAX_LENGTH && personNamePattern.test(value);
  const outcomes: Record<AddressField, AddressFieldError | null> = {
    surname: fieldError(address.surname, isName),
    name: fieldError(address.name, isName),
    phone: fieldError(address.phone, (value) => isValidPhone(phoneCode, value)),
    state_code: regionError(address.country_code, 'state', address.state_code),
    city_code: regionError(address.country_code, 'city', address.city_code),
    area_code: regionError(address.country_code, 'area', address.area_code),
    address_line1: fieldError(address.address_line1, within(ADDRESS_LINE_MAX_LENGTH)),
    address_line2: (address.address_line2 ?? '').trim().length > ADDRESS_LINE_MAX_LENGTH ? 'invalid' : null,
    postal_code: fieldError(address.postal_code, (value) =>
      postalCodePatterns[address.country_code].test(value),
    ),
  };
  const errors: AddressErrors = {};
  for (const [field, outcome] of Object.entries(outcomes) as [AddressField, AddressFieldError | null][]) {
    if (outcome) errors[field] = outcome;
  }
  return errors;
}

export function isValidAddress(address: AddressInput): boolean {
  return Object.keys(validateAddress(address)).length === 0;
}

/** The parts of SPEC.md §3's display form, in display order. */
export interface AddressLineParts {
  readonly country?: string | null;
  readonly state?: string | null;
  readonly city?: string | null;
  readonly area?: string | null;
  readonly address_line1?: string | null;
  readonly address_line2?: string | null;
}

/** "Indonesia, DKI Jakarta, Jakarta Selatan, Kebayoran Baru, Jl. Melawai 10": empty parts skipped. */
export function formatAddressLine(parts: AddressLineParts): string {
  // Decision: ", " between parts, each trimmed; the order is SPEC.md §3's.
  return [parts.country, parts.state, parts.city, parts.area, parts.address_line1, parts.address_line2]
    .filter((part): part is string => !isEmpty(part))
    .map((part) => part.trim())
    .join(', ');
}
