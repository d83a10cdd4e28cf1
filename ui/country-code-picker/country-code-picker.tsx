import { useMemo } from 'react';
import {
  Button as AriaButton,
  Select as AriaSelect,
  SelectValue as AriaSelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronDown } from 'lucide-react';
import { countryDefaults, type CountryCode } from '../../contract/countries';
import { cn, composeClassName } from '../lib/cn';
import { focusRing, focusRingInset } from '../lib/focus-ring';
import { ListBox, ListBoxItem } from '../list-box';
import { Popover } from '../popover';
import { countryCodePickerMessages } from './messages';

export interface CountryCodeOption {
  /** The phone code without "+": '62', '60', '65'. */
  code: string;
  country: CountryCode;
  /** The country's name in the shopper's language. */
  label: string;
}

// SPEC.md §2 lists the login picker as +62, +60, +65: Indonesia first (the default country).
const pickerOrder: CountryCode[] = ['ID', 'MY', 'SG'];

/**
 * The three options, named in `locale` by the browser's own region names ("Indonesia",
 * "Singapura", "新加坡"), falling back to contract's English names.
 */
export function defaultCountryCodeOptions(locale: string): CountryCodeOption[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = undefined;
  }
  return pickerOrder.map((country) => ({
    code: countryDefaults[country].phone_code,
    country,
    label: names?.of(country) ?? countryDefaults[country].country_en_name,
  }));
}

/** '62' → "+62": how a phone code is written everywhere, in every language. */
function formatPhoneCode(code: string): string {
  return `+${code}`;
}

export const countryCodeTriggerVariants = cva(
  [
    'flex h-full shrink-0 cursor-pointer items-center gap-1 bg-surface px-3 text-foreground tabular-nums transition-colors',
    'hover:bg-muted',
    'disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground',
  ],
  {
    variants: {
      variant: {
        // On its own: a bordered box like any field.
        standalone: cn('h-10 rounded border border-border group-invalid:border-error-border', focusRing),
        // Inside PhoneField's box: no border of its own, a divider before the number.
        // The ring inside: the phone field's box clips what is outside.
        embedded: cn('border-e border-border', focusRingInset),
      },
    },
    defaultVariants: { variant: 'standalone' },
  },
);

export interface CountryCodePickerProps
  extends
    Omit<AriaSelectProps<CountryCodeOption>, 'children' | 'value' | 'defaultValue' | 'onChange'>,
    VariantProps<typeof countryCodeTriggerVariants> {
  /** The selected phone code, '62', '60' or '65' (controlled). */
  value?: string;
  defaultValue?: string;
  onChange?: (code: string) => void;
  /** Options with names passed in; by default the three countries named in the UI language. */
  options?: CountryCodeOption[];
}

/** +62 / +60 / +65: a RAC Select showing the code, listing code and country name. */
export function CountryCodePicker({
  value,
  defaultValue,
  onChange,
  options,
  variant,
  className,
  ...props
}: CountryCodePickerProps) {
  const intl = useIntl();
  const items = useMemo(() => options ?? defaultCountryCodeOptions(intl.locale), [options, intl.locale]);
  return (
    <AriaSelect
      aria-label={intl.formatMessage(countryCodePickerMessages.label)}
      {...props}
      value={value}
      defaultValue={defaultValue ?? (value === undefined ? items[0]?.code : undefined)}
      onChange={(key: Key | null) => {
        if (key !== null) onChange?.(String(key));
      }}
      data-slot="country-code-picker"
      className={composeClassName(className, 'group flex')}
    >
      <AriaButton data-slot="country-code-picker-trigger" className={countryCodeTriggerVariants({ variant })}>
        <AriaSelectValue<CountryCodeOption> className="whitespace-nowrap">
          {({ selectedItems }) => formatPhoneCode(selectedItems[0]?.code ?? '')}
        </AriaSelectValue>
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
        />
      </AriaButton>
      <Popover variant="list" placement="bottom start" className="min-w-56">
        <ListBox<CountryCodeOption> items={items}>
          {(item) => (
            <ListBoxItem id={item.code} textValue={`${item.label} +${item.code}`}>
              <span className="flex items-baseline gap-3">
                <span className="w-10 tabular-nums">{formatPhoneCode(item.code)}</span>
                <span>{item.label}</span>
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
