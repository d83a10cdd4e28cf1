import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, Checkbox, PhoneField, TextField } from '@pasar/ui';
import {
  addressRegionLevels,
  isPostalCodeIn,
  postalCodeRegionLevel,
} from '../../../contract/address-constants';
import type { AddressRequest, SavedAddress } from '../../../contract/addresses';
import { countryDefaults, type CountryCode } from '../../../contract/countries';
import { ApiError } from '../../../contract/envelope';
import { postalCodeOutsideRegion } from '../../../contract/error-codes';
import {
  ADDRESS_LINE_MAX_LENGTH,
  ADDRESS_NAME_MAX_LENGTH,
  postalCodeLength,
  validateAddress,
  type AddressField,
  type AddressErrors,
} from '../../../contract/rules/address';
import { focusFirstInvalid } from '../../frame/focus-first-invalid';
import { addressMessages as m } from './messages';
import { RegionPicker, type RegionChoice } from './region-picker';

/** What the form holds: the fields as typed, the regions as chosen. */
interface FormValues {
  surname: string;
  name: string;
  phone: string;
  state: RegionChoice | null;
  city: RegionChoice | null;
  area: RegionChoice | null;
  address_line1: string;
  address_line2: string;
  postal_code: string;
  is_default: boolean;
}

const choiceOf = (code: string | null, name: string): RegionChoice | null => (code ? { code, name } : null);

function valuesOf(saved: SavedAddress | undefined): FormValues {
  return {
    surname: saved?.surname ?? '',
    name: saved?.name ?? '',
    phone: saved?.phone ?? '',
    state: saved ? choiceOf(saved.state_code, saved.state) : null,
    city: saved ? choiceOf(saved.city_code, saved.city) : null,
    area: saved ? choiceOf(saved.area_code, saved.area) : null,
    address_line1: saved?.address_line1 ?? '',
    address_line2: saved?.address_line2 ?? '',
    postal_code: saved?.postal_code ?? '',
    is_default: saved?.is_default ?? false,
  };
}

function requestOf(country: CountryCode, values: FormValues): AddressRequest & { is_default: boolean } {
  return {
    country_code: country,
    surname: values.surname,
    name: values.name,
    phone: values.phone,
    state_code: values.state?.code ?? null,
    city_code: values.city?.code ?? null,
    area_code: values.area?.code ?? null,
    address_line1: values.address_line1,
    address_line2: values.address_line2 || null,
    postal_code: values.postal_code,
    is_default: values.is_default,
  };
}

/** The region the postal code must belong to (the district in ID, the state in MY), if chosen. */
function postalRegionOf(country: CountryCode, values: FormValues): RegionChoice | null {
  const level = postalCodeRegionLevel[country];
  return level ? values[level] : null;
}

/** The §5 rule, plus a postal code among its region's (when the region came with its codes), as the server checks it. */
function errorsOf(country: CountryCode, values: FormValues): AddressErrors {
  const errors = validateAddress(requestOf(country, values));
  const ranges = postalRegionOf(country, values)?.postalRanges;
  if (!errors.postal_code && ranges && !isPostalCodeIn(values.postal_code.trim(), ranges))
    errors.postal_code = 'outside';
  return errors;
}

const regionWords: Record<
  CountryCode,
  Record<'state' | 'city' | 'area', [MessageDescriptor, MessageDescriptor]>
> = {
  ID: {
    state: [m.province, m.provinceError],
    city: [m.regency, m.cityError],
    area: [m.district, m.districtError],
  },
  MY: { state: [m.state, m.stateError], city: [m.city, m.cityError], area: [m.district, m.districtError] },
  SG: { state: [m.state, m.stateError], city: [m.city, m.cityError], area: [m.district, m.districtError] },
};

const fieldErrorMessages: Partial<Record<AddressField, MessageDescriptor>> = {
  surname: m.surnameError,
  name: m.nameError,
  phone: m.phoneError,
  address_line1: m.addressLine1Error,
  address_line2: m.addressLine2Error,
  postal_code: m.postalCodeError,
};

interface AddressFormProps {
  country: CountryCode;
  saved?: SavedAddress;
  /** Sends the address; a rejection leaves every value in place (the request shows its toast). */
  onSubmit: (request: AddressRequest) => Promise<unknown>;
}

/**
 * The fields of SPEC.md §3 with §5's messages field by field: nothing is sent while one is wrong.
 * The regions are the country's (addressRegionLevels): Indonesia province → city → district,
 * Malaysia state → city, Singapore none. A failed save keeps everything typed.
 */
