import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RotateCw } from 'lucide-react';
import { CAPTCHA_LENGTH, isValidCaptchaCode } from '../../contract/rules/codes';
import { cn } from '../lib/cn';
import { Button } from '../button';
import { Dialog, DialogFooter, type DialogProps } from '../dialog';
import { IconButton } from '../icon-button';
import { Skeleton } from '../skeleton';
import { TextField } from '../text-field';
import { captchaDialogMessages } from './messages';

export interface CaptchaDialogProps extends Pick<
  DialogProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable'
> {
  /** "Enter the characters shown", translated. */
  title: ReactNode;
  /** The captcha PNG (an object URL of GET random_code); null while the first one loads. */
  imageSrc: string | null;
  /** Text alternative of the picture, e.g. "Captcha picture" (its characters are the test). */
  imageAlt: string;
  /** Width and height of the picture as the server draws it, reserved before it loads. */
  imageWidth?: number;
  imageHeight?: number;
  /** Asks for a new picture. */
  onRefresh: () => void;
  /** A new picture is loading: the refresh button waits. */
  isRefreshing?: boolean;
  /** Label of the 6-character field. */
  inputLabel: string;
  placeholder?: string;
  /** The typed characters (controlled); uncontrolled, the field clears itself on refresh. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Called with the 6 characters when Confirm is pressed (or Enter in the field). */
  onConfirm: (code: string) => void;
  /** The code is being checked: Confirm shows a spinner and the field is read-only. */
  isPending?: boolean;
  /** A failed check ("Wrong code, try again"): shown under the field, which turns invalid. */
  errorMessage?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Called when Cancel is pressed, besides closing. */
  onCancel?: () => void;
}

/**
 * The picture captcha of the login and password-reset flows (SPEC.md §2, §4): picture, refresh,
 * a 6-character field, Confirm (enabled only for exactly 6 letters or digits, contract
 * isValidCaptchaCode) and Cancel.
 */
export function CaptchaDialog({
  title,
  imageSrc,
  imageAlt,
  imageWidth = 240,
  imageHeight = 80,
  onRefresh,
  isRefreshing = false,
  inputLabel,
  placeholder,
  value,
  defaultValue = '',
  onChange,
  onConfirm,
  isPending = false,
  errorMessage,
  confirmLabel,
  cancelLabel,
  onCancel,
  ...dialogProps
}: CaptchaDialogProps) {
  const intl = useIntl();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const code = value ?? ownValue;
  const canConfirm = isValidCaptchaCode(code) && !isPending;

  function change(next: string) {
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canConfirm) onConfirm(code);
  }

  // noValidate: a server error marks the field invalid, which must not block the next try.
  return (
    <Dialog {...dialogProps} title={title} size="sm">
      {({ close }) => (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-slot="captcha-dialog">
          <div className="flex items-center gap-2">
            <div
              data-slot="captcha-dialog-image"
              className="flex min-w-0 flex-1 items-center justify-center overflow-hidden rounded border border-border bg-muted"
              style={{ aspectRatio: `${imageWidth} / ${imageHeight}` }}
            >
              {imageSrc && !isRefreshing ? (
                <img
                  src={imageSrc}
                  alt={imageAlt}
                  width={imageWidth}
                  height={imageHeight}
                  className="block size-full object-contain"
                />
              ) : (
                <Skeleton className="size-full rounded-none" />
              )}
            </div>
            <IconButton
              aria-label={intl.formatMessage(captchaDialogMessages.refresh)}
              variant="outline"
              isDisabled={isRefreshing}
              onPress={() => {
                // A new picture makes the typed characters meaningless.
                if (value === undefined) setOwnValue('');
                onRefresh();
              }}
            >
              <RotateCw aria-hidden="true" className={cn(isRefreshing && 'motion-safe:animate-spin')} />
            </IconButton>
          </div>
          <TextField
            label={inputLabel}
            placeholder={placeholder}
            value={code}
            onChange={(next) => change(next.replace(/\s/g, ''))}
            maxLength={CAPTCHA_LENGTH}
            isReadOnly={isPending}
            isInvalid={Boolean(errorMessage)}
            errorMessage={errorMessage}
            autoComplete="off"
            autoCorrect="off"
            spellCheck="false"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog exists to take this code
            autoFocus
          />
          <DialogFooter>
            <Button
              variant="outline"
              onPress={() => {
                onCancel?.();
                close();
              }}
            >
              {cancelLabel}
            </Button>
            <Button type="submit" isDisabled={!isValidCaptchaCode(code)} isPending={isPending}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      )}
    </Dialog>
  );
}
