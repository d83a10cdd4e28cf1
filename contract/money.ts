import { countryDefaults, type CountryCode, type CurrencyCode } from './countries';

/**
 * Money is an integer count of minor units everywhere (SPEC.md §9, DESIGN.md): rupiah for IDR
 * (no decimals), cents for SGD and MYR. Formatting happens here, once; arithmetic stays integral.
 */
export const currencyDecimals: Readonly<Record<CurrencyCode, number>> = { IDR: 0, SGD: 2, MYR: 2 };

/** Rp, S$, RM: taken from countryDefaults so the symbol lives in one place. */
export const currencySymbols = Object.fromEntries(
  Object.values(countryDefaults).map((country) => [country.currency_code, country.currency_symbol]),
) as Readonly<Record<CurrencyCode, string>>;

// Decision: separators follow the currency, not the UI language (a price reads the same in en, id and
// zh-CN, as on Shopee): Indonesian grouping for IDR (12.500), en-SG and en-MY for SGD and MYR (1,234.50).
// `locale` overrides this only where a caller wants another convention.
const currencyLocales: Readonly<Record<CurrencyCode, string>> = { IDR: 'id-ID', SGD: 'en-SG', MYR: 'en-MY' };

export type MoneyMode = 'plain' | 'detail';

export interface MoneyFormatOptions {
  /** A BCP 47 locale whose grouping and decimal marks to use instead of the currency's own. */
  readonly locale?: string;
  /** 'detail' abbreviates IDR thousands with "rb" (SPEC.md §9); SGD and MYR read as in 'plain'. */
  readonly mode?: MoneyMode;
}

/** Throws unless `value` is a safe integer: a float amount is a bug upstream, never rounded away. */
export function assertMinorUnits(value: number, label = 'amount'): number {
  if (!Number.isSafeInteger(value))
    throw new TypeError(`${label} must be an integer in minor units, got ${value}`);
  return value;
}

interface Separators {
  readonly group: string;
  readonly decimal: string;
  readonly integer: Intl.NumberFormat;
}
const separatorCache = new Map<string, Separators>();

function separatorsFor(locale: string): Separators {
  const cached = separatorCache.get(locale);
  if (cached) return cached;
  const integer = new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 0 });
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(12345.6);
  const separators = {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    integer,
  };
  separatorCache.set(locale, separators);
  return separators;
}

/** Integer division for non-negative safe integers, exact (no float rounding on large values). */
function divide(value: number, divisor: number): { quotient: number; remainder: number } {
  const remainder = value % divisor;
  return { quotient: (value - remainder) / divisor, remainder };
}

/** What a shopper sees: formatMoney(12500, 'IDR') → "Rp 12.500", formatMoney(1250, 'SGD') → "S$ 12.50". */
export function formatMoney(minor: number, currency: CurrencyCode, options: MoneyFormatOptions = {}): string {
  assertMinorUnits(minor);
  const symbol = currencySymbols[currency];
  if (symbol === undefined) throw new RangeError(`Unknown currency ${String(currency)}`);
  const { integer, decimal } = separatorsFor(options.locale ?? currencyLocales[currency]);
  // Decision: a minus goes before the symbol ("-Rp 500"), a plain space after it ("Rp 12.500",
  // "S$ 12.50"); the price component keeps the two on one line with white-space: nowrap.
  const sign = minor < 0 ? '-' : '';
  const amount = Math.abs(minor);

  if (options.mode === 'detail' && currency === 'IDR' && amount >= 1000) {
    // Decision: "Rp 12,5rb": thousands with at most one decimal, trailing ",0" dropped, no space
    // before "rb"; rounded *up* to the next Rp 100 so an abbreviated price never reads lower than
    // the price charged (Rp 12.901 → Rp 13rb). Below Rp 1.000 the plain form is shown.
    const { quotient: hundreds, remainder } = divide(amount, 100);
    const tenths = hundreds + (remainder > 0 ? 1 : 0);
    const { quotient: thousands, remainder: tenth } = divide(tenths, 10);
    return `${sign}${symbol} ${integer.format(thousands)}${tenth > 0 ? `${decimal}${tenth}` : ''}rb`;
  }

  const decimals = currencyDecimals[currency];
  if (decimals === 0) return `${sign}${symbol} ${integer.format(amount)}`;
  const { quotient: major, remainder: fraction } = divide(amount, 10 ** decimals);
  return `${sign}${symbol} ${integer.format(major)}${decimal}${String(fraction).padStart(decimals, '0')}`;
}

