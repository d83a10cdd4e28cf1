import { defineMessages } from 'react-intl';
import type { NoMessageValues, MessageValue } from 'react-intl';

export const settingsMessages = defineMessages<{
  readonly languageTitle: NoMessageValues;
  readonly languageHint: NoMessageValues;
  readonly countryTitle: NoMessageValues;
  readonly countryHint: NoMessageValues;
  readonly countryCurrent: { readonly country: MessageValue; readonly currency: MessageValue };
  readonly countryConfirmTitle: { readonly country: MessageValue };
  readonly countryConfirmBody: { readonly currency: MessageValue };
  readonly countryConfirm: NoMessageValues;
  readonly cancel: NoMessageValues;
  readonly countryName: { readonly code: string };
}>({
  languageTitle: { id: 'settings.language.title', defaultMessage: 'Language' },
  languageHint: {
    id: 'settings.language.hint',
    defaultMessage: 'Prices, dates and every screen follow your choice.',
  },
  countryTitle: { id: 'settings.country.title', defaultMessage: 'Country or region' },
  countryHint: {
    id: 'settings.country.hint',
    defaultMessage: 'Products, prices and delivery depend on where you shop.',
  },
  countryCurrent: { id: 'settings.country.current', defaultMessage: '{country} · {currency}' },
  countryConfirmTitle: { id: 'settings.country.confirmTitle', defaultMessage: 'Switch to {country}?' },
  countryConfirmBody: {
    id: 'settings.country.confirmBody',
    defaultMessage:
      'Your cart will be emptied and you will be logged out. Prices will be shown in {currency}.',
  },
  countryConfirm: { id: 'settings.country.confirm', defaultMessage: 'Switch country' },
  cancel: { id: 'settings.country.cancel', defaultMessage: 'Cancel' },
  countryName: {
    id: 'settings.country.name',
    defaultMessage: '{code, select, ID {Indonesia} SG {Singapore} MY {Malaysia} other {{code}}}',
  },
});
