import { useState, type ReactNode } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import type { VariantProps } from 'class-variance-authority';
import { useIntl } from 'react-intl';
import { Eye, EyeOff } from 'lucide-react';
import { composeClassName } from '../lib/cn';
import {
  FieldDescription,
  FieldError,
  FieldGroup,
  GroupInput,
  Label,
  fieldRootClassName,
  type fieldGroupVariants,
} from '../field';
import { IconButton } from '../icon-button';
import { passwordFieldMessages } from './messages';

export interface PasswordFieldProps
  extends Omit<AriaTextFieldProps, 'type'>, VariantProps<typeof fieldGroupVariants> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  /** Start with the password shown. */
  defaultRevealed?: boolean;
}

/**
 * A password input with a show/hide toggle (SPEC.md §2 password login and reset). The toggle
 * keeps focus in the input when pressed with a pointer, so the phone keyboard stays up.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  size,
  defaultRevealed = false,
  autoComplete = 'current-password',
  className,
  ...props
}: PasswordFieldProps) {
  const intl = useIntl();
  const [revealed, setRevealed] = useState(defaultRevealed);
  return (
    <AriaTextField
      {...props}
      type={revealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      data-slot="password-field"
      className={composeClassName(className, fieldRootClassName)}
    >
      {label && <Label>{label}</Label>}
      <FieldGroup size={size}>
        <GroupInput placeholder={placeholder} autoCapitalize="none" autoCorrect="off" spellCheck={false} />
        <IconButton
          aria-label={intl.formatMessage(revealed ? passwordFieldMessages.hide : passwordFieldMessages.show)}
          variant="muted"
          size="sm"
          className="me-1"
          preventFocusOnPress
          isDisabled={props.isDisabled}
          onPress={() => setRevealed((value) => !value)}
        >
          {revealed ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        </IconButton>
      </FieldGroup>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
