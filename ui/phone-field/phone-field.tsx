import { useState, type ReactNode } from 'react';
import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import type { VariantProps } from 'class-variance-authority';
import { isValidPhone, phoneMaxLength } from '../../contract/rules/phone';
import { composeClassName } from '../lib/cn';
import type { fieldGroupVariants } from '../field';
import { FieldDescription, FieldError, FieldGroup, GroupInput, Label, fieldRootClassName } from '../field';
import { CountryCodePicker, type CountryCodeOption } from '../country-code-picker';

export interface PhoneFieldProps
  extends
    Omit<
      AriaTextFieldProps,
      'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'type' | 'inputMode' | 'validate' | 'children'
    >,
    VariantProps<typeof fieldGroupVariants> {
  /** Visible label ("WhatsApp number"); without one pass `aria-label`. */
  label?: ReactNode;
  description?: ReactNode;
  /** Shown while the number is invalid: "Enter a valid phone number". */
  errorMessage?: ReactNode;
  placeholder?: string;
  /** The local number, digits only (controlled). */
  value?: string;
  defaultValue?: string;
  onChange?: (number: string) => void;
  /** The phone code without "+": '62', '60', '65' (controlled). */
  countryCode?: string;
  defaultCountryCode?: string;
  onCountryCodeChange?: (code: string) => void;
  /** Names for the code picker's options; by default the countries in the UI language. */
  countryOptions?: CountryCodeOption[];
}

/**
 * Country code picker and local number in one box. The number takes digits only, up to the
 * code's maximum (contract phoneMaxLength), and is checked with contract isValidPhone.
 * Decision: the error border appears once the shopper leaves the field with a number the code
 * does not accept (not on every keystroke, not for an empty field), or whenever `isInvalid` says so.
 */
export function PhoneField({
  label,
  description,
  errorMessage,
  placeholder,
  value,
  defaultValue = '',
  onChange,
  countryCode,
  defaultCountryCode = '62',
  onCountryCodeChange,
  countryOptions,
  isInvalid,
  isDisabled,
  size,
  className,
  onBlur,
  ...props
}: PhoneFieldProps) {
  const [ownNumber, setOwnNumber] = useState(defaultValue);
  const [ownCode, setOwnCode] = useState(defaultCountryCode);
  const [touched, setTouched] = useState(false);
  const number = value ?? ownNumber;
  const code = countryCode ?? ownCode;
  const maxLength = phoneMaxLength(code);

  function changeNumber(next: string) {
    if (value === undefined) setOwnNumber(next);
    onChange?.(next);
  }

  const shownInvalid = isInvalid || (touched && number !== '' && !isValidPhone(code, number));

  return (
    <AriaTextField
      {...props}
      value={number}
      onChange={(typed) => changeNumber(typed.replace(/\D/g, '').slice(0, maxLength))}
      onBlur={(event) => {
        setTouched(true);
        onBlur?.(event);
      }}
      maxLength={maxLength}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      isInvalid={shownInvalid}
      isDisabled={isDisabled}
      data-slot="phone-field"
      className={composeClassName(className, fieldRootClassName)}
    >
      {label && <Label>{label}</Label>}
      <FieldGroup size={size}>
        <CountryCodePicker
          variant="embedded"
          value={code}
          options={countryOptions}
          isDisabled={isDisabled}
          onChange={(next) => {
            if (countryCode === undefined) setOwnCode(next);
            onCountryCodeChange?.(next);
            // A longer number typed for +62 cannot stand for +65: cut it to the new maximum.
            const limit = phoneMaxLength(next);
            if (number.length > limit) changeNumber(number.slice(0, limit));
          }}
        />
        <GroupInput placeholder={placeholder} />
      </FieldGroup>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
