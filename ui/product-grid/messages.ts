import { defineMessages } from 'react-intl';

export const productGridMessages = defineMessages({
  loading: {
    id: 'ui.productGrid.loading',
    defaultMessage: 'Loading products…',
    description: 'Announced to screen readers while a product grid loads its first or next page',
  },
});
