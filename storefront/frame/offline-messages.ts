import { defineMessages } from 'react-intl';

/**
 * What the shop says about the connection and about a new version of itself (ADR 042): the offline
 * banner, the cart shown as last seen, and the "Update available" notice (the reason beside an
 * action that needs the server is ./needs-connection.tsx's, on the product page's first load).
 */
export const offlineMessages = defineMessages({
  banner: {
    id: 'offline.banner',
    defaultMessage: "You're offline. Pages you've opened still show; buying needs a connection.",
  },
  cartAsLastShown: {
    id: 'offline.cartAsLastShown',
    defaultMessage:
      "You're offline: this is your cart as it was last shown. It can be changed once you're back online.",
  },
  updateAvailable: { id: 'offline.updateAvailable', defaultMessage: 'Update available' },
  updateOnNextPage: {
    id: 'offline.updateOnNextPage',
    defaultMessage: 'The new version of Pasar opens with the next page you go to.',
  },
});
