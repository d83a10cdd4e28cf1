import { defineMessages } from 'react-intl';

export const addressCardMessages = defineMessages({
  default: {
    id: 'ui.addressCard.default',
    defaultMessage: 'Default',
    description: 'Tag on the address card of the shopper’s default shipping address',
  },
});
