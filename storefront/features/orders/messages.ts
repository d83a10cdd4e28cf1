import { defineMessages } from 'react-intl';
import type { MessageValue, NoMessageValues } from 'react-intl';

/** /orderDetail/:no (orderDetail.*, moved from checkout with the page). SPEC.md §4 labels and detail texts. */
export const orderDetailMessages = defineMessages({
  title: { id: 'orderDetail.page.title', defaultMessage: 'Order details' },
  loadFailed: { id: 'orderDetail.loadFailed', defaultMessage: 'We could not load this order.' },
  tryAgain: { id: 'orderDetail.tryAgain', defaultMessage: 'Try again' },
  statusToPay: { id: 'orderDetail.status.toPay', defaultMessage: 'Pending payment' },
  statusToShip: { id: 'orderDetail.status.toShip', defaultMessage: 'Pending shipment' },
  statusToReceive: { id: 'orderDetail.status.toReceive', defaultMessage: 'Pending receipt' },
  statusComplete: { id: 'orderDetail.status.complete', defaultMessage: 'Transaction complete' },
  statusClosed: { id: 'orderDetail.status.closed', defaultMessage: 'Closed' },
  statusCancelled: { id: 'orderDetail.status.cancelled', defaultMessage: 'Cancelled' },
  textToPay: {
    id: 'orderDetail.text.toPay',
    defaultMessage: 'Pay before the time runs out, or the order closes.',
  },
  textToShip: { id: 'orderDetail.text.toShip', defaultMessage: 'Waiting for the seller to ship' },
  textToReceive: { id: 'orderDetail.text.toReceive', defaultMessage: 'Waiting for receipt' },
  textComplete: { id: 'orderDetail.text.complete', defaultMessage: 'Transaction successful' },
  textClosed: { id: 'orderDetail.text.closed', defaultMessage: 'Transaction closed' },
  textTimedOut: { id: 'orderDetail.text.timedOut', defaultMessage: 'Transaction closed: not paid in time' },
  textRefund: { id: 'orderDetail.text.refund', defaultMessage: 'Your refund has been started.' },
  payWithin: { id: 'orderDetail.payWithin', defaultMessage: 'Time left to pay' },
  payNow: { id: 'orderDetail.payNow', defaultMessage: 'Pay now' },
  cancel: { id: 'orderDetail.cancel', defaultMessage: 'Cancel order' },
  cancelTitle: { id: 'orderDetail.cancel.title', defaultMessage: 'Cancel this order?' },
  cancelReason: { id: 'orderDetail.cancel.reason', defaultMessage: 'Why are you cancelling?' },
  cancelConfirm: { id: 'orderDetail.cancel.confirm', defaultMessage: 'Cancel order' },
  cancelKeep: { id: 'orderDetail.cancel.keep', defaultMessage: 'Keep order' },
  cancelled: { id: 'orderDetail.cancelled', defaultMessage: 'Order cancelled' },
  reasonChangedMind: { id: 'orderDetail.reason.changedMind', defaultMessage: 'I changed my mind' },
  reasonChangeAddress: {
    id: 'orderDetail.reason.changeAddress',
    defaultMessage: 'I want to change the address',
  },
  reasonChangeItems: { id: 'orderDetail.reason.changeItems', defaultMessage: 'I want to change the items' },
  reasonFoundCheaper: {
    id: 'orderDetail.reason.foundCheaper',
    defaultMessage: 'I found it cheaper elsewhere',
  },
  reasonPaymentTrouble: { id: 'orderDetail.reason.paymentTrouble', defaultMessage: 'I had trouble paying' },
  reasonOther: { id: 'orderDetail.reason.other', defaultMessage: 'Another reason' },
  infoHeading: { id: 'orderDetail.info.heading', defaultMessage: 'Order information' },
  orderNo: { id: 'orderDetail.info.orderNo', defaultMessage: 'Order number' },
  createdAt: { id: 'orderDetail.info.createdAt', defaultMessage: 'Order date' },
  paidAt: { id: 'orderDetail.info.paidAt', defaultMessage: 'Payment date' },
  paymentMethod: { id: 'orderDetail.info.paymentMethod', defaultMessage: 'Payment method' },
  deliveryMethod: { id: 'orderDetail.info.deliveryMethod', defaultMessage: 'Delivery method' },
  standardDelivery: { id: 'orderDetail.info.standardDelivery', defaultMessage: 'Standard delivery' },
  customerMessage: { id: 'orderDetail.info.customerMessage', defaultMessage: 'Message to the seller' },
  trackingNo: { id: 'orderDetail.info.trackingNo', defaultMessage: 'Tracking number' },
});

