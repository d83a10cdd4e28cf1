import { defineMessages } from 'react-intl';

/** /wishlist (wishlist.*). */
export const wishlistMessages = defineMessages({
  title: { id: 'wishlist.page.title', defaultMessage: 'My wishlist' },
  emptyTitle: { id: 'wishlist.empty.title', defaultMessage: 'Your wishlist is empty' },
  emptyBody: {
    id: 'wishlist.empty.body',
    defaultMessage: 'Tap the heart on a product to save it here. We will tell you when its price drops.',
  },
  goShopping: { id: 'wishlist.empty.goShopping', defaultMessage: 'Go shopping' },
  unavailable: { id: 'wishlist.card.unavailable', defaultMessage: 'No longer available' },
  loadFailed: { id: 'wishlist.list.loadFailed', defaultMessage: 'We could not load your wishlist.' },
  tryAgain: { id: 'wishlist.list.tryAgain', defaultMessage: 'Try again' },
  loadMore: { id: 'wishlist.list.loadMore', defaultMessage: 'Show more products' },
  allLoaded: { id: 'wishlist.list.allLoaded', defaultMessage: 'That is everything you saved' },
});
