import { defineMessages } from 'react-intl';

export const priceMessages = defineMessages({
  original: {
    id: 'ui.price.original',
    defaultMessage: 'Original price',
    description:
      'Read by screen readers before the struck-through price a product was sold at before its discount',
  },
});
