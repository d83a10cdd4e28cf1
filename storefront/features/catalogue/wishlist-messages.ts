import { defineMessages } from 'react-intl';
import type { NoMessageValues, MessageValue } from 'react-intl';

/**
 * The heart and the recently viewed row (ADR 041): their own module, so only their chunks carry
 * these words, never the landing pages' first load.
 */
export const wishlistHeartMessages = defineMessages<{
  readonly heart: NoMessageValues;
  readonly heartOf: { readonly name: MessageValue };
  readonly recentlyViewed: NoMessageValues;
  readonly clear: NoMessageValues;
  readonly clearLabel: NoMessageValues;
  readonly empty: NoMessageValues;
  readonly loadFailed: NoMessageValues;
}>({
  heart: { id: 'catalogue.wishlist.heart', defaultMessage: 'Save to wishlist' },
  heartOf: { id: 'catalogue.wishlist.heartOf', defaultMessage: 'Save {name} to wishlist' },
  recentlyViewed: { id: 'catalogue.recentlyViewed.title', defaultMessage: 'Recently viewed' },
  clear: { id: 'catalogue.recentlyViewed.clear', defaultMessage: 'Clear' },
  clearLabel: { id: 'catalogue.recentlyViewed.clearLabel', defaultMessage: 'Clear recently viewed' },
  empty: {
    id: 'catalogue.recentlyViewed.empty',
    defaultMessage: 'Products you open will show here.',
  },
  loadFailed: {
    id: 'catalogue.recentlyViewed.loadFailed',
    defaultMessage: 'Could not load your recently viewed products',
  },
});