export function AddressForm({ country, saved, onSubmit }: AddressFormProps) {
  const intl = useIntl();
  const [values, setValues] = useState<FormValues>(() => valuesOf(saved));
  const [errors, setErrors] = useState<AddressErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const levels = addressRegionLevels[country];
  const digits = postalCodeLength(country);
  const phoneCode = countryDefaults[country].phone_code;
  const lockedDefault = saved?.is_default === true;

  function change(next: Partial<FormValues>) {
    const merged = { ...values, ...next };
    setValues(merged);
    // After a first try, each field's message follows what is typed.
    if (submitted) setErrors(errorsOf(country, merged));
  }

  const errorText = (field: AddressField) => {
    const outcome = errors[field];
    const message = fieldErrorMessages[field];
    if (!outcome || !message) return undefined;
    if (outcome === 'outside') {
      const region = postalRegionOf(country, values)?.name ?? '';
      const words =
        postalCodeRegionLevel[country] === 'area' ? m.postalCodeNotInDistrict : m.postalCodeNotInState;
      return intl.formatMessage(words, { region });
    }
    return intl.formatMessage(message, { max: ADDRESS_LINE_MAX_LENGTH });
  };

  /** Marks the postal code as its region's refusal and takes the shopper there. */
  function showOutsideRegion() {
    setErrors((before) => ({ ...before, postal_code: 'outside' }));
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('[data-address-form] [aria-invalid="true"]')?.focus(),
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const found = errorsOf(country, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Focus the first field with a message, so a keyboard or screen-reader user lands on it.
      focusFirstInvalid(document.querySelector('[data-address-form]'));
      return;
    }
    setPending(true);
    try {
      await onSubmit(requestOf(country, values));
    } catch (error) {
      // The request's toast says why; every value stays for another try. A postal code outside
      // its region (a saved address's region came without its codes) is said by the field alone.
      if (error instanceof ApiError && error.code === postalCodeOutsideRegion) showOutsideRegion();
    } finally {
      setPending(false);
    }
  }

  const postalRanges = postalRegionOf(country, values)?.postalRanges;
  const postalHint = postalRanges?.length
    ? intl.formatMessage(m.postalCodeExamples, {
        digits,
        examples: postalRanges
          .slice(0, 3)
          .map(([from]) => from)
          .join(', '),
      })
    : intl.formatMessage(m.postalCodeHint, { digits });

  return (
    <form noValidate onSubmit={submit} data-address-form className="flex flex-col gap-4">
      <div className="grid gap-4 desktop:grid-cols-2">
        <TextField
          label={intl.formatMessage(m.surname)}
          value={values.surname}
          onChange={(surname) => change({ surname })}
          maxLength={ADDRESS_NAME_MAX_LENGTH}
          autoComplete="given-name"
          isRequired
          isInvalid={Boolean(errors.surname)}
          errorMessage={errorText('surname')}
        />
        <TextField
          label={intl.formatMessage(m.name)}
          value={values.name}
          onChange={(name) => change({ name })}
          maxLength={ADDRESS_NAME_MAX_LENGTH}
          autoComplete="family-name"
          isRequired
          isInvalid={Boolean(errors.name)}
          errorMessage={errorText('name')}
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
            country,
            label: new Intl.DisplayNames([intl.locale], { type: 'region' }).of(country) ?? country,
          },
        ]}
        isRequired
        isInvalid={Boolean(errors.phone)}
        errorMessage={errorText('phone')}
      />
      {levels.length > 0 && (
        <div className="grid gap-4 desktop:grid-cols-3">
          {levels.map((level, index) => {
            const [label, error] = regionWords[country][level];
            const above = index === 0 ? '' : (values[levels[index - 1]!]?.code ?? null);
            return (
              <RegionPicker
                key={level}
                label={intl.formatMessage(label)}
                parent={above}
                value={values[level]}
                onChange={(choice) => {
                  // A new choice empties the levels below it: they belonged to the old one.
                  const below = Object.fromEntries(levels.slice(index + 1).map((l) => [l, null]));
                  change({ [level]: choice, ...below });
                }}
                errorMessage={errors[`${level}_code`] ? intl.formatMessage(error) : undefined}
              />
            );
          })}
        </div>
      )}
      <TextField
        label={intl.formatMessage(m.addressLine1)}
        description={intl.formatMessage(m.addressLine1Hint)}
        value={values.address_line1}
        onChange={(address_line1) => change({ address_line1 })}
        maxLength={ADDRESS_LINE_MAX_LENGTH}
        autoComplete="address-line1"
        multiline
        rows={2}
        isRequired
        isInvalid={Boolean(errors.address_line1)}
        errorMessage={errorText('address_line1')}
      />
      <TextField
        label={intl.formatMessage(m.addressLine2)}
        value={values.address_line2}
        onChange={(address_line2) => change({ address_line2 })}
        maxLength={ADDRESS_LINE_MAX_LENGTH}
        autoComplete="address-line2"
        isInvalid={Boolean(errors.address_line2)}
        errorMessage={errorText('address_line2')}
      />
      <TextField
        label={intl.formatMessage(m.postalCode)}
        description={postalHint}
        value={values.postal_code}
        onChange={(typed) => change({ postal_code: typed.replace(/\D/g, '').slice(0, digits) })}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={digits}
        isRequired
        isInvalid={Boolean(errors.postal_code)}
        errorMessage={errorText('postal_code')}
        className="desktop:max-w-60"
      />
      <div className="flex flex-col gap-1">
        <Checkbox
          isSelected={lockedDefault || values.is_default}
          isDisabled={lockedDefault}
          onChange={(is_default) => change({ is_default })}
        >
          {intl.formatMessage(m.isDefault)}
        </Checkbox>
        {lockedDefault && (
          <p className="m-0 text-sm text-muted-foreground">{intl.formatMessage(m.isDefaultLocked)}</p>
        )}
      </div>
      <Button type="submit" isPending={pending} fullWidth className="desktop:w-60 desktop:self-start">
        {intl.formatMessage(m.save)}
      </Button>
    </form>
  );
}
