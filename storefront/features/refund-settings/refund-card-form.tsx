import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, PhoneField, Select, SelectItem, TextField } from '@pasar/ui';
import { countryDefaults } from '../../../contract/countries';
import type { AddRefundCardRequest } from '../../../contract/refund-card';
import {
  CARD_CVN_MAX_LENGTH,
  CARD_EXPIRY_MAX_LENGTH,
  CARD_NAME_MAX_LENGTH,
  CARD_NUMBER_MAX_LENGTH,
  validateRefundCard,
  type CardFieldError,
  type RefundCardErrors,
  type RefundCardField,
  type RefundCardInput,
} from '../../../contract/rules/card';
import { focusFirstInvalid } from '../../frame/focus-first-invalid';
import { formatExpiry, groupCardNumber } from './card-input-format';
import { refundSettingsMessages as m } from './messages';

const emptyCard: RefundCardInput = {
  bank_name: '',
  card_number: '',
  expiry_date: '',
  cvn: '',
  first_name: '',
  last_name: '',
  phone: '',
  email: '',
};

/** SPEC.md §5: every field its "required" and "invalid" message (a bank only "required"). */
const fieldMessages: Record<RefundCardField, Record<CardFieldError, MessageDescriptor>> = {
  bank_name: { required: m.bankRequired, invalid: m.bankRequired },
  card_number: { required: m.numberRequired, invalid: m.numberInvalid },
  expiry_date: { required: m.expiryRequired, invalid: m.expiryInvalid },
  cvn: { required: m.cvnRequired, invalid: m.cvnInvalid },
  first_name: { required: m.firstNameRequired, invalid: m.firstNameInvalid },
  last_name: { required: m.lastNameRequired, invalid: m.lastNameInvalid },
  phone: { required: m.phoneRequired, invalid: m.phoneInvalid },
  email: { required: m.emailRequired, invalid: m.emailInvalid },
};

/**
 * Add a bank card for refunds (Indonesia; SPEC.md §3 Refund card, §5). Nothing is sent while a
 * field is wrong; the first wrong field takes the focus. The CVN goes to the server once, to
 * verify the card with the payment sandbox, and the form forgets it after a try (PCI DSS
 * 3.3.1.2); a refused card keeps every other value for another try.
 */
export function RefundCardForm({
  banks,
  onSubmit,
  onCancel,
}: {
  banks: readonly { id: string; name: string }[];
  onSubmit: (card: AddRefundCardRequest) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const intl = useIntl();
  const phoneCode = countryDefaults.ID.phone_code;
  const [values, setValues] = useState<RefundCardInput>(emptyCard);
  const [errors, setErrors] = useState<RefundCardErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const errorsOf = (card: RefundCardInput) => validateRefundCard(card, { now: new Date(), phoneCode });

  function change(next: Partial<RefundCardInput>) {
    const merged = { ...values, ...next };
    setValues(merged);
    if (submitted) setErrors(errorsOf(merged));
  }
  const errorText = (field: RefundCardField) => {
    const outcome = errors[field];
    return outcome ? intl.formatMessage(fieldMessages[field][outcome]) : undefined;
  };
  const fieldProps = (field: RefundCardField) => ({
    isRequired: true,
    isInvalid: Boolean(errors[field]),
    errorMessage: errorText(field),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const found = errorsOf(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(document.querySelector('[data-refund-card-form]'));
      return;
    }
    setPending(true);
    try {
      await onSubmit({ ...values, phone_code: phoneCode });
    } catch {
      // The request's toast says why; everything but the CVN stays.
    } finally {
      setPending(false);
      setValues((current) => ({ ...current, cvn: '' }));
    }
  }

  return (
    <form noValidate onSubmit={submit} data-refund-card-form className="flex flex-col gap-4">
      <Select
        label={intl.formatMessage(m.bank)}
        placeholder={intl.formatMessage(m.bankPlaceholder)}
        selectedKey={values.bank_name || null}
        onSelectionChange={(key) => change({ bank_name: String(key ?? '') })}
        items={banks}
        data-testid="card-bank"
        {...fieldProps('bank_name')}
      >
        {(bank) => (
          <SelectItem id={bank.id} textValue={bank.name}>
            {bank.name}
          </SelectItem>
        )}
      </Select>
      <TextField
        label={intl.formatMessage(m.number)}
        value={values.card_number}
        onChange={(value) => change({ card_number: groupCardNumber(value) })}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={CARD_NUMBER_MAX_LENGTH}
        {...fieldProps('card_number')}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={intl.formatMessage(m.expiry)}
          value={values.expiry_date}
          onChange={(value) => change({ expiry_date: formatExpiry(value) })}
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={CARD_EXPIRY_MAX_LENGTH}
          {...fieldProps('expiry_date')}
        />
        <TextField
          label={intl.formatMessage(m.cvn)}
          description={intl.formatMessage(m.cvnHint)}
          value={values.cvn}
          onChange={(value) => change({ cvn: value.replace(/\D/g, '') })}
          inputMode="numeric"
          type="password"
          autoComplete="cc-csc"
          maxLength={CARD_CVN_MAX_LENGTH}
          {...fieldProps('cvn')}
        />
      </div>
      <div className="grid gap-4 desktop:grid-cols-2">
        <TextField
          label={intl.formatMessage(m.firstName)}
          value={values.first_name}
          onChange={(first_name) => change({ first_name })}
          autoComplete="cc-given-name"
          maxLength={CARD_NAME_MAX_LENGTH}
          {...fieldProps('first_name')}
        />
        <TextField
          label={intl.formatMessage(m.lastName)}
          value={values.last_name}
          onChange={(last_name) => change({ last_name })}
          autoComplete="cc-family-name"
          maxLength={CARD_NAME_MAX_LENGTH}
          {...fieldProps('last_name')}
        />
      </div>
      <PhoneField
        label={intl.formatMessage(m.phone)}
        value={values.phone}
        onChange={(phone) => change({ phone })}
        countryCode={phoneCode}
        countryOptions={[
          {
            code: phoneCode,
            country: 'ID',
            label: new Intl.DisplayNames([intl.locale], { type: 'region' }).of('ID') ?? 'ID',
          },
        ]}
        {...fieldProps('phone')}
      />
      <TextField
        label={intl.formatMessage(m.email)}
        value={values.email}
        onChange={(email) => change({ email })}
        type="email"
        autoComplete="email"
        {...fieldProps('email')}
      />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
        )}
        <Button type="submit" isPending={pending} data-testid="card-save">
          {intl.formatMessage(m.save)}
        </Button>
      </div>
    </form>
  );
}
