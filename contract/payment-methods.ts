/**
 * The payment methods each country offers (SPEC.md §2 checkout: e-wallet, credit/debit card, cash
 * on delivery, cash tag; ADR 020). Zod-free: the storefront lists them, the server's preview
 * answers openPaymentMethods(), the payment side (server/areas/payments/payments) charges through them.
 */
import type { CountryCode } from './countries';

/**
 * How a method is paid, which decides its flow and its deadline: ewallet (the wallet app or its
 * hosted page), qr (a code to scan, QRIS / PayNow), card (the provider's page, 3-D Secure),
 * bank_transfer (a virtual account number / FPX online banking), counter (a payment code paid in
 * cash at a convenience store: the "cash tag" of SPEC.md §2), cod (cash on delivery).
 */
export const PAYMENT_KINDS = ['ewallet', 'qr', 'card', 'bank_transfer', 'counter', 'cod'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_METHOD_IDS = [
  'gopay',
  'ovo',
  'dana',
  'qris',
  'card',
  'va_bca',
  'va_bni',
  'va_mandiri',
  'alfamart',
  'indomaret',
  'paynow',
  'grabpay',
  'tng',
  'fpx',
  'cod',
] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

export interface PaymentMethodRule {
  readonly kind: PaymentKind;
  /** The smallest order total the method takes, in the country's minor units (null: none). */
  readonly minTotalMinor?: number;
  /** The largest (null: none). */
  readonly maxTotalMinor?: number;
}

/**
 * Decision (ADR 020), per country, in the order the checkout lists them (the most used first):
 * - ID: GoPay, OVO, DANA (e-wallets), QRIS (any bank or wallet app scans it; Bank Indonesia caps
 *   one QRIS payment at Rp 10.000.000), card, BCA / BNI / Mandiri virtual accounts, Alfamart and
 *   Indomaret payment codes (Rp 10.000 to Rp 5.000.000, as Xendit's and Midtrans's retail
 *   outlets take), COD.
 * - SG: PayNow (QR), card, GrabPay. No COD: Singapore shoppers pay online (Shopee SG dropped COD),
 *   and a courier carrying cash is costly there.
 * - MY: Touch 'n Go eWallet, FPX (online banking), card, GrabPay, COD.
 */
const IDR_COUNTER = { minTotalMinor: 10_000, maxTotalMinor: 5_000_000 } as const;
export const paymentMethodsByCountry: Readonly<
  Record<CountryCode, Readonly<Partial<Record<PaymentMethodId, PaymentMethodRule>>>>
> = {
  ID: {
    gopay: { kind: 'ewallet' },
    ovo: { kind: 'ewallet' },
    dana: { kind: 'ewallet' },
    qris: { kind: 'qr', maxTotalMinor: 10_000_000 },
    card: { kind: 'card' },
    va_bca: { kind: 'bank_transfer' },
    va_bni: { kind: 'bank_transfer' },
    va_mandiri: { kind: 'bank_transfer' },
    alfamart: { kind: 'counter', ...IDR_COUNTER },
    indomaret: { kind: 'counter', ...IDR_COUNTER },
    cod: { kind: 'cod' },
  },
  SG: {
    paynow: { kind: 'qr' },
    card: { kind: 'card' },
    grabpay: { kind: 'ewallet' },
  },
  MY: {
    tng: { kind: 'ewallet' },
    fpx: { kind: 'bank_transfer' },
    card: { kind: 'card' },
    grabpay: { kind: 'ewallet' },
    cod: { kind: 'cod' },
  },
};

/**
 * Decision (ADR 020): the cash-on-delivery limit per country, in minor units: a courier carries at
 * most Rp 3.000.000 / RM 500 in cash for one parcel (the couriers' own COD caps sit around there).
 * SG has no COD (0: never open).
 */
export const COD_LIMIT_MINOR: Readonly<Record<CountryCode, number>> = {
  ID: 3_000_000,
  SG: 0,
  MY: 50_000,
};

/**
 * Decision (ADR 020): how long an unpaid order waits, by the method's kind. An order is placed
 * before a method is chosen and starts with ORDER_PAY_MINUTES; choosing a virtual account or a
 * counter code moves its deadline to 24 h from then (extendPayDeadline), because those are paid
 * later at an ATM or a shop. Cards, e-wallets, QR and FPX are paid on the spot: 30 minutes.
 * COD has no deadline: confirming it moves the order to to_ship at once.
 */
export const PAY_DEADLINE_MINUTES: Readonly<Record<PaymentKind, number | null>> = {
  ewallet: 30,
  qr: 30,
  card: 30,
  bank_transfer: 24 * 60,
  counter: 24 * 60,
  cod: null,
};
/** The deadline a new order starts with (the shortest of the methods paid on the spot). */
export const ORDER_PAY_MINUTES = 30;

/**
 * Decision (ADR 034, WCAG 2.2.1 Timing Adjustable): the checkout warns when this many minutes are
 * left to pay, once, and from then on offers more time (POST payment/extend_deadline).
 */
export const PAY_WARNING_MINUTES = 5;
/** Decision (ADR 034): each "more time" adds this many minutes to the order's deadline. */
export const PAY_EXTENSION_MINUTES = 15;
/**
 * Decision (ADR 034): how many times one order may be given more time: WCAG 2.2.1's "at least ten
 * times", and no more, so an unpaid order holds its stock for at most 10 × 15 minutes past its window.
 */
export const PAY_EXTENSIONS_MAX = 10;

/** The deadline of one method in one country, in minutes (null: none). */
export function payDeadlineMinutes(countryCode: CountryCode, method: PaymentMethodId): number | null {
  const rule = paymentMethodsByCountry[countryCode][method];
  if (!rule) return null;
  // FPX is a bank transfer paid on the spot (the bank's page), not a VA waiting for an ATM.
  if (method === 'fpx') return ORDER_PAY_MINUTES;
  return PAY_DEADLINE_MINUTES[rule.kind];
}

export interface OpenPaymentMethod {
  readonly method: PaymentMethodId;
  readonly kind: PaymentKind;
}

/** Whether `method` is offered in `countryCode` for an order of `totalMinor`. */
export function isPaymentMethodOpen(
  countryCode: CountryCode,
  method: PaymentMethodId,
  totalMinor: number,
): boolean {
  const rule = paymentMethodsByCountry[countryCode][method];
  if (!rule) return false;
  if (rule.kind === 'cod' && totalMinor > COD_LIMIT_MINOR[countryCode]) return false;
  if (rule.minTotalMinor !== undefined && totalMinor < rule.minTotalMinor) return false;
  if (rule.maxTotalMinor !== undefined && totalMinor > rule.maxTotalMinor) return false;
  return true;
}

/** The methods open to an order of `totalMinor` in `countryCode`, in the checkout's order. */
export function openPaymentMethods(countryCode: CountryCode, totalMinor: number): OpenPaymentMethod[] {
  return (Object.entries(paymentMethodsByCountry[countryCode]) as [PaymentMethodId, PaymentMethodRule][])
    .filter(([method]) => isPaymentMethodOpen(countryCode, method, totalMinor))
    .map(([method, rule]) => ({ method, kind: rule.kind }));
}
