import { useEffect, useRef } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn, composeClassName } from '../lib/cn';
import { Spinner } from '../spinner';
import { focusRing } from '../lib/focus-ring';
import { removeStaleAnnouncements } from './stale-announcements';

// Design variants only; states (hovered, pressed, focus-visible, disabled, pending) come from
// RAC's data attributes through the tailwindcss-react-aria-components variants.
export const buttonVariants = cva(
  [
    // Labels may wrap: a long Indonesian label in a narrow mobile column grows the button
    // taller instead of spilling out of it (sizes set a minimum height, not a height).
    'relative inline-flex items-center justify-center gap-2 text-center leading-tight font-medium',
    'transition-colors select-none cursor-pointer',
    focusRing,
    'disabled:cursor-not-allowed disabled:opacity-50 pending:cursor-wait',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover pressed:bg-primary-hover',
        secondary:
          'border border-primary bg-surface text-primary hover:bg-primary-soft pressed:bg-primary-soft',
        outline: 'border border-border bg-surface text-foreground hover:bg-muted pressed:bg-muted',
        ghost: 'bg-transparent text-foreground hover:bg-muted pressed:bg-muted',
        link: 'bg-transparent text-primary underline-offset-4 hover:underline',
        // Irreversible actions (delete account, unlink a card): the error colour, not the brand red.
        destructive: 'bg-error text-error-foreground hover:bg-error-hover pressed:bg-error-hover',
      },
      size: {
        sm: 'min-h-8 rounded px-3 py-1 text-sm',
        md: 'min-h-10 rounded px-4 py-2 text-base',
        lg: 'min-h-12 rounded-lg px-6 py-2 text-lg',
      },
      fullWidth: { true: 'w-full' },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

/** react-aria's LiveAnnouncer waits 100 ms before a page's first message; a little more than that. */
const ANNOUNCER_START_MS = 150;

export interface ButtonProps extends AriaButtonProps, VariantProps<typeof buttonVariants> {}

/** The kit's button: a RAC Button with Pasar's variants and a spinner while `isPending`. */
export function Button({ variant, size, fullWidth, className, children, ...props }: ButtonProps) {
  // A button that was ever pending may have left an announcement that names it; once it is gone
  // that announcement is nameless (stale-announcements.ts). Passive cleanup: the button's node is
  // already out of the document when it runs. Once more a moment later: a page's first
  // announcement waits ANNOUNCER_START_MS for react-aria's regions, so a button answered sooner
  // (a payment code on /checkout) is gone before the node that names it arrives.
  const everPending = useRef(false);
  useEffect(() => {
    if (props.isPending) everPending.current = true;
  }, [props.isPending]);
  useEffect(
    () => () => {
      if (!everPending.current) return;
      removeStaleAnnouncements();
      setTimeout(() => removeStaleAnnouncements(), ANNOUNCER_START_MS);
    },
    [],
  );
  return (
    <AriaButton
      {...props}
      data-slot="button"
      className={composeClassName(className, buttonVariants({ variant, size, fullWidth }))}
    >
      {(renderProps) => (
        <>
          {renderProps.isPending && <Spinner size="sm" className="absolute" />}
          {/* opacity, not visibility: the label stays the button's accessible name while pending */}
          <span className={cn('inline-flex items-center gap-2', renderProps.isPending && 'opacity-0')}>
            {typeof children === 'function' ? children(renderProps) : children}
          </span>
        </>
      )}
    </AriaButton>
  );
}
