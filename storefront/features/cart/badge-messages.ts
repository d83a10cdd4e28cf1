import { defineMessages } from 'react-intl';

/**
 * The cart icon's words, on every page's first load (the tab bar, the desktop header): apart from
 * the cart page's (./messages.ts), which only its own chunk carries.
 */
export const cartBadgeMessages = defineMessages<{
  readonly tabBadge: { readonly count: number | bigint };
  readonly badge: { readonly count: number | bigint };
}>({
  tabBadge: { id: 'cart.badge.tabLabel', defaultMessage: '{count, plural, one {# item} other {# items}}' },
  badge: {
    id: 'cart.badge.label',
    defaultMessage: '{count, plural, =0 {Cart} one {Cart, # item} other {Cart, # items}}',
  },
});
