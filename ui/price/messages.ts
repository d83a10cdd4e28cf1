import { defineMessages } from 'react-intl';
import type { MessageValue, NoMessageValues } from 'react-intl';

// Typed: react-intl checks the values passed for each placeholder.
export const priceMessages = defineMessages<{
  readonly original: NoMessageValues;
  readonly spoken: {
    readonly amount: MessageValue;
    readonly count: number | bigint;
    readonly currency: string;
  };
}>({
  original: {
    id: 'ui.price.original',
    defaultMessage: 'Original price',
    description:
      'Read by screen readers before the struck-through price a product was sold at before its discount',
  },
  spoken: {
    id: 'ui.price.spoken',
    defaultMessage:
      '{currency, select, IDR {{amount} rupiah} SGD {{amount} Singapore {count, plural, one {dollar} other {dollars}}} MYR {{amount} ringgit} other {{amount} {currency}}}',
    description:
      'A price as a screen reader says it: amount is the number in the page language’s own marks (33,900), count the same number for the plural, currency the ISO code',
  },
});
