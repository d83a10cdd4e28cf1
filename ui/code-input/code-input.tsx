import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { Input as AriaInput } from 'react-aria-components';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import {
  CODE_LENGTH,
  isCompleteCode,
  ownerValue,
  pastedCode,
  readCode,
  typed,
  type CodeState,
} from './code-input-state';

export const codeInputBoxVariants = cva(
  [
    'flex min-w-0 flex-1 items-center justify-center rounded border border-border bg-surface font-semibold text-foreground tabular-nums',
    'transition-colors',
    // The box the next digit goes to, while the field has focus: text entry shows focus on any
    // focus (fieldFocusRing), drawn here because the field itself is invisible.
    'data-active:border-focus data-active:ring-1 data-active:ring-focus',
    'data-invalid:border-error-border data-invalid:data-active:ring-error-border',
    'data-disabled:bg-muted data-disabled:text-muted-foreground',
  ],
  {
    variants: {
      size: { md: 'h-12 max-w-12 text-xl', lg: 'h-14 max-w-14 text-2xl' },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface CodeInputProps extends VariantProps<typeof codeInputBoxVariants> {
  /** Visible label ("Verification code"); without one pass `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string;
  /** Help text under the boxes, e.g. where the code was sent. */
  description?: ReactNode;
  /** Shown while `isInvalid`, e.g. "Wrong verification code". */
  errorMessage?: ReactNode;
  /**
   * The owner's code (controlled). The input shows what the shopper typed at once and reports it
   * through `onChange`; a `value` it did not report (the owner cleared the code) replaces it.
   */
  value?: string;
  defaultValue?: string;
  onChange?: (code: string) => void;
  /** Called each time the sixth digit is entered: mobile logs in right away (SPEC.md §4). */
  onComplete?: (code: string) => void;
  isInvalid?: boolean;
  isDisabled?: boolean;
  /** Focus the field on mount, as the code screen opens. */
  autoFocus?: boolean;
  className?: string;
}

/** A collapsed caret stays after the last digit: typing adds at the end, Backspace takes the last. */
function keepCaretAtEnd(event: SyntheticEvent<HTMLInputElement>) {
  const field = event.currentTarget;
  const end = field.value.length;
  if (field.selectionStart === field.selectionEnd && field.selectionStart !== end)
    field.setSelectionRange(end, end);
}

/**
 * The 6-digit verification code, drawn as six boxes: one text field (labelled, numeric keyboard,
 * the phone's one-time-code autofill) under six boxes that show its digits and where the next one
 * goes. Typing fills the boxes in turn, Backspace empties the last, a paste anywhere keeps the
 * first six digits of the text (contract's pasteVerificationCode). Why one field and not six:
 * code-input-state.ts.
 */
export function CodeInput({
  label,
  'aria-label': ariaLabel,
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
}: CodeInputProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const [state, setState] = useState<CodeState>(() => ({
    code: readCode(value ?? defaultValue),
    reported: [],
  }));
  // The owner's value as last seen: a new one is the owner catching up, or a code of its own.
  const [seenValue, setSeenValue] = useState(value);
  let current = state;
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined) {
      current = ownerValue(state, value);
      setState(current);
    }
  }
  const code = current.code;
  // What the field shows, for the handlers: a keystroke compares with it without waiting for a render.
  const shown = useRef(code);
  useLayoutEffect(() => {
    shown.current = code;
  }, [code]);
  const [focused, setFocused] = useState(false);

  function take(next: string) {
    if (next === shown.current) return;
    shown.current = next;
    setState((before) => typed(before, next));
    onChange?.(next);
    if (isCompleteCode(next)) onComplete?.(next);
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = pastedCode(event.clipboardData.getData('text'));
    if (pasted !== '') take(pasted);
  }

  const active = focused ? Math.min(code.length, CODE_LENGTH - 1) : -1;
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
      <div data-slot="code-input-group" className="relative flex w-full max-w-sm gap-2">
        {Array.from({ length: CODE_LENGTH }, (_, index) => (
          <div
            // The boxes are positions, not items: index is their identity.
            key={index}
            aria-hidden="true"
            data-slot="code-input-box"
            data-active={index === active || undefined}
            data-invalid={isInvalid || undefined}
            data-disabled={isDisabled || undefined}
            className={codeInputBoxVariants({ size })}
          >
            {code[index] ??
              (index === active && <span className="h-[1.1em] w-0.5 rounded-full bg-primary" />)}
          </div>
        ))}
        <AriaInput
          value={code}
          aria-labelledby={label ? labelId : undefined}
          aria-label={label ? undefined : ariaLabel}
          aria-describedby={describedBy || undefined}
          aria-invalid={isInvalid || undefined}
          disabled={isDisabled}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the code screen exists to take this code
          autoFocus={autoFocus}
          inputMode="numeric"
          pattern="[0-9]*"
          // The phone offers the code from the SMS or WhatsApp message above the keyboard.
          autoComplete="one-time-code"
          autoCorrect="off"
          spellCheck={false}
          data-slot="code-input-field"
          // Over the boxes, so a tap on any box focuses it; its own text and caret are not drawn
          // (the boxes show them). 16 px keeps iOS from zooming in on focus. Keyboard focus also
          // rings the whole code, as it does every other control.
          className={cn(
            'absolute inset-0 size-full min-w-0 cursor-text appearance-none rounded border-0 bg-transparent p-0',
            'text-base text-transparent caret-transparent selection:bg-transparent',
            focusRing,
            'disabled:cursor-not-allowed',
          )}
          onChange={(event) => take(readCode(event.target.value))}
          onPaste={handlePaste}
          onSelect={keepCaretAtEnd}
          onFocus={(event) => {
            setFocused(true);
            keepCaretAtEnd(event);
          }}
          onBlur={() => setFocused(false)}
        />
      </div>
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
