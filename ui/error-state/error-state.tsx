import type { HTMLAttributes, ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from '../button';

type HeadingLevel = 1 | 2 | 3;

export interface ErrorStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** "Something went wrong" (SPEC.md §2 and §8 route error page), translated by the caller. */
  title: ReactNode;
  description?: ReactNode;
  /** "Try again"; the button shows only with `onRetry`. */
  retryLabel?: string;
  onRetry?: () => void;
  /** Replaces the default alert icon (decorative). */
  icon?: ReactNode;
  /** 1 on a full error page, lower inside a section that failed to load. */
  headingLevel?: HeadingLevel;
}

/**
 * Something failed to load. The route error page uses it with `onRetry` reloading the page; a
 * section (a feed page, the order list) uses it to offer a retry of just that request.
 */
export function ErrorState({
  title,
  description,
  retryLabel,
  onRetry,
  icon,
  headingLevel = 2,
  className,
  ...props
}: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      {...props}
      data-slot="error-state"
      className={cn('flex flex-col items-center gap-3 px-4 py-12 text-center', className)}
    >
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center text-error [&_svg]:size-full"
      >
        {icon ?? <CircleAlert />}
      </span>
      <Heading className="m-0 text-lg font-semibold text-foreground break-words">{title}</Heading>
      {description && <p className="m-0 max-w-sm text-muted-foreground break-words">{description}</p>}
      {onRetry && retryLabel && (
        <Button variant="outline" className="mt-2" onPress={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
