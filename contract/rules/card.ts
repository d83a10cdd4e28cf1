import { isValidEmail } from './email';
import { isValidPhone } from './phone';

/**
 * The refund card of SPEC.md §3 and §5. The CVN is checked here and never stored or logged
 * (PCI DSS 3.3.1.2); the server keeps a token and the last four digits.
 */
// Decision: card numbers are 12–19 digits (ISO/IEC 7812), typed with or without spaces or dashes.
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;
/** Input maximum: 19 digits plus a separator every four. */
export const CARD_NUMBER_MAX_LENGTH = 23;
/** MM/YY. */
export const CARD_EXPIRY_MAX_LENGTH = 5;
export const CARD_CVN_MAX_LENGTH = 4;
export const CARD_NAME_MAX_LENGTH = 50;

export type CardFieldError = 'required' | 'invalid';

export interface RefundCardInput {
  readonly bank_name: string;
  readonly card_number: string;
  /** MM/YY. */
  readonly expiry_date: string;
  readonly cvn: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly phone: string;
  readonly email: string;
}
export type RefundCardField = keyof RefundCardInput;
/** bank_name only ever fails as 'required' ("a bank must be chosen"). */
export type RefundCardErrors = Partial<Record<RefundCardField, CardFieldError>>;

/** The digits of a card number as typed ("4111 1111-1111 1111" → "4111111111111111"). */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum over a digit string. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isValidCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  return (
    digits.length >= CARD_NUMBER_MIN_DIGITS && digits.length <= CARD_NUMBER_MAX_DIGITS && passesLuhn(digits)
  );
}

/**
 * MM/YY not yet past at `now`. Decision: a card is good through the last day of its expiry month
 * (as issuers print it), and months are compared in UTC so server and browser agree.
 */
export function isValidExpiry(value: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + (now.getUTCMonth() + 1);
}

export function isValidCvn(value: string): boolean {
  return /^\d{3,4}$/.test(value);
}

const cardNamePattern = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

export function isValidCardName(value: string): boolean {
  const name = value.trim();
  return name.length <= CARD_NAME_MAX_LENGTH && cardNamePattern.test(name);
}

function outcome(value: string, valid: boolean): CardFieldError | null {
  if (value.trim() === '') return 'required';
  return valid ? null : 'invalid';
}

export interface RefundCardContext {
  /** The moment the expiry is checked against (the caller's clock, so tests are deterministic). */
  readonly now: Date;
  /** The phone code the card holder's phone is checked against ('65' in Singapore). */
  readonly phoneCode: string;
}

/** Every failing field with its outcome; an empty object when the card can be submitted. */
export function validateRefundCard(card: RefundCardInput, context: RefundCardContext): RefundCardErrors {
  const outcomes: Record<RefundCardField, CardFieldError | null> = {
    bank_name: card.bank_name.trim() === '' ? 'required' : null,
    card_number: outcome(card.card_number, isValidCardNumber(card.card_number)),
    expiry_date: outcome(card.expiry_date, isValidExpiry(card.expiry_date, context.now)),
    cvn: outcome(card.cvn, isValidCvn(card.cvn)),
    first_name: outcome(card.first_name, isValidCardName(card.first_name)),
    last_name: outcome(card.last_name, isValidCardName(card.last_name)),
    phone: outcome(card.phone, isValidPhone(context.phoneCode, card.phone)),
    email: outcome(card.email, isValidEmail(card.email)),
  };
  const errors: RefundCardErrors = {};
  for (const [field, result] of Object.entries(outcomes) as [RefundCardField, CardFieldError | null][]) {
    if (result) errors[field] = result;
  }
  return errors;
}
