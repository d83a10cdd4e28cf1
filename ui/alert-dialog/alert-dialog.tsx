import { useState, type ReactNode } from 'react';
import { Button } from '../button';
import { Dialog, DialogFooter, type DialogProps } from '../dialog';

export interface AlertDialogProps extends Omit<
  DialogProps,
  'children' | 'footer' | 'role' | 'hideCloseButton' | 'tall' | 'leading' | 'isDismissable'
> {
  /** What the choice means ("You will need to log in again."). */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /**
   * Runs on Confirm. Return a promise to keep the dialog open with a spinner until it settles;
   * it closes when the promise resolves and stays open if it rejects (the caller shows why).
   */
  onConfirm?: () => void | Promise<unknown>;
  /** Runs on Cancel. Escape closes the dialog too, reported by the trigger's `onOpenChange`. */
  onCancel?: () => void;
  /** `destructive` paints Confirm in the error colour and puts first focus on Cancel. */
  variant?: 'default' | 'destructive';
}

/**
 * A confirmation that needs an answer (SPEC.md §2 logout: "are you sure you want to log out",
 * Confirm and Cancel; cancelling payment; changing country). Not dismissed by a click outside.
 */
export function AlertDialog({
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  variant = 'default',
  size = 'sm',
  isKeyboardDismissDisabled,
  ...dialogProps
}: AlertDialogProps) {
  const [isPending, setPending] = useState(false);
  const destructive = variant === 'destructive';
  return (
    <Dialog
      {...dialogProps}
      role="alertdialog"
      size={size}
      hideCloseButton
      isDismissable={false}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled || isPending}
      footer={({ close }) => (
        <DialogFooter>
          <Button
            variant="outline"
            // First focus on the least destructive choice (WAI-ARIA alertdialog pattern).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={destructive}
            isDisabled={isPending}
            onPress={() => {
              onCancel?.();
              close();
            }}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={destructive ? 'destructive' : 'primary'}
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={!destructive}
            isPending={isPending}
            onPress={async () => {
              const result = onConfirm?.();
              if (!(result instanceof Promise)) return close();
              setPending(true);
              try {
                await result;
                close();
              } catch {
                // Stays open: the caller reports the failure (a toast) and the user may retry.
              } finally {
                setPending(false);
              }
            }}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      )}
    >
      {children && <div className="text-muted-foreground">{children}</div>}
    </Dialog>
  );
}
