/**
 * Refund cards and e-wallets' plain values (SPEC.md §2 payment option / refund settings, §3 Refund
 * card, §5 card form; ADR 031). Indonesia only: SG and MY refund the way they were paid
 * and hide these screens. Zod-free: the storefront's form imports them; contract/refund-card.ts
 * builds its schemas from them. The field rules themselves are contract/rules/card.ts.
 */

/** The countries that have refund cards and e-wallets (the side menu hides Payment option elsewhere). */
export const REFUND_CARD_COUNTRIES = ['ID'] as const;

/**
 * Decision: the banks a refund card may be of (SPEC.md §5 "a bank must be chosen"), the largest
 * Indonesian card issuers. Brand names, never translated.
 */
export const REFUND_CARD_BANKS = {
  bca: 'BCA',
  mandiri: 'Bank Mandiri',
  bni: 'BNI',
  bri: 'BRI',
  cimb_niaga: 'CIMB Niaga',
  permata: 'PermataBank',
  danamon: 'Danamon',
  btn: 'BTN',
} as const;
export type RefundCardBank = keyof typeof REFUND_CARD_BANKS;
export const REFUND_CARD_BANK_IDS = Object.keys(REFUND_CARD_BANKS) as RefundCardBank[];

/** The card's scheme, read from its first digits by the payment sandbox (as a real provider answers). */
export const CARD_BRANDS = ['visa', 'mastercard', 'jcb', 'amex', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The e-wallets a refund may go to (those Indonesian orders pay with, ADR 020). */
export const EWALLET_IDS = ['gopay', 'ovo', 'dana'] as const;
export type EwalletId = (typeof EWALLET_IDS)[number];
export const EWALLET_NAMES: Readonly<Record<EwalletId, string>> = {
  gopay: 'GoPay',
  ovo: 'OVO',
  dana: 'DANA',
};

/** Decision: a member keeps at most 5 refund cards (1103037 beyond). */
export const REFUND_CARD_LIMIT = 5;
