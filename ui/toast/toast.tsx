import {
  Text as AriaText,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { cva } from 'class-variance-authority';
import { useIntl } from 'react-intl';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { IconButton } from '../icon-button';
import { toastMessages } from './messages';
import { toastQueue, type ToastQueue } from './toast-queue';

export const toastVariants = cva(
  [
    'pointer-events-auto flex w-full items-start gap-3 rounded-lg border border-border border-s-4 bg-surface p-3 text-foreground shadow-popover',
    'motion-safe:animate-fade-in',
    focusRing,
  ],
  {
    variants: {
      variant: {
        info: 'border-s-info [&_[data-slot=toast-icon]]:text-info',
        success: 'border-s-success [&_[data-slot=toast-icon]]:text-success',
        error: 'border-s-error [&_[data-slot=toast-icon]]:text-error',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

const icons = { info: Info, success: CircleCheck, error: CircleAlert } as const;

export interface ToasterProps {
  /** Defaults to the app's `toastQueue`. */
  queue?: ToastQueue;
  className?: string;
}

/**
 * Where toasts appear: one per app, at the root. A RAC ToastRegion, so toasts are announced,
 * F6 jumps to them, and hovering or focusing pauses their timers.
 * Decision: top centre on both layouts: clear of the mobile tab bar and of the desktop cart
 * buttons at the bottom of product pages.
 */
export function Toaster({ queue = toastQueue, className }: ToasterProps) {
  const intl = useIntl();
  return (
    <AriaToastRegion
      queue={queue}
      aria-label={intl.formatMessage(toastMessages.region)}
      data-slot="toaster"
      className={cn(
        'pointer-events-none fixed inset-x-4 top-4 z-[60] mx-auto flex max-w-sm flex-col gap-2 rounded-lg',
        focusRing,
        className,
      )}
    >
      {({ toast }) => {
        const variant = toast.content.variant ?? 'info';
        const Icon = icons[variant];
        return (
          <AriaToast
            toast={toast}
            data-slot="toast"
            data-variant={variant}
            className={toastVariants({ variant })}
          >
            <Icon data-slot="toast-icon" aria-hidden className="mt-0.5 size-5 shrink-0" />
            <AriaToastContent className="flex min-w-0 flex-1 flex-col gap-0.5">
              <AriaText slot="title" className="font-medium break-words">
                {toast.content.title}
              </AriaText>
              {toast.content.description && (
                <AriaText slot="description" className="text-sm text-muted-foreground break-words">
                  {toast.content.description}
                </AriaText>
              )}
            </AriaToastContent>
            <IconButton
              slot="close"
              aria-label={intl.formatMessage(toastMessages.close)}
              variant="muted"
              size="sm"
              className="-my-1 -me-1"
            >
              <X aria-hidden />
            </IconButton>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
