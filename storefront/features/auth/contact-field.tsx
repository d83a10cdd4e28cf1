import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PhoneField, TextField } from '@pasar/ui';
import { EMAIL_MAX_LENGTH } from '../../../contract/rules/email';
import { showsContactError } from '../../../contract/rules/contact';
import type { ContactMethod } from '../../../machines';
import { authMessages as m } from './messages';

export interface ContactFieldProps {
  method: ContactMethod;
  value: string;
  onChange: (value: string) => void;
  countryCode: string;
  onCountryCodeChange: (code: string) => void;
  /** The phone field's label: "WhatsApp number" where the code goes by WhatsApp. */
  phoneLabel?: string;
  autoFocus?: boolean;
}

/**
 * The account a shopper signs in with: a phone with its country code picker (+62, +60, +65; its
 * own maximum length and rule) or an e-mail (64 characters at most). An invalid value gets the
 * error border once the shopper leaves the field (SPEC.md §5).
 */
export function ContactField({
  method,
  value,
  onChange,
  countryCode,
  onCountryCodeChange,
  phoneLabel,
  autoFocus = false,
}: ContactFieldProps) {
  const intl = useIntl();
  const [emailTouched, setEmailTouched] = useState(false);
  if (method === 'phone') {
    return (
      <PhoneField
        label={phoneLabel ?? intl.formatMessage(m.phoneAccountLabel)}
        placeholder={intl.formatMessage(m.phonePlaceholder)}
        errorMessage={intl.formatMessage(m.phoneInvalid)}
        value={value}
        onChange={onChange}
        countryCode={countryCode}
        onCountryCodeChange={onCountryCodeChange}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the login screen exists to take this number
        autoFocus={autoFocus}
      />
    );
  }
  return (
    <TextField
      label={intl.formatMessage(m.emailLabel)}
      placeholder={intl.formatMessage(m.emailPlaceholder)}
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
      value={value}
      onChange={(next) => onChange(next.trim())}
      onBlur={() => setEmailTouched(true)}
      isInvalid={emailTouched && showsContactError('email', value)}
      errorMessage={intl.formatMessage(m.emailInvalid)}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the login screen exists to take this address
      autoFocus={autoFocus}
    />
  );
}
