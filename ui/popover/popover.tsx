import {
  OverlayArrow as AriaOverlayArrow,
  Popover as AriaPopover,
  PreviewTrigger as AriaPreviewTrigger,
  type PopoverProps as AriaPopoverProps,
  type PreviewTriggerProps as AriaPreviewTriggerProps,
} from 'react-aria-components';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { composeClassName } from '../lib/cn';

export { DialogTrigger as PopoverTrigger } from 'react-aria-components';

export const popoverVariants = cva(
  [
    'rounded-lg border border-border bg-surface text-foreground shadow-popover outline-none',
    'motion-safe:entering:animate-fade-in motion-safe:exiting:animate-fade-out',
  ],
  {
    variants: {
      // `list` sizes to the trigger (Select, ComboBox); `content` holds free content (menus, cards).
      variant: {
        list: 'min-w-(--trigger-width) max-w-[min(24rem,calc(100vw-1rem))] overflow-auto',
        content: 'max-w-[min(24rem,calc(100vw-1rem))] p-4',
      },
    },
    defaultVariants: { variant: 'content' },
  },
);

export interface PopoverProps
  extends Omit<AriaPopoverProps, 'children'>, VariantProps<typeof popoverVariants> {
  children?: ReactNode;
  /** A small arrow pointing at the trigger. */
  showArrow?: boolean;
}

/**
 * A floating panel anchored to its trigger. Inside a PopoverTrigger it opens on press and is
 * named by its trigger; inside a HoverPopoverTrigger it opens on hover and keyboard focus and
 * needs an `aria-label`.
 */
export function Popover({ variant, showArrow = false, className, children, offset, ...props }: PopoverProps) {
  return (
    <AriaPopover
      {...props}
      offset={offset ?? (showArrow ? 12 : 8)}
      data-slot="popover"
      className={composeClassName(className, popoverVariants({ variant }))}
    >
      {showArrow && (
        <AriaOverlayArrow data-slot="popover-arrow" className="group/arrow">
          <svg
            aria-hidden="true"
            width={12}
            height={12}
            viewBox="0 0 12 12"
            className="block fill-surface stroke-border group-placement-bottom/arrow:rotate-180 group-placement-left/arrow:-rotate-90 group-placement-right/arrow:rotate-90"
          >
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </AriaOverlayArrow>
      )}
      {children}
    </AriaPopover>
  );
}

export interface HoverPopoverTriggerProps extends AriaPreviewTriggerProps {
  /** Milliseconds the pointer must rest on the trigger before the popover opens. */
  delay?: number;
  /** Milliseconds after the pointer leaves trigger and popover before it closes (SPEC.md §9: 200). */
  closeDelay?: number;
}

/**
 * Opens its Popover while the pointer is over the trigger (desktop header menus, cart preview,
 * app-download QR) and closes it 200 ms after the pointer leaves both (SPEC.md §9). Built on
 * RAC's PreviewTrigger, so the keyboard works too: focusing the trigger opens it after `delay`,
 * Tab moves into it, Escape closes it and returns focus; a long press opens it on touch.
 * The trigger keeps its own press action (a link still navigates).
 * Decision: opens after 150 ms rather than RAC's 600 ms link-preview default, so a menu feels
 * immediate but a pointer crossing the header on its way elsewhere does not flash it open.
 */
export function HoverPopoverTrigger({ delay = 150, closeDelay = 200, ...props }: HoverPopoverTriggerProps) {
  return <AriaPreviewTrigger {...props} delay={delay} closeDelay={closeDelay} />;
}
