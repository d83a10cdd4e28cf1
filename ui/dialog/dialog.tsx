import type { HTMLAttributes, ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading as AriaHeading,
  Modal as AriaModal,
  ModalOverlay as AriaModalOverlay,
  type ModalOverlayProps as AriaModalOverlayProps,
} from 'react-aria-components';
import { cva, type VariantProps } from 'class-variance-authority';
import { useIntl } from 'react-intl';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { IconButton } from '../icon-button';
import { dialogMessages } from './messages';

export { DialogTrigger } from 'react-aria-components';

/** What a dialog's content and footer receive, so a "Done" button can close it. */
export interface DialogApi {
  close: () => void;
}
type DialogContent = ReactNode | ((api: DialogApi) => ReactNode);

// The backdrop scrolls rather than the page, so a 34rem dialog on a short screen stays reachable.
export const modalOverlayClassName = cn(
  'fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-overlay p-4',
  'motion-safe:entering:animate-fade-in motion-safe:exiting:animate-fade-out',
);

export const dialogVariants = cva(
  [
    'relative my-auto flex w-full flex-col rounded-lg bg-surface text-foreground shadow-dialog',
    'motion-safe:entering:animate-zoom-in motion-safe:exiting:animate-zoom-out',
  ],
  {
    variants: {
      size: { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl' },
      // SPEC.md §2: the desktop login dialog's minimum height is 34rem, so its steps
      // (phone, code, password…) swap without the box jumping.
      tall: { true: 'min-h-dialog' },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface DialogProps
  extends
    Omit<AriaModalOverlayProps, 'children' | 'className' | 'style'>,
    VariantProps<typeof dialogVariants> {
  /** The visible title; it also names the dialog for screen readers. */
  title: ReactNode;
  children?: DialogContent;
  /** Actions row under the body, usually a DialogFooter of buttons. */
  footer?: DialogContent;
  /** Before the title, e.g. a back arrow between the steps of the login dialog. */
  leading?: ReactNode;
  /** Hide the X button (an AlertDialog asks for an explicit choice instead). */
  hideCloseButton?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** Classes for the dialog box. */
  className?: string;
}

/**
 * A modal dialog: backdrop, focus trap, Escape to close (RAC), a title and the kit's "Close"
 * button. Use inside a DialogTrigger, or controlled with `isOpen` / `onOpenChange`.
 */
export function Dialog({
  title,
  children,
  footer,
  leading,
  hideCloseButton = false,
  role = 'dialog',
  size,
  tall,
  className,
  isDismissable = true,
  ...overlayProps
}: DialogProps) {
  return (
    <AriaModalOverlay
      {...overlayProps}
      isDismissable={isDismissable}
      data-slot="dialog-overlay"
      className={modalOverlayClassName}
    >
      <AriaModal data-slot="dialog" className={cn(dialogVariants({ size, tall }), className)}>
        <AriaDialog role={role} className="flex min-h-0 flex-1 flex-col outline-none">
          {({ close }) => (
            <>
              <div data-slot="dialog-header" className="flex items-center gap-2 px-6 pt-5 pb-3">
                {leading}
                <AriaHeading slot="title" className="m-0 min-w-0 flex-1 text-lg font-semibold break-words">
                  {title}
                </AriaHeading>
                {!hideCloseButton && <DialogCloseButton className="-me-2" onPress={close} />}
              </div>
              <div data-slot="dialog-body" className="flex min-h-0 flex-1 flex-col px-6 pb-6">
                {typeof children === 'function' ? children({ close }) : children}
              </div>
              {footer && (
                <div data-slot="dialog-footer-area" className="px-6 pb-6">
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

/** Buttons at the bottom of a dialog: stacked full-width on mobile, right-aligned from 750 px. */
/** The X in a dialog's or sheet's title bar, labelled "Close" in the shop's language. */
export function DialogCloseButton({ className, onPress }: { className?: string; onPress: () => void }) {
  const intl = useIntl();
  return (
    <IconButton
      aria-label={intl.formatMessage(dialogMessages.close)}
      variant="muted"
      size="sm"
      className={className}
      onPress={onPress}
    >
      <X aria-hidden />
    </IconButton>
  );
}

export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      {...props}
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 desktop:flex-row desktop:justify-end', className)}
    />
  );
}
