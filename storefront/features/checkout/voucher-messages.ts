import { defineMessages } from 'react-intl';
import type { MessageValue, NoMessageValues } from 'react-intl';

/** Order confirm's vouchers and coins (checkout.vouchers.*). */
export const voucherMessages = defineMessages<{ readonly "heading": NoMessageValues; readonly "chooseTitle": NoMessageValues; readonly "done": NoMessageValues; readonly "saving": { readonly "amount": MessageValue }; readonly "available": { readonly "count": number | bigint }; readonly "discountHeading": NoMessageValues; readonly "shippingHeading": NoMessageValues; readonly "noVoucher": NoMessageValues; readonly "noneUsable": NoMessageValues; readonly "unusableHeading": NoMessageValues; readonly "freeShipping": NoMessageValues; readonly "minSpend": { readonly "amount": MessageValue }; readonly "validUntil": { readonly "date": MessageValue }; readonly "stackable": NoMessageValues; readonly "selectedProducts": NoMessageValues; readonly "appOnly": NoMessageValues; readonly "reasonMinSpend": { readonly "amount": MessageValue }; readonly "reasonProducts": NoMessageValues; readonly "reasonNotStarted": NoMessageValues; readonly "reasonExpired": NoMessageValues; readonly "reasonAppOnly": NoMessageValues; readonly "reasonNoSaving": NoMessageValues; readonly "useCoins": { readonly "amount": MessageValue; readonly "coins": number | bigint }; readonly "noCoins": NoMessageValues; readonly "coinBalance": { readonly "coins": number | bigint }; readonly "voucherDiscount": NoMessageValues; readonly "shippingDiscount": NoMessageValues; readonly "coinsLine": { readonly "coins": number | bigint }; readonly "minus": { readonly "amount": MessageValue }; readonly "totalAnnounced": { readonly "amount": MessageValue } }>({
  heading: { id: 'checkout.vouchers.heading', defaultMessage: 'Vouchers' },
  chooseTitle: { id: 'checkout.vouchers.choose', defaultMessage: 'Choose vouchers' },
  done: { id: 'checkout.vouchers.done', defaultMessage: 'Done' },
  saving: { id: 'checkout.vouchers.saving', defaultMessage: '−{amount}' },
  available: {
    id: 'checkout.vouchers.available',
    defaultMessage: '{count, plural, =0 {None available} one {# available} other {# available}}',
  },
  discountHeading: { id: 'checkout.vouchers.discountHeading', defaultMessage: 'Discount vouchers' },
  shippingHeading: { id: 'checkout.vouchers.shippingHeading', defaultMessage: 'Shipping vouchers' },
  noVoucher: { id: 'checkout.vouchers.none', defaultMessage: 'Don’t use a voucher' },
  noneUsable: {
    id: 'checkout.vouchers.noneUsable',
    defaultMessage: 'None of your vouchers fits this order.',
  },
  unusableHeading: { id: 'checkout.vouchers.unusableHeading', defaultMessage: 'Not for this order' },
  freeShipping: { id: 'checkout.vouchers.freeShipping', defaultMessage: 'Free shipping' },
  minSpend: { id: 'checkout.vouchers.minSpend', defaultMessage: 'Min. spend {amount}' },
  validUntil: { id: 'checkout.vouchers.validUntil', defaultMessage: 'Valid until {date}' },
  stackable: { id: 'checkout.vouchers.stackable', defaultMessage: 'Combinable' },
  selectedProducts: { id: 'checkout.vouchers.selectedProducts', defaultMessage: 'Selected products' },
  appOnly: { id: 'checkout.vouchers.appOnly', defaultMessage: 'App only' },
  reasonMinSpend: {
    id: 'checkout.vouchers.reason.minSpend',
    defaultMessage: 'Add {amount} more to use this voucher',
  },
  reasonProducts: {
    id: 'checkout.vouchers.reason.products',
    defaultMessage: 'Not valid for the items in this order',
  },
  reasonNotStarted: { id: 'checkout.vouchers.reason.notStarted', defaultMessage: 'Not valid yet' },
  reasonExpired: { id: 'checkout.vouchers.reason.expired', defaultMessage: 'This voucher has expired' },
  reasonAppOnly: { id: 'checkout.vouchers.reason.appOnly', defaultMessage: 'Only in the Pasar app' },
  reasonNoSaving: {
    id: 'checkout.vouchers.reason.noSaving',
    defaultMessage: 'Nothing for it to take off this order',
  },
  useCoins: {
    id: 'checkout.vouchers.useCoins',
    defaultMessage: 'Use {coins, plural, one {# coin} other {# coins}}, −{amount}',
  },
  noCoins: { id: 'checkout.vouchers.noCoins', defaultMessage: 'No coins to use on this order' },
  coinBalance: {
    id: 'checkout.vouchers.coinBalance',
    defaultMessage: 'You have {coins, plural, one {# coin} other {# coins}}',
  },
  voucherDiscount: { id: 'checkout.vouchers.summary.discount', defaultMessage: 'Voucher discount' },
  shippingDiscount: { id: 'checkout.vouchers.summary.shipping', defaultMessage: 'Shipping voucher' },
  coinsLine: {
    id: 'checkout.vouchers.summary.coins',
    defaultMessage: '{coins, plural, one {# coin} other {# coins}}',
  },
  minus: { id: 'checkout.vouchers.summary.minus', defaultMessage: '−{amount}' },
  totalAnnounced: { id: 'checkout.vouchers.totalAnnounced', defaultMessage: 'Total updated: {amount}' },
});
