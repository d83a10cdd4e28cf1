import type { HTMLAttributes, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { countdownDuration, formatCountdown } from './format-countdown';

export const countdownVariants = cva('inline-flex flex-wrap items-center gap-1 tabular-nums', {
  variants: {
    tone: {
      default: 'text-foreground',
      muted: 'text-muted-foreground',
      primary: 'text-primary',
      // A framed mm:ss, as payment pages show the time left to pay.
      boxed: 'rounded-sm bg-primary px-1.5 py-0.5 font-semibold text-primary-foreground',
    },
    size: { sm: 'text-sm', md: 'text-base', lg: 'text-xl font-semibold' },
  },
  defaultVariants: { tone: 'default', size: 'md' },
});

export interface CountdownProps
  extends
    Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role' | 'prefix'>,
    VariantProps<typeof countdownVariants> {
  /** Seconds left. The caller's machine counts; this component owns no timer. */
  seconds: number;
  /** Text before the time, e.g. "Resend in" (passed in, already translated). */
  prefix?: ReactNode;
  /** Text after the time, e.g. "s" or "left to pay". */
  suffix?: ReactNode;
}

/**
 * mm:ss for the seconds it is given. `role="timer"` with `aria-live="off"`: a screen reader
 * announcing every tick would drown everything else; the time is read when the user reaches it.
 */
export function Countdown({ seconds, prefix, suffix, tone, size, className, ...props }: CountdownProps) {
  return (
    <span
      {...props}
      role="timer"
      aria-live="off"
      aria-atomic="true"
      data-slot="countdown"
      data-finished={seconds <= 0 || undefined}
      className={cn(countdownVariants({ tone, size }), className)}
    >
      {prefix}
      <time data-slot="countdown-time" dateTime={countdownDuration(seconds)}>
        {formatCountdown(seconds)}
      </time>
      {suffix}
    </span>
  );
}
