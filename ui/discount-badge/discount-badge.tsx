import type { HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const discountBadgeVariants = cva(
  'inline-flex shrink-0 items-center rounded-sm font-semibold leading-none tabular-nums whitespace-nowrap',
  {
    variants: {
      variant: {
        solid: 'bg-primary text-primary-foreground',
        soft: 'bg-primary-soft text-primary-hover',
      },
      size: { sm: 'px-1 py-0.5 text-xs', md: 'px-1.5 py-1 text-sm' },
    },
    defaultVariants: { variant: 'solid', size: 'sm' },
  },
);

export interface DiscountBadgeProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'>, VariantProps<typeof discountBadgeVariants> {
  /** The product's `discount`, a whole percent (20 means 20 % off). */
  discount: number | null | undefined;
  /** What a screen reader hears instead of "-20%", e.g. "20% off" (passed in, translated). */
  label?: string;
}

/** "-20%": rendered only when the discount is above 0 (SPEC.md §9), otherwise nothing at all. */
export function DiscountBadge({ discount, label, variant, size, className, ...props }: DiscountBadgeProps) {
  const intl = useIntl();
  if (typeof discount !== 'number' || !Number.isFinite(discount) || discount <= 0) return null;
  // The locale's own percent format; the minus sign is the badge's convention in every language.
  const text = intl.formatNumber(-discount / 100, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <span
      {...props}
      data-slot="discount-badge"
      className={cn(discountBadgeVariants({ variant, size }), className)}
    >
      {label ? (
        <>
          <span aria-hidden="true">{text}</span>
          <span className="sr-only">{label}</span>
        </>
      ) : (
        text
      )}
    </span>
  );
}
