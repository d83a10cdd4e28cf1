import type { HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { cva, type VariantProps } from 'class-variance-authority';
import type { CurrencyCode } from '../../contract/countries';
import { formatMoney, type MoneyMode } from '../../contract/money';
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
 * A price, formatted only through contract/money.ts. The struck-through original price carries
 * a visually hidden "Original price" so it is not read as a second price.
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
  const showOriginal = typeof originalAmount === 'number' && originalAmount > amount;
  return (
    <span {...props} data-slot="price" className={cn(priceVariants({ size, tone }), className)}>
      <span data-slot="price-amount" className="font-semibold whitespace-nowrap tabular-nums">
        <Money minor={amount} currency={currency} mode={mode} locale={locale} />
      </span>
      {showOriginal && (
        <span
          data-slot="price-original"
          className="text-[0.8em] whitespace-nowrap text-muted-foreground tabular-nums"
        >
          <span className="sr-only">{originalLabel ?? intl.formatMessage(priceMessages.original)} </span>
          <span className="line-through">
            <Money minor={originalAmount} currency={currency} mode={mode} locale={locale} />
          </span>
        </span>
      )}
    </span>
  );
}

function Money({
  minor,
  currency,
  mode,
  locale,
}: {
  minor: number;
  currency: CurrencyCode;
  mode: MoneyMode;
  locale?: string;
}) {
  const text = formatMoney(minor, currency, locale ? { mode, locale } : { mode });
  const exact = mode === 'detail' ? formatMoney(minor, currency, locale ? { locale } : {}) : text;
  if (exact === text) return text;
  // "Rp 12,5rb" is rounded and abbreviated; a screen reader gets the exact amount instead.
  return (
    <>
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{exact}</span>
    </>
  );
}
