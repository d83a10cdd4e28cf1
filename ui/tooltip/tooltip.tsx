import type { ReactNode } from 'react';
import {
  OverlayArrow as AriaOverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps as AriaTooltipTriggerProps,
} from 'react-aria-components';
import { composeClassName } from '../lib/cn';

export interface TooltipProps extends Omit<AriaTooltipProps, 'children'> {
  children: ReactNode;
  showArrow?: boolean;
}

/**
 * A short hint on hover or keyboard focus, never the only place information lives (touch has
 * no hover). For interactive content use a Popover.
 */
export function Tooltip({ children, showArrow = true, offset, className, ...props }: TooltipProps) {
  return (
    <AriaTooltip
      {...props}
      offset={offset ?? (showArrow ? 8 : 4)}
      data-slot="tooltip"
      className={composeClassName(
        className,
        'max-w-64 rounded bg-surface-inverse px-2.5 py-1.5 text-sm text-foreground-inverse shadow-popover motion-safe:entering:animate-fade-in motion-safe:exiting:animate-fade-out',
      )}
    >
      {showArrow && (
        <AriaOverlayArrow className="group/arrow">
          <svg
            aria-hidden="true"
            width={8}
            height={8}
            viewBox="0 0 8 8"
            className="block fill-surface-inverse group-placement-bottom/arrow:rotate-180 group-placement-left/arrow:-rotate-90 group-placement-right/arrow:rotate-90"
          >
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </AriaOverlayArrow>
      )}
      {children}
    </AriaTooltip>
  );
}

export type TooltipTriggerProps = AriaTooltipTriggerProps;

/** Wraps a focusable trigger (a Button, IconButton or Link) and a Tooltip. */
export function TooltipTrigger({ delay = 500, closeDelay = 200, ...props }: TooltipTriggerProps) {
  return <AriaTooltipTrigger {...props} delay={delay} closeDelay={closeDelay} />;
}
