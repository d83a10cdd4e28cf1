/**
 * The address book's plain values (SPEC.md §3 Address, §5). Zod-free (see
 * contract/catalogue-constants.ts): contract/addresses.ts builds its schemas from them, the
 * storefront's address form and the server's rules import them directly.
 */
import type { CountryCode } from './countries';

/**
 * Decision: a member keeps at most 20 addresses per country (errorCatalogue.addressBookFull
 * beyond), as Shopee and Tokopedia cap theirs; enough for home, work and family.
 */
export const ADDRESS_BOOK_LIMIT = 20;

/** The levels of region an address names, outermost first. */
export const regionLevels = ['state', 'city', 'area'] as const;
export type RegionLevel = (typeof regionLevels)[number];

/**
 * Decision (ADR 015): which region levels each country's address names. Indonesia: province →
 * regency/city → district (the official codes); Malaysia: state → city (with its postcodes);
 * Singapore: none (the 6-digit postal code names the building).
 */
export const addressRegionLevels: Readonly<Record<CountryCode, readonly RegionLevel[]>> = {
  ID: ['state', 'city', 'area'],
  MY: ['state', 'city'],
  SG: [],
};

/**
 * Decision (ADR 015 addendum): the region whose postal codes an address's postal code must be
 * among. Indonesia: the district (kecamatan), the finest level the form asks for; Malaysia: the
 * state (the package's cities are post towns a shopper may not know by that name, while the state
 * decides the shipping zone, ADR 019); Singapore: none (any 6 digits).
 */
export const postalCodeRegionLevel: Readonly<Record<CountryCode, RegionLevel | null>> = {
  ID: 'area',
  MY: 'state',
  SG: null,
};

/**
 * A region's postal codes as inclusive ranges of codes of the country's length, sorted:
 * [["40000", "48302"], ["63000", "68100"]]. A range spans codes no other region holds.
 */
export type PostalRanges = readonly (readonly [string, string])[];

/** Whether `postalCode` (digits of the country's length) is among `ranges`. */
export function isPostalCodeIn(postalCode: string, ranges: PostalRanges): boolean {
  return ranges.some(([from, to]) => postalCode >= from && postalCode <= to);
}

/** Decision: member/address/regions answers at most 50 regions a page (a regency has up to ~50 districts). */
export const REGION_PAGE_SIZE = 50;
/** Decision: a region code is at most 64 characters of digits, lower-case letters, dots, dashes. */
export const REGION_CODE_MAX_LENGTH = 64;
export const regionCodePattern = /^[0-9a-z][0-9a-z.-]*$/;