const spokenFormats = new Map<string, Intl.NumberFormat>();

/**
 * The number of an amount as the page's language writes one, for a screen reader to say with
 * the currency's name (the kit's Price): spokenAmount(33900, 'IDR', 'en') → "33,900",
 * spokenAmount(1250, 'SGD', 'id') → "12,50", spokenAmount(1200, 'SGD', 'en') → "12".
 * Decision: formatMoney's marks follow the currency ("Rp 33.900"), and an English or Chinese
 * voice reads that dot as a decimal point ("thirty-three point nine"); in the language's own
 * marks every voice reads the amount it is. Built from the integer, never from a float.
 */
export function spokenAmount(minor: number, currency: CurrencyCode, locale: string): string {
  assertMinorUnits(minor);
  const decimals = currencyDecimals[currency];
  if (decimals === undefined) throw new RangeError(`Unknown currency ${String(currency)}`);
  const key = `${locale}:${decimals}`;
  let format = spokenFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      trailingZeroDisplay: 'stripIfInteger',
    });
    spokenFormats.set(key, format);
  }
  const { quotient: major, remainder: fraction } = divide(Math.abs(minor), 10 ** decimals);
  const exact = decimals === 0 ? `${major}` : `${major}.${String(fraction).padStart(decimals, '0')}`;
  // A decimal string keeps every digit of a large amount (Intl reads it exactly, unlike a float).
  return format.format(`${minor < 0 ? '-' : ''}${exact}` as `${number}`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The inverse of formatMoney: "Rp 12.500" → 12500, "S$ 1,234.50" → 123450, "Rp 12,5rb" → 12500.
 * The symbol is optional and spaces are ignored. Null when the text is not an amount of this
 * currency in minor units (e.g. three decimals for SGD, any decimal for plain IDR).
 */
export function parseMoney(
  text: string,
  currency: CurrencyCode,
  options: Pick<MoneyFormatOptions, 'locale'> = {},
): number | null {
  const symbol = currencySymbols[currency];
  const { group, decimal } = separatorsFor(options.locale ?? currencyLocales[currency]);
  let rest = text.replace(/[\s\u00a0\u202f]/g, '');
  let negative = false;
  if (rest.startsWith('-')) {
    negative = true;
    rest = rest.slice(1);
  }
  if (rest.toLowerCase().startsWith(symbol.toLowerCase())) rest = rest.slice(symbol.length);
  if (!negative && rest.startsWith('-')) {
    negative = true;
    rest = rest.slice(1);
  }
  const thousands = currency === 'IDR' && /rb$/i.test(rest);
  if (thousands) rest = rest.slice(0, -2);

  // A space-like group mark (fr, for one) was stripped with the other spaces above.
  const integerPart = group.trim() === '' ? '\\d+' : `\\d{1,3}(?:${escapeRegExp(group)}\\d{3})*|\\d+`;
  const match = new RegExp(`^(${integerPart})(?:${escapeRegExp(decimal)}(\\d+))?$`).exec(rest);
  if (!match) return null;
  const whole = Number((match[1] ?? '').split(group).join(''));
  const fraction = match[2] ?? '';
  const scale = thousands ? 3 : currencyDecimals[currency];
  if (fraction.length > scale && !/^0*$/.test(fraction.slice(scale))) return null;
  const minor = whole * 10 ** scale + Number(fraction.slice(0, scale).padEnd(scale, '0') || '0');
  if (!Number.isSafeInteger(minor)) return null;
  return negative ? -minor : minor;
}

// Arithmetic: every helper takes and returns integers in minor units, and throws on anything else.

export function addMoney(...amounts: number[]): number {
  let total = 0;
  for (const amount of amounts) total += assertMinorUnits(amount);
  return assertMinorUnits(total, 'sum');
}

export function subtractMoney(minuend: number, subtrahend: number): number {
  return assertMinorUnits(assertMinorUnits(minuend) - assertMinorUnits(subtrahend), 'difference');
}

/** Unit price × quantity (a whole, non-negative count). */
export function multiplyMoney(unitPrice: number, quantity: number): number {
  assertMinorUnits(unitPrice, 'unit price');
  if (!Number.isSafeInteger(quantity) || quantity < 0)
    throw new RangeError(`quantity must be a whole count, got ${quantity}`);
  return assertMinorUnits(unitPrice * quantity, 'line total');
}

function assertPercent(percent: number): void {
  // Decision: percentages are whole numbers 0–100 (the product card's `discount` is a whole percent).
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percent must be a whole number from 0 to 100, got ${percent}`);
  }
}

function assertNonNegative(minor: number): void {
  assertMinorUnits(minor);
  if (minor < 0) throw new RangeError(`amount must not be negative, got ${minor}`);
}

/**
 * The discount `percent`% takes off `minor`, in whole minor units. Decision: rounded half up, so
 * 15% of Rp 12.345 is Rp 1.852 (1851.75 → 1852), in the shopper's favour at the half.
 */
export function discountAmount(minor: number, percent: number): number {
  assertNonNegative(minor);
  assertPercent(percent);
  return divide(minor * percent + 50, 100).quotient;
}

/** The price after a `percent`% discount. */
export function applyDiscount(minor: number, percent: number): number {
  return minor - discountAmount(minor, percent);
}

/**
 * The most `percent`% of `minor` allows, rounded down: for caps such as "coins may pay at most
 * N% of the payment" (SPEC.md §5), where rounding up would break the cap.
 */
export function percentCap(minor: number, percent: number): number {
  assertNonNegative(minor);
  assertPercent(percent);
  return divide(minor * percent, 100).quotient;
}

export interface RefundHandlingFee {
  readonly currency: CurrencyCode;
  readonly minor: number;
  /** The refund channel the fee belongs to. */
  readonly channel: string;
}

/** SPEC.md §9: charged once per refund request and deducted from the refund. */
export const refundHandlingFees = {
  SG: { currency: 'SGD', minor: 50, channel: 'PayNow' },
  MY: { currency: 'MYR', minor: 70, channel: 'online banking' },
} as const satisfies Partial<Record<CountryCode, RefundHandlingFee>>;

export interface RefundAfterFee {
  /** What the refund request was for. */
  readonly gross: number;
  /** The handling fee taken from it. */
  readonly fee: number;
  /** What reaches the shopper. */
  readonly net: number;
  readonly channel: string | null;
}

/**
 * One refund request's payout after the handling fee of its country. Decision: Indonesia has no fee
 * (§9 names none), and the fee never exceeds the refund, so the payout is never negative.
 */
export function applyRefundHandlingFee(
  country: CountryCode,
  refund: number,
  currency: CurrencyCode,
): RefundAfterFee {
  assertNonNegative(refund);
  const handling: RefundHandlingFee | undefined = country === 'ID' ? undefined : refundHandlingFees[country];
  if (!handling) return { gross: refund, fee: 0, net: refund, channel: null };
  if (handling.currency !== currency) {
    throw new RangeError(`A ${country} refund is in ${handling.currency}, not ${currency}`);
  }
  const fee = Math.min(handling.minor, refund);
  return { gross: refund, fee, net: refund - fee, channel: handling.channel };
}