/** /order, the cards, the detail's new parts and every action on an order (orders.*). */
export const ordersMessages = defineMessages<{
  readonly title: NoMessageValues;
  readonly tabsLabel: NoMessageValues;
  readonly tabAll: NoMessageValues;
  readonly tabToPay: NoMessageValues;
  readonly tabToShip: NoMessageValues;
  readonly tabToReceive: NoMessageValues;
  readonly tabComplete: NoMessageValues;
  readonly tabClosed: NoMessageValues;
  readonly tabCount: { readonly count: number | bigint; readonly tab: MessageValue };
  readonly refresh: NoMessageValues;
  readonly loadFailed: NoMessageValues;
  readonly tryAgain: NoMessageValues;
  readonly loadMore: NoMessageValues;
  readonly allLoaded: NoMessageValues;
  readonly emptyAll: NoMessageValues;
  readonly emptyToPay: NoMessageValues;
  readonly emptyToShip: NoMessageValues;
  readonly emptyToReceive: NoMessageValues;
  readonly emptyComplete: NoMessageValues;
  readonly emptyClosed: NoMessageValues;
  readonly emptyBody: NoMessageValues;
  readonly startShopping: NoMessageValues;
  readonly cardOrderNo: { readonly orderNo: MessageValue };
  readonly cardMoreLines: { readonly count: MessageValue };
  readonly cardTotal: { readonly count: number | bigint };
  readonly viewDetail: NoMessageValues;
  readonly confirmReceipt: NoMessageValues;
  readonly confirmReceiptTitle: NoMessageValues;
  readonly confirmReceiptBody: NoMessageValues;
  readonly confirmReceiptYes: NoMessageValues;
  readonly confirmReceiptNo: NoMessageValues;
  readonly received: NoMessageValues;
  readonly modifyAddress: NoMessageValues;
  readonly modifyAddressTitle: NoMessageValues;
  readonly modifyAddressNote: NoMessageValues;
  readonly modifyAddressUse: NoMessageValues;
  readonly modifyAddressCancel: NoMessageValues;
  readonly manageAddresses: NoMessageValues;
  readonly addressChanged: NoMessageValues;
  readonly orderAgain: NoMessageValues;
  readonly orderAgainAdded: NoMessageValues;
  readonly orderAgainSome: { readonly count: number | bigint };
  readonly orderAgainNone: NoMessageValues;
  readonly skipped: { readonly name: MessageValue; readonly reason: MessageValue };
  readonly skipUnavailable: NoMessageValues;
  readonly skipSoldOut: NoMessageValues;
  readonly skipNotEnough: NoMessageValues;
  readonly skipLimit: NoMessageValues;
  readonly skipCartFull: NoMessageValues;
  readonly copyOrderNo: NoMessageValues;
  readonly copied: NoMessageValues;
  readonly shippedAt: NoMessageValues;
  readonly receivedAt: NoMessageValues;
  readonly coinsEarned: NoMessageValues;
  readonly coinsEarnedValue: { readonly coins: number | bigint };
  readonly addressHeading: NoMessageValues;
  readonly actionsLabel: { readonly orderNo: MessageValue };
}>({
  title: { id: 'orders.page.title', defaultMessage: 'My orders' },
  tabsLabel: { id: 'orders.tabs.label', defaultMessage: 'Orders by status' },
  tabAll: { id: 'orders.tab.all', defaultMessage: 'All' },
  tabToPay: { id: 'orders.tab.toPay', defaultMessage: 'To pay' },
  tabToShip: { id: 'orders.tab.toShip', defaultMessage: 'To ship' },
  tabToReceive: { id: 'orders.tab.toReceive', defaultMessage: 'To receive' },
  tabComplete: { id: 'orders.tab.complete', defaultMessage: 'Completed' },
  tabClosed: { id: 'orders.tab.closed', defaultMessage: 'Closed' },
  tabCount: {
    id: 'orders.tab.count',
    defaultMessage: '{tab}, {count, plural, one {# order} other {# orders}}',
  },
  refresh: { id: 'orders.refresh', defaultMessage: 'Refresh' },
  loadFailed: { id: 'orders.loadFailed', defaultMessage: 'We could not load your orders.' },
  tryAgain: { id: 'orders.tryAgain', defaultMessage: 'Try again' },
  loadMore: { id: 'orders.loadMore', defaultMessage: 'Show more orders' },
  allLoaded: { id: 'orders.allLoaded', defaultMessage: 'That is all of them' },
  emptyAll: { id: 'orders.empty.all', defaultMessage: 'No orders yet' },
  emptyToPay: { id: 'orders.empty.toPay', defaultMessage: 'Nothing waiting for payment' },
  emptyToShip: { id: 'orders.empty.toShip', defaultMessage: 'Nothing waiting to be shipped' },
  emptyToReceive: { id: 'orders.empty.toReceive', defaultMessage: 'Nothing on its way to you' },
  emptyComplete: { id: 'orders.empty.complete', defaultMessage: 'No completed orders yet' },
  emptyClosed: { id: 'orders.empty.closed', defaultMessage: 'No closed orders' },
  emptyBody: { id: 'orders.empty.body', defaultMessage: 'The orders you place show up here.' },
  startShopping: { id: 'orders.empty.shop', defaultMessage: 'Start shopping' },
  cardOrderNo: { id: 'orders.card.orderNo', defaultMessage: 'Order {orderNo}' },
  cardMoreLines: { id: 'orders.card.moreLines', defaultMessage: '+{count} more' },
  cardTotal: {
    id: 'orders.card.total',
    defaultMessage: 'Total ({count, plural, one {# item} other {# items}})',
  },
  viewDetail: { id: 'orders.card.view', defaultMessage: 'View details' },
  confirmReceipt: { id: 'orders.receipt.action', defaultMessage: 'Confirm receipt' },
  confirmReceiptTitle: { id: 'orders.receipt.title', defaultMessage: 'Did your order arrive?' },
  confirmReceiptBody: {
    id: 'orders.receipt.body',
    defaultMessage: 'Confirm only once everything has arrived in good condition. The order then completes.',
  },
  confirmReceiptYes: { id: 'orders.receipt.confirm', defaultMessage: 'Yes, it arrived' },
  confirmReceiptNo: { id: 'orders.receipt.keep', defaultMessage: 'Not yet' },
  received: { id: 'orders.receipt.done', defaultMessage: 'Order completed' },
  modifyAddress: { id: 'orders.address.action', defaultMessage: 'Change address' },
  modifyAddressTitle: { id: 'orders.address.title', defaultMessage: 'Send this order to' },
  modifyAddressNote: {
    id: 'orders.address.note',
    defaultMessage: 'The shipping fee cannot change: choose an address in the same delivery area.',
  },
  modifyAddressUse: { id: 'orders.address.use', defaultMessage: 'Deliver here' },
  modifyAddressCancel: { id: 'orders.address.cancel', defaultMessage: 'Cancel' },
  manageAddresses: { id: 'orders.address.manage', defaultMessage: 'Manage addresses' },
  addressChanged: { id: 'orders.address.changed', defaultMessage: 'Delivery address changed' },
  orderAgain: { id: 'orders.again.action', defaultMessage: 'Order again' },
  orderAgainAdded: { id: 'orders.again.added', defaultMessage: 'Added to your cart' },
  orderAgainSome: {
    id: 'orders.again.some',
    defaultMessage: '{count, plural, one {# item} other {# items}} could not be added',
  },
  orderAgainNone: { id: 'orders.again.none', defaultMessage: 'None of these items can be bought now' },
  skipped: { id: 'orders.again.skipped', defaultMessage: '{name}: {reason}' },
  skipUnavailable: { id: 'orders.again.unavailable', defaultMessage: 'no longer available' },
  skipSoldOut: { id: 'orders.again.soldOut', defaultMessage: 'sold out' },
  skipNotEnough: { id: 'orders.again.notEnough', defaultMessage: 'not enough stock' },
  skipLimit: { id: 'orders.again.limit', defaultMessage: 'over the purchase limit' },
  skipCartFull: { id: 'orders.again.cartFull', defaultMessage: 'your cart is full' },
  copyOrderNo: { id: 'orders.detail.copy', defaultMessage: 'Copy order number' },
  copied: { id: 'orders.detail.copied', defaultMessage: 'Order number copied' },
  shippedAt: { id: 'orders.detail.shippedAt', defaultMessage: 'Shipping date' },
  receivedAt: { id: 'orders.detail.receivedAt', defaultMessage: 'Completion date' },
  coinsEarned: { id: 'orders.detail.coinsEarned', defaultMessage: 'Coins earned' },
  coinsEarnedValue: { id: 'orders.detail.coinsEarnedValue', defaultMessage: '{coins, number} coins' },
  addressHeading: { id: 'orders.detail.address', defaultMessage: 'Delivery address' },
  actionsLabel: { id: 'orders.actions.label', defaultMessage: 'Actions for order {orderNo}' },
});
