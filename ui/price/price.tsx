import type { HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { cva, type VariantProps } from 'class-variance-authority';
import type { CurrencyCode } from '../../contract/countries';
import { currencyDecimals, formatMoney, spokenAmount, type MoneyMode } from '../../contract/money';
import { cn } from '../lib/cn';
import { priceMessages } from './messages';

export const priceVariants = cva('inline-flex flex-wrap items-baseline gap-x-1.5 gap-y-0.5', {
  variants: {
    size: { sm: 'text-sm', md: 'text-base', lg: 'text-lg', xl: 'text-2xl' },
    tone: {
      // The sale price colour of Indonesian marketplaces; `default` for totals and order lines.
      primary: '[&_[data-slot=price-amount]]:text-primary',
      default: '[&_[data-slot=price-amount]]:text-foreground',
    },
  },
  defaultVariants: { size: 'md', tone: 'primary' },
});

export interface PriceProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'>, VariantProps<typeof priceVariants> {
  /** The price in minor units (rupiah, cents): an integer, as everywhere in Pasar. */
  amount: number;
  currency: CurrencyCode;
  /**
   * The price before the discount (`scribing_price`), shown struck through. Hidden when it is
   * absent or not above `amount`, since striking an equal price would read as a false saving.
   */
  originalAmount?: number | null;
  /** Read before the struck price by screen readers; defaults to the kit's "Original price". */
  originalLabel?: string;
  /** 'detail' shortens IDR thousands ("Rp 12,5rb"); SGD and MYR read the same in both modes. */
  mode?: MoneyMode;
  /** Override the currency's own separators (rarely wanted: a price reads the same in every language). */
  locale?: string;
}

/**
 * A price as a screen reader should say it in the page's language ("33,900 rupiah"): for a price
 * inside a sentence that is spoken but not shown as a Price, such as a live announcement of a
 * new total. The exact amount, whatever the shown format abbreviates.
 */
export function useSpokenPrice() {
  const intl = useIntl();
  return (minor: number, currency: CurrencyCode) =>
    intl.formatMessage(priceMessages.spoken, {
      amount: spokenAmount(minor, currency, intl.locale),
      count: minor / 10 ** currencyDecimals[currency],
      currency,
    });
}

/**
 * A price, formatted only through contract/money.ts. What the eye reads ("Rp 33.900", SPEC.md §9)
 * is hidden from screen readers, which get the amount in the page's language with the currency's
 * name instead ("33,900 rupiah", "33,900印尼盾"): an English or Chinese voice reads the rupiah's
 * grouping dot as a decimal point. The struck-through original price is said after "Original
 * price", so it is not read as a second price.
 */
export function Price({
  amount,
  currency,
  originalAmount,
  originalLabel,
  mode = 'plain',
  locale,
  size,
  tone,
  className,
  ...props
}: PriceProps) {
  const intl = useIntl();
  const speak = useSpokenPrice();
  const showOriginal = typeof originalAmount === 'number' && originalAmount > amount;
  const shown = (minor: number) => formatMoney(minor, currency, locale ? { mode, locale } : { mode });
  // Always the exact amount: "Rp 12,5rb" (mode 'detail') is rounded up and abbreviated.
  const spoken = (minor: number) => speak(minor, currency);
  return (
    <span {...props} data-slot="price" className={cn(priceVariants({ size, tone }), className)}>
      <span
        data-slot="price-amount"
        aria-hidden="true"
        className="font-semibold whitespace-nowrap tabular-nums"
      >
        {shown(amount)}
      </span>
      <span className="sr-only">{spoken(amount)}</span>
      {showOriginal && (
        <span
          data-slot="price-original"
          className="text-[0.8em] whitespace-nowrap text-muted-foreground tabular-nums"
        >
          <span className="sr-only">
            {originalLabel ?? intl.formatMessage(priceMessages.original)} {spoken(originalAmount)}
          </span>
          <span aria-hidden="true" className="line-through">
            {shown(originalAmount)}
          </span>
        </span>
      )}
    </span>
  );
}
