import type { HTMLAttributes, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const statusBadgeVariants = cva(
  'inline-flex max-w-full items-center gap-1.5 rounded-pill font-medium leading-tight',
  {
    variants: {
      tone: {
        neutral: 'bg-muted text-muted-foreground',
        primary: 'bg-primary-soft text-primary-hover',
        warning: 'bg-warning-soft text-warning',
        info: 'bg-info-soft text-info',
        success: 'bg-success-soft text-success',
        error: 'bg-error-soft text-error',
      },
      size: { sm: 'px-2 py-0.5 text-xs', md: 'px-2.5 py-1 text-sm' },
    },
    defaultVariants: { tone: 'neutral', size: 'md' },
  },
);

export type StatusTone = NonNullable<VariantProps<typeof statusBadgeVariants>['tone']>;

/**
 * The kit's suggested tone for each order status of SPEC.md §4. Decision: "to pay" and
 * "awaiting your return" ask the shopper to act, so they take the brand colour; steps the
 * merchant or courier owes are warning; finished is success; closed is neutral.
 */
export const orderStatusTones = {
  to_pay: 'primary',
  to_ship: 'warning',
  to_receive: 'info',
  transaction_complete: 'success',
  transaction_closed: 'neutral',
} as const satisfies Record<string, StatusTone>;

/** The same for the after-sales status numbers 1–7 of SPEC.md §3. */
export const afterSalesStatusTones = {
  1: 'warning', // AwaitingReview
  2: 'warning', // InterceptionRequested
  3: 'warning', // RefundPending
  4: 'success', // AfterSalesSuccess
  5: 'error', // AfterSalesFailure
  6: 'primary', // AwaitingReturn: the shopper has to send the parcel back
  7: 'warning', // PendingInspection
} as const satisfies Record<number, StatusTone>;

export interface StatusBadgeProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'>, VariantProps<typeof statusBadgeVariants> {
  /** The status text, translated by the caller ("Menunggu pembayaran"). */
  label: ReactNode;
  /** Shows a small dot before the label, for dense lists. */
  dot?: boolean;
}

/** An order or after-sales status: the caller passes the label and picks the tone. */
export function StatusBadge({ label, tone, size, dot, className, ...props }: StatusBadgeProps) {
  return (
    <span
      {...props}
      data-slot="status-badge"
      data-tone={tone ?? 'neutral'}
      className={cn(statusBadgeVariants({ tone, size }), className)}
    >
      {dot && <span aria-hidden="true" className="size-1.5 shrink-0 rounded-pill bg-current" />}
      <span className="min-w-0 break-words">{label}</span>
    </span>
  );
}
