import type { ReactNode } from 'react';
import {
  TextField as AriaTextField,
  TextArea as AriaTextArea,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import type { VariantProps } from 'class-variance-authority';
import { cn, composeClassName } from '../lib/cn';
import { fieldFocusRing } from '../lib/focus-ring';
import { FieldDescription, FieldError, Input, Label, fieldRootClassName, inputVariants } from '../field';

export interface TextFieldProps extends AriaTextFieldProps, VariantProps<typeof inputVariants> {
  /** Visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the field, read as its description. */
  description?: ReactNode;
  /** Shown while the field is invalid (`isInvalid`, or a failed `validate`/native constraint). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  /** A multi-line text area instead of a single-line input (order notes, refund descriptions). */
  multiline?: boolean;
  /** Rows of the text area when `multiline`. */
  rows?: number;
}

/**
 * Label, input, help text and error in one RAC TextField. `maxLength` is enforced by the
 * input itself, so typing or pasting past it is cut off (SPEC.md §5 input maxima).
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  size,
  multiline = false,
  rows = 3,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      data-slot="text-field"
      className={composeClassName(className, fieldRootClassName)}
    >
      {label && <Label>{label}</Label>}
      {multiline ? (
        <AriaTextArea
          data-slot="textarea"
          rows={rows}
          placeholder={placeholder}
          className={cn(inputVariants({ size }), fieldFocusRing, 'h-auto min-h-20 resize-y py-2')}
        />
      ) : (
        <Input size={size} placeholder={placeholder} />
      )}
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
