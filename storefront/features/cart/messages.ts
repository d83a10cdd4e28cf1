import { defineMessages } from 'react-intl';
import type {NoMessageValues, MessageValue} from "react-intl";

export const cartMessages = defineMessages<{ readonly "title": NoMessageValues; readonly "titleWithCount": { readonly "count": MessageValue }; readonly "loadFailed": NoMessageValues; readonly "tryAgain": NoMessageValues; readonly "emptyTitle": NoMessageValues; readonly "emptyBody": NoMessageValues; readonly "goShopping": NoMessageValues; readonly "linesHeading": NoMessageValues; readonly "quantityOf": { readonly "name": MessageValue }; readonly "exceedsLimit": { readonly "count": number | bigint }; readonly "deleteLine": { readonly "name": MessageValue }; readonly "deleteTitle": NoMessageValues; readonly "deleteConfirm": NoMessageValues; readonly "cancel": NoMessageValues; readonly "unavailableHeading": { readonly "count": MessageValue }; readonly "clearUnavailable": NoMessageValues; readonly "clearUnavailableTitle": NoMessageValues; readonly "reasonRemoved": NoMessageValues; readonly "reasonSoldOut": NoMessageValues; readonly "reasonMissing": NoMessageValues; readonly "selectAll": NoMessageValues; readonly "total": NoMessageValues; readonly "saved": NoMessageValues; readonly "checkout": { readonly "count": MessageValue }; readonly "tabBadge": { readonly "count": number | bigint }; readonly "badge": { readonly "count": number | bigint }; readonly "shortfall": { readonly "amount": MessageValue; readonly "voucher": MessageValue } }>({
  title: { id: 'cart.page.title', defaultMessage: 'Cart' },
  titleWithCount: { id: 'cart.page.titleWithCount', defaultMessage: 'Cart ({count})' },
  loadFailed: { id: 'cart.page.loadFailed', defaultMessage: 'Could not load your cart' },
  tryAgain: { id: 'cart.page.tryAgain', defaultMessage: 'Try again' },
  emptyTitle: { id: 'cart.empty.title', defaultMessage: 'Your cart is empty' },
  emptyBody: { id: 'cart.empty.body', defaultMessage: 'Find something you like and add it here.' },
  goShopping: { id: 'cart.empty.goShopping', defaultMessage: 'Go shopping' },
  linesHeading: { id: 'cart.lines.heading', defaultMessage: 'Items in your cart' },
  quantityOf: { id: 'cart.line.quantityOf', defaultMessage: 'Quantity of {name}' },
  exceedsLimit: {
    id: 'cart.line.exceedsLimit',
    defaultMessage: '{count, plural, =0 {Sold out now} other {Only # left: lower the quantity to check out}}',
  },
  deleteLine: { id: 'cart.line.delete', defaultMessage: 'Delete {name}' },
  deleteTitle: { id: 'cart.line.deleteTitle', defaultMessage: 'Delete this item from your cart?' },
  deleteConfirm: { id: 'cart.line.deleteConfirm', defaultMessage: 'Delete' },
  cancel: { id: 'cart.line.cancel', defaultMessage: 'Cancel' },
  unavailableHeading: { id: 'cart.unavailable.heading', defaultMessage: 'Unavailable ({count})' },
  clearUnavailable: { id: 'cart.unavailable.clear', defaultMessage: 'Clear unavailable items' },
  clearUnavailableTitle: {
    id: 'cart.unavailable.clearTitle',
    defaultMessage: 'Delete every unavailable item from your cart?',
  },
  reasonRemoved: { id: 'cart.unavailable.removed', defaultMessage: 'No longer sold' },
  reasonSoldOut: { id: 'cart.unavailable.soldOut', defaultMessage: 'Sold out' },
  reasonMissing: { id: 'cart.unavailable.missing', defaultMessage: 'Option unavailable' },
  selectAll: { id: 'cart.summary.selectAll', defaultMessage: 'All' },
  total: { id: 'cart.summary.total', defaultMessage: 'Total' },
  saved: { id: 'cart.summary.saved', defaultMessage: 'Saved' },
  checkout: { id: 'cart.summary.checkout', defaultMessage: 'Check out ({count})' },
  tabBadge: { id: 'cart.badge.tabLabel', defaultMessage: '{count, plural, one {# item} other {# items}}' },
  badge: {
    id: 'cart.badge.label',
    defaultMessage: '{count, plural, =0 {Cart} one {Cart, # item} other {Cart, # items}}',
  },
  shortfall: {
    id: 'cart.shortfall.hint',
    defaultMessage: 'Add {amount} more to use {voucher}',
  },
});
