import type { HTMLAttributes, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { formatBadge } from '../../contract/counts';
import { cn } from '../lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center justify-center rounded-pill font-semibold leading-none tabular-nums whitespace-nowrap',
  {
    variants: {
      tone: {
        primary: 'bg-primary text-primary-foreground',
        neutral: 'bg-surface-inverse text-foreground-inverse',
      },
      variant: {
        count: 'h-[1.125rem] min-w-[1.125rem] px-1 text-xs',
        dot: 'size-2',
      },
    },
    defaultVariants: { tone: 'primary', variant: 'count' },
  },
);

export interface BadgeProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'>, VariantProps<typeof badgeVariants> {
  /** The number to show; "99+" above 99 and nothing at all at 0 (SPEC.md §9, contract formatBadge). */
  count?: number;
  /**
   * Read by screen readers instead of the bare number ("3 unread messages"). Without it the badge
   * is decorative and the control it sits on must say the count in its own name.
   */
  label?: string;
  /** The icon or control the badge sits on; the badge is centred on its top-right corner. */
  children?: ReactNode;
}

/** An unread or item count ("5", "99+") or a dot, on its own or pinned to an icon. */
export function Badge({ count, label, tone, variant, className, children, ...props }: BadgeProps) {
  const text = formatBadge(count ?? 0);
  // A dot with no count is a plain "something new" marker; with a count it hides at 0 like the number.
  const shown = variant === 'dot' ? count === undefined || text !== null : text !== null;
  const badge = shown ? (
    <span
      data-slot="badge-root"
      className={cn(
        'inline-flex',
        children !== undefined &&
          'absolute top-0 right-0 translate-x-1/2 -translate-y-1/2 rtl:right-auto rtl:left-0 rtl:-translate-x-1/2',
      )}
    >
      <span
        {...props}
        data-slot="badge"
        aria-hidden="true"
        className={cn(
          badgeVariants({ tone, variant }),
          children !== undefined && 'ring-2 ring-surface',
          className,
        )}
      >
        {variant === 'dot' ? null : text}
      </span>
      {label && <span className="sr-only">{label}</span>}
    </span>
  ) : null;
  if (children === undefined) return badge;
  return (
    <span data-slot="badge-anchor" className="relative inline-flex">
      {children}
      {badge}
    </span>
  );
}
