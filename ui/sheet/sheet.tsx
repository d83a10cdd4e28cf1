import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading as AriaHeading,
  Modal as AriaModal,
  ModalOverlay as AriaModalOverlay,
  type ModalOverlayProps as AriaModalOverlayProps,
} from 'react-aria-components';
import { cn } from '../lib/cn';
import { focusRingInset } from '../lib/focus-ring';
import { DialogCloseButton, type DialogApi } from '../dialog';

export { DialogTrigger as SheetTrigger } from 'react-aria-components';

type SheetContent = ReactNode | ((api: DialogApi) => ReactNode);

export interface SheetProps extends Omit<AriaModalOverlayProps, 'children' | 'className' | 'style'> {
  /** The visible title; it also names the sheet for screen readers. */
  title: ReactNode;
  /** Visually hide the title (it still names the sheet), e.g. when the content starts with a picture. */
  hideTitle?: boolean;
  children?: SheetContent;
  /** Pinned under the scrolling content (a "Confirm" or "Add to cart" button). */
  footer?: SheetContent;
  hideCloseButton?: boolean;
  /** Classes for the sheet panel. */
  className?: string;
}

/**
 * A bottom sheet for the mobile layout (spec choices, country picker, voucher list): a RAC Modal
 * that slides up from the bottom edge, with backdrop, focus trap and Escape. Content scrolls
 * inside; the footer stays put above the home indicator.
 */
export function Sheet({
  title,
  hideTitle = false,
  children,
  footer,
  hideCloseButton = false,
  className,
  isDismissable = true,
  ...overlayProps
}: SheetProps) {
  return (
    <AriaModalOverlay
      {...overlayProps}
      isDismissable={isDismissable}
      data-slot="sheet-overlay"
      className="fixed inset-0 z-50 flex items-end justify-center bg-overlay motion-safe:entering:animate-fade-in motion-safe:exiting:animate-fade-out"
    >
      <AriaModal
        data-slot="sheet"
        className={cn(
          'flex max-h-[85dvh] w-full max-w-container flex-col rounded-t-xl bg-surface text-foreground shadow-dialog',
          'motion-safe:entering:animate-slide-up motion-safe:exiting:animate-slide-down',
          className,
        )}
      >
        <AriaDialog className="flex min-h-0 flex-1 flex-col outline-none">
          {({ close }) => (
            <>
              <div data-slot="sheet-header" className="flex items-center gap-2 px-4 pt-4 pb-2">
                <AriaHeading
                  slot="title"
                  className={cn(
                    'm-0 min-w-0 flex-1 text-lg font-semibold break-words',
                    hideTitle && 'sr-only',
                  )}
                >
                  {title}
                </AriaHeading>
                {!hideCloseButton && <DialogCloseButton className="ms-auto -me-1" onPress={close} />}
              </div>
              <SheetBody>{typeof children === 'function' ? children({ close }) : children}</SheetBody>
              {footer && (
                <div
                  data-slot="sheet-footer"
                  className="border-t border-border px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
                >
                  {typeof footer === 'function' ? footer({ close }) : footer}
                </div>
              )}
            </>
          )}
        </AriaDialog>
      </AriaModal>
    </AriaModalOverlay>
  );
}

/**
 * The scrolling part. When its content overflows it becomes a tab stop, so a keyboard user can
 * scroll text that has no links or buttons in it (WCAG 2.1.1; axe scrollable-region-focusable).
 */
function SheetBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [children]);
  return (
    <div
      ref={ref}
      data-slot="sheet-body"
      // A scroll container is keyboard-operable only if it can take focus (axe requires it).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={scrollable ? 0 : undefined}
      className={cn('min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pb-4', focusRingInset)}
    >
      {children}
    </div>
  );
}
