import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cva, type VariantProps } from 'class-variance-authority';
import { BadgePercent, Truck } from 'lucide-react';
import type { CurrencyCode } from '../../contract/countries';
import type { VoucherKind } from '../../contract/voucher-constants';
import { cn } from '../lib/cn';
import { Price } from '../price';

// The contract's two kinds (SPEC.md §3), named once there.
export type { VoucherKind };
/**
 * unuse: claimable or usable (the action is live). claimed: in the claim centre, already claimed
 * (a "Claimed" stamp; the action, e.g. Use, stays). used / expired: greyed with a stamp, no action.
 * disabled: cannot be claimed or used now, greyed, with `reason` in place of the action ("Fully
 * claimed", "Add Rp 20.000 more").
 */
export type VoucherState = 'unuse' | 'claimed' | 'used' | 'expired' | 'disabled';

export const voucherCardVariants = cva(
  'relative flex min-w-0 overflow-hidden rounded-lg border bg-surface text-foreground',
  {
    variants: {
      kind: {
        discount: 'border-primary-soft',
        shipping: 'border-success-soft',
      },
      state: {
        unuse: '',
        claimed: '',
        disabled: 'border-border bg-surface-sunken',
        // Used and expired vouchers are greyed with tokens rather than opacity, so their text
        // keeps its contrast while the colour says "no longer usable".
        used: 'border-border bg-surface-sunken',
        expired: 'border-border bg-surface-sunken',
      },
    },
    defaultVariants: { kind: 'discount', state: 'unuse' },
  },
);

const stubTone: Record<VoucherKind, string> = {
  discount: 'bg-primary text-primary-foreground',
  shipping: 'bg-success text-primary-foreground',
};

export interface VoucherCardProps
  extends
    Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'>,
    Omit<VariantProps<typeof voucherCardVariants>, 'kind' | 'state'> {
  kind: VoucherKind;
  state?: VoucherState;
  /** "Diskon Rp 20.000", "Gratis ongkir": the voucher's name, translated by the caller. */
  title: ReactNode;
  /** An amount off, in minor units, shown as a Price. */
  amount?: number;
  currency?: CurrencyCode;
  /** A whole percent off (shown "20%") when the voucher is a percentage. */
  percent?: number;
  /** Replaces the amount or percent in the stub, e.g. "Free shipping" for a shipping voucher. */
  value?: ReactNode;
  /** "Min. spend Rp 100.000", already formatted by the caller. */
  minSpend?: ReactNode;
  /** "Valid 01/03/2025 – 31/03/2025", already formatted by the caller. */
  validity?: ReactNode;
  /** Condition labels: stackable, online only, app only, new users only, selected products. */
  conditions?: ReactNode[];
  /** "Claimed", "Used" or "Expired", shown as a stamp when the state is not unuse. */
  statusLabel?: ReactNode;
  /** Why a disabled voucher cannot be claimed or used, shown where the action would be. */
  reason?: ReactNode;
  /** A Claim or Use button (the caller wires it); shown while the voucher is unuse or claimed. */
  action?: ReactNode;
  /** The title's heading level, to fit the page's outline (default h3). */
  headingLevel?: 2 | 3 | 4;
}

/** A voucher: value stub on the left, title, conditions and validity, and a Claim / Use slot. */
export function VoucherCard({
  kind,
  state = 'unuse',
  title,
  amount,
  currency,
  percent,
  value,
  minSpend,
  validity,
  conditions = [],
  statusLabel,
  reason,
  action,
  headingLevel = 3,
  className,
  ...props
}: VoucherCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  // Greyed: nothing to do with it now. A claimed voucher stays in colour (it can still be used).
  const inactive = state === 'used' || state === 'expired' || state === 'disabled';
  const stamped = state !== 'unuse' && state !== 'disabled';
  const Icon = kind === 'shipping' ? Truck : BadgePercent;
  let stubValue = value;
  if (stubValue === undefined && typeof amount === 'number' && currency) {
    stubValue = (
      <Price
        amount={amount}
        currency={currency}
        mode="detail"
        size="md"
        className="[&_[data-slot=price-amount]]:text-inherit"
      />
    );
  } else if (stubValue === undefined && typeof percent === 'number') {
    stubValue = (
      <span className="text-xl font-bold tabular-nums">
        {intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 0 })}
      </span>
    );
  }

  return (
    <article
      {...props}
      aria-labelledby={titleId}
      data-slot="voucher-card"
      data-kind={kind}
      data-state={state}
      className={cn(voucherCardVariants({ kind, state }), className)}
    >
      <div
        data-slot="voucher-card-stub"
        className={cn(
          'flex w-26 shrink-0 flex-col items-center justify-center gap-1 p-2 text-center desktop:w-28',
          inactive ? 'bg-muted text-muted-foreground' : stubTone[kind],
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
        {stubValue && <div className="max-w-full break-words leading-tight">{stubValue}</div>}
      </div>
      {/* The perforation between stub and body: two half-circles cut from the card's edges. */}
      <span
        aria-hidden="true"
        className="absolute -top-2 left-24 size-4 rounded-pill border border-border bg-surface-sunken desktop:left-26"
      />
      <span
        aria-hidden="true"
        className="absolute -bottom-2 left-24 size-4 rounded-pill border border-border bg-surface-sunken desktop:left-26"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3">
        <div className="flex items-start gap-2">
          <Heading
            id={titleId}
            data-slot="voucher-card-title"
            className={cn(
              'm-0 min-w-0 flex-1 text-sm font-semibold break-words',
              inactive && 'text-muted-foreground',
            )}
          >
            {title}
          </Heading>
          {stamped && statusLabel && (
            <span
              data-slot="voucher-card-status"
              className="shrink-0 -rotate-6 rounded-sm border border-muted-foreground px-1.5 py-0.5 text-xs font-semibold text-muted-foreground uppercase"
            >
              {statusLabel}
            </span>
          )}
        </div>
        {minSpend && <p className="m-0 text-xs text-muted-foreground">{minSpend}</p>}
        {conditions.length > 0 && (
          <ul data-slot="voucher-card-conditions" className="m-0 flex list-none flex-wrap gap-1 p-0">
            {conditions.map((condition, index) => (
              <li
                // Conditions are short fixed labels in a fixed order: position is their identity.
                key={index}
                className={cn(
                  'rounded-sm border px-1.5 py-0.5 text-xs',
                  inactive ? 'border-border text-muted-foreground' : 'border-primary-soft text-primary-hover',
                )}
              >
                {condition}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2">
          {validity && <p className="m-0 text-xs text-muted-foreground tabular-nums">{validity}</p>}
          {!inactive && action && (
            <div data-slot="voucher-card-action" className="ms-auto">
              {action}
            </div>
          )}
          {state === 'disabled' && reason && (
            <p
              data-slot="voucher-card-reason"
              className="m-0 ms-auto text-xs font-medium text-muted-foreground"
            >
              {reason}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
