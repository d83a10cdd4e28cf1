import { z } from 'zod';
import { REGION_CODE_MAX_LENGTH } from '../address-constants';
import { countryCodes } from '../countries';
import {
  ADDRESS_LINE_MAX_LENGTH,
  ADDRESS_NAME_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  validateAddress,
} from './address';
import {
  CARD_CVN_MAX_LENGTH,
  CARD_EXPIRY_MAX_LENGTH,
  CARD_NAME_MAX_LENGTH,
  CARD_NUMBER_MAX_LENGTH,
  cardDigits,
  validateRefundCard,
} from './card';
import { captchaPattern, verificationCodePattern } from './codes';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email';
import { isValidNewPassword, isValidPassword } from './password';
import { defaultPhoneCode, isValidPhone, normalizePhone } from './phone';
import { plainText } from './text';

/**
 * The zod forms of the rules in this folder, for the server's request schemas. Decision: the
 * rules themselves stay free of zod, so the storefront's forms and the machines import them
 * without carrying the schema library into a browser chunk (ADR 009); only this module and the
 * area schemas (contract/member.ts, …) import zod.
 */

// ─── Codes ──────────────────────────────────────────────────────────────────────────────────────

export const captchaCodeSchema = z.string().regex(captchaPattern, { message: 'invalid' });
export const verificationCodeSchema = z.string().regex(verificationCodePattern, { message: 'invalid' });

// ─── E-mail ─────────────────────────────────────────────────────────────────────────────────────

/** The server's e-mail field: trimmed, then the same rule. */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .refine((value) => isValidEmail(value), { message: 'invalid' });

// ─── Passwords ──────────────────────────────────────────────────────────────────────────────────

/** A decrypted password the server checks at login. */
export const passwordSchema = z.string().refine(isValidPassword, { message: 'invalid' });
/** A decrypted password the server stores (reset, change); the common-password check is the server's. */
export const newPasswordSchema = z.string().refine(isValidNewPassword, { message: 'invalid' });

// ─── Phones ─────────────────────────────────────────────────────────────────────────────────────

/** A zod string for one phone code: trims, normalises, and refuses what isValidPhone refuses. */
export function phoneSchema(code: string) {
  return z
    .string()
    .max(32)
    .transform((value) => normalizePhone(code, value))
    .refine((value) => isValidPhone(code, value), { message: 'invalid' });
}

/**
 * A phone number with its code, as send_sms_code and login carry it (`country_code` there is the
 * phone code, e.g. '62'). The phone comes out normalised.
 */
export const phoneWithCodeSchema = z
  .object({ country_code: z.string().max(4), phone: z.string().max(32) })
  .refine((value) => isValidPhone(value.country_code, value.phone), { message: 'invalid', path: ['phone'] })
  .transform((value) => ({ ...value, phone: normalizePhone(value.country_code, value.phone) }));

// ─── Addresses ──────────────────────────────────────────────────────────────────────────────────

const regionCodeField = plainText()
  .max(REGION_CODE_MAX_LENGTH * 2)
  .nullish();

/** The address body's fields as they arrive; `refinedAddress` adds the rule. */
export const addressFieldsSchema = z.object({
  country_code: z.enum(countryCodes),
  surname: plainText().max(ADDRESS_NAME_MAX_LENGTH * 2),
  name: plainText().max(ADDRESS_NAME_MAX_LENGTH * 2),
  phone: plainText().max(32),
  state_code: regionCodeField,
  city_code: regionCodeField,
  area_code: regionCodeField,
  address_line1: plainText().max(ADDRESS_LINE_MAX_LENGTH * 2),
  address_line2: plainText()
    .max(ADDRESS_LINE_MAX_LENGTH * 2)
    .nullish(),
  postal_code: plainText().max(POSTAL_CODE_MAX_LENGTH * 2),
  is_default: z.boolean().default(false),
});

/**
 * An address body (the fields above, perhaps with more, such as update's id) under the same rule
 * as the form, then with a normalised phone and absent regions as null. Free text went through
 * plainText(): trimmed, no control characters.
 */
export function refinedAddress<S extends typeof addressFieldsSchema>(fields: S) {
  return fields
    .superRefine((address, ctx) => {
      for (const [field, outcome] of Object.entries(validateAddress(address))) {
        ctx.addIssue({ code: 'custom', path: [field], message: outcome });
      }
    })
    .transform((address) => ({
      ...address,
      phone: normalizePhone(defaultPhoneCode(address.country_code), address.phone),
      state_code: address.state_code || null,
      city_code: address.city_code || null,
      area_code: address.area_code || null,
      address_line2: address.address_line2 || null,
    }));
}

/** The server's address body. */
export const addressSchema = refinedAddress(addressFieldsSchema);
export type Address = z.output<typeof addressSchema>;

// ─── Refund cards ───────────────────────────────────────────────────────────────────────────────

/**
 * The server's refund-card body: the same checks, with the expiry read against `clock()` at parse
 * time (a function, so a long-lived schema never freezes "now"). Comes out with the card number as
 * digits and the phone normalised.
 */
export function refundCardSchema(clock: () => Date = () => new Date()) {
  return z
    .object({
      bank_name: z.string().max(100),
      card_number: z.string().max(CARD_NUMBER_MAX_LENGTH),
      expiry_date: z.string().max(CARD_EXPIRY_MAX_LENGTH),
      cvn: z.string().max(CARD_CVN_MAX_LENGTH),
      first_name: z.string().max(CARD_NAME_MAX_LENGTH * 2),
      last_name: z.string().max(CARD_NAME_MAX_LENGTH * 2),
      phone_code: z.string().max(4),
      phone: z.string().max(32),
      email: z.string().max(100),
    })
    .superRefine((card, ctx) => {
      const errors = validateRefundCard(card, { now: clock(), phoneCode: card.phone_code });
      for (const [field, result] of Object.entries(errors)) {
        ctx.addIssue({ code: 'custom', path: [field], message: result });
      }
    })
    .transform((card) => ({
      ...card,
      bank_name: card.bank_name.trim(),
      card_number: cardDigits(card.card_number),
      expiry_date: card.expiry_date.trim(),
      first_name: card.first_name.trim(),
      last_name: card.last_name.trim(),
      phone: normalizePhone(card.phone_code, card.phone),
      email: card.email.trim(),
    }));
}
export type RefundCard = z.output<ReturnType<typeof refundCardSchema>>;
