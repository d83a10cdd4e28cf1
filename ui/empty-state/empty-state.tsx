import type { HTMLAttributes, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const emptyStateVariants = cva('flex flex-col items-center text-center', {
  variants: {
    size: {
      // Inside a card or a tab panel.
      sm: 'gap-2 px-4 py-6 [&_[data-slot=empty-state-icon]]:size-10',
      // A whole page (empty cart, no orders, no search results).
      md: 'gap-3 px-4 py-12 [&_[data-slot=empty-state-icon]]:size-16',
    },
  },
  defaultVariants: { size: 'md' },
});

type HeadingLevel = 2 | 3 | 4;

export interface EmptyStateProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'title'>, VariantProps<typeof emptyStateVariants> {
  /** A decorative lucide icon or illustration (mark it `aria-hidden`). */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** A Button or Link ("Go shopping"). */
  action?: ReactNode;
  /** The title's heading level in the page outline. */
  headingLevel?: HeadingLevel;
}

/** Nothing to show yet: empty cart, no orders in a tab, no vouchers, no search results. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  size,
  headingLevel = 2,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...props} data-slot="empty-state" className={cn(emptyStateVariants({ size }), className)}>
      {icon && (
        <span
          data-slot="empty-state-icon"
          aria-hidden="true"
          className="flex items-center justify-center text-muted-foreground [&_svg]:size-full"
        >
          {icon}
        </span>
      )}
      <Heading className="m-0 text-lg font-semibold text-foreground break-words">{title}</Heading>
      {description && <p className="m-0 max-w-sm text-muted-foreground break-words">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
