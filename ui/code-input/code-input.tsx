import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import {
  Group as AriaGroup,
  Input as AriaInput,
  type GroupProps as AriaGroupProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { fieldFocusRing } from '../lib/focus-ring';
import { codeInputMessages } from './messages';
import {
  CODE_LENGTH,
  applyBackspace,
  applyInput,
  applyPaste,
  isComplete,
  joinDigits,
  toDigits,
  type CodeMove,
} from './code-input-state';

export const codeInputBoxVariants = cva(
  [
    'min-w-0 flex-1 rounded border border-border bg-surface p-0 text-center font-semibold text-foreground tabular-nums',
    'caret-primary transition-colors selection:bg-transparent',
    fieldFocusRing,
    'invalid:border-error-border focus:invalid:ring-error-border',
    'disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground',
  ],
  {
    variants: {
      size: { md: 'h-12 max-w-12 text-xl', lg: 'h-14 max-w-14 text-2xl' },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface CodeInputProps
  extends
    Omit<AriaGroupProps, 'children' | 'onChange' | 'isInvalid' | 'isDisabled' | 'className'>,
    VariantProps<typeof codeInputBoxVariants> {
  /** Visible label ("Enter the 6-digit code"); without one pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the boxes, e.g. where the code was sent. */
  description?: ReactNode;
  /** Shown while `isInvalid`, e.g. "Wrong verification code". */
  errorMessage?: ReactNode;
  /** The code so far (controlled), digits only. */
  value?: string;
  defaultValue?: string;
  onChange?: (code: string) => void;
  /** Called each time the sixth digit is entered: mobile logs in right away (SPEC.md §4). */
  onComplete?: (code: string) => void;
  isInvalid?: boolean;
  isDisabled?: boolean;
  /** Focus the first empty box on mount, as the code screen opens. */
  autoFocus?: boolean;
  className?: string;
}

/**
 * Six boxes for the 6-digit verification code. Typing advances, Backspace on an empty box goes
 * back, arrows move, and a paste anywhere keeps the first six digits (contract's
 * pasteVerificationCode). The boxes form one labelled group; each box is "Digit n of 6".
 */
export function CodeInput({
  label,
  description,
  errorMessage,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  isInvalid = false,
  isDisabled = false,
  autoFocus = false,
  size,
  className,
  ...groupProps
}: CodeInputProps) {
  const intl = useIntl();
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const [uncontrolled, setUncontrolled] = useState(() => toDigits(defaultValue));
  const digits = value === undefined ? uncontrolled : toDigits(value);

  function focusBox(index: number) {
    const input = inputs.current[index];
    if (!input) return;
    input.focus();
    input.select();
  }

  function commit(move: CodeMove) {
    const before = joinDigits(digits);
    const after = joinDigits(move.digits);
    if (after !== before) {
      if (value === undefined) setUncontrolled(move.digits);
      onChange?.(after);
      if (isComplete(move.digits)) onComplete?.(after);
    }
    focusBox(move.focus);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing || event.metaKey || event.ctrlKey || event.altKey) return;
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        commit(applyBackspace(digits, index));
        return;
      case 'Delete': {
        event.preventDefault();
        const next = [...digits];
        next[index] = '';
        commit({ digits: next, focus: index });
        return;
      }
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(Math.max(0, index - 1));
        return;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(Math.min(CODE_LENGTH - 1, index + 1));
        return;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        return;
      case 'End':
        event.preventDefault();
        focusBox(CODE_LENGTH - 1);
        return;
      default:
        // A hardware key: handled here so typing the digit a box already holds still advances
        // (the input's value would not change, so no change event would come).
        if (/^\d$/.test(event.key)) {
          event.preventDefault();
          commit(applyInput(digits, index, event.key));
        }
    }
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    commit(applyPaste(digits, event.clipboardData.getData('text')));
  }

  const firstEmpty = digits.findIndex((digit) => digit === '');
  const describedBy = [description ? descriptionId : null, isInvalid && errorMessage ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div data-slot="code-input" className={cn('flex flex-col gap-2', className)}>
      {label && (
        <span id={labelId} data-slot="label" className="text-sm font-medium text-foreground">
          {label}
        </span>
      )}
      <AriaGroup
        {...groupProps}
        aria-labelledby={label ? labelId : groupProps['aria-labelledby']}
        aria-describedby={describedBy || undefined}
        isInvalid={isInvalid}
        isDisabled={isDisabled}
        data-slot="code-input-group"
        className="flex w-full max-w-sm gap-2"
      >
        {digits.map((digit, index) => (
          <AriaInput
            // The boxes are positions, not items: index is their identity.
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            value={digit}
            aria-label={intl.formatMessage(codeInputMessages.digit, { index: index + 1, count: CODE_LENGTH })}
            aria-invalid={isInvalid || undefined}
            disabled={isDisabled}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the code screen exists to take this code
            autoFocus={autoFocus && index === Math.max(0, firstEmpty)}
            inputMode="numeric"
            pattern="[0-9]*"
            // The phone offers the code from the SMS or WhatsApp message above the keyboard.
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            data-slot="code-input-box"
            className={codeInputBoxVariants({ size })}
            onChange={(event) => commit(applyInput(digits, index, event.target.value))}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={handlePaste}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </AriaGroup>
      {description && (
        <span id={descriptionId} data-slot="field-description" className="text-sm text-muted-foreground">
          {description}
        </span>
      )}
      {isInvalid && errorMessage && (
        <span id={errorId} data-slot="field-error" className="text-sm text-error">
          {errorMessage}
        </span>
      )}
    </div>
  );
}
