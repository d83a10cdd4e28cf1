import { countryOfPhoneCode, phoneCodeOf } from '../../../contract/member';
import { normalizePhone } from '../../../contract/rules/phone';
import { defaultCountry, isCountryCode, type CountryCode } from '../../../contract/countries';
import { errorCatalogue } from '../../../contract/errors';
import { DomainError } from '../../lib/domain-error';

/**
 * A contact a shopper signs in with, in one canonical form: a phone as its code plus the local
 * number without the trunk 0 ("62" + "81234567890"), an e-mail in lower case. Every table keys on
 * this form, so "0812…" and "+62 812…" are one account.
 */
export type Account = { kind: 'phone'; phoneCode: string; phone: string } | { kind: 'email'; email: string };

export function phoneAccount(countryCode: string | undefined, raw: string): Account {
  const phoneCode = phoneCodeOf(countryCode);
  if (!phoneCode) throw new DomainError(errorCatalogue.invalidParameter, 'Invalid parameter: country_code');
  return { kind: 'phone', phoneCode, phone: normalizePhone(phoneCode, raw).replace(/^0/, '') };
}

export function emailAccount(raw: string): Account {
  return { kind: 'email', email: raw.trim().toLowerCase() };
}

/** `phone:6281234567890` or `email:someone@example.com`: the key captchas, nonces and codes bind to. */
export function accountKey(account: Account): string {
  return account.kind === 'phone' ? `phone:${account.phoneCode}${account.phone}` : `email:${account.email}`;
}

/** The account key of a delivery address (the inverse of deliveryAddress): "6281…" or an e-mail. */
export function accountKeyOfDelivery(delivered: string): string {
  return delivered.includes('@') ? `email:${delivered}` : `phone:${delivered}`;
}

/** Where a message goes: the international number without + (as WhatsApp wants it), or the address. */
export function deliveryAddress(account: Account): string {
  return account.kind === 'phone' ? `${account.phoneCode}${account.phone}` : account.email;
}

/** "+62 812****7890", "ad***@example.com": enough to recognise, too little to harvest. */
export function maskAccount(account: Account): string {
  if (account.kind === 'phone') {
    const { phone } = account;
    const keep = phone.length > 7 ? 4 : 2;
    return `+${account.phoneCode} ${phone.slice(0, 3)}${'*'.repeat(Math.max(phone.length - 3 - keep, 1))}${phone.slice(-keep)}`;
  }
  const [local = '', domain = ''] = account.email.split('@');
  return `${local.slice(0, Math.min(2, Math.max(local.length - 1, 1)))}***@${domain}`;
}

/** The country a new member belongs to: their phone's, else the X-Locale header's, else Indonesia. */
export function countryFor(account: Account, locale: string | undefined): CountryCode {
  if (account.kind === 'phone') return countryOfPhoneCode(account.phoneCode) ?? defaultCountry;
  const upper = locale?.trim().toUpperCase();
  return isCountryCode(upper) ? upper : defaultCountry;
}
