import { defineMessages } from 'react-intl';

export const countryCodePickerMessages = defineMessages({
  label: {
    id: 'ui.countryCodePicker.label',
    defaultMessage: 'Country code',
    description:
      'Accessible name of the phone country code picker (+62, +60, +65) beside a phone number field',
  },
});
