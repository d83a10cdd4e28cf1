export {
  CountryCodePicker,
  countryCodeTriggerVariants,
  defaultCountryCodeOptions,
  type CountryCodeOption,
  type CountryCodePickerProps,
} from './country-code-picker';
