import { defineMessages } from 'react-intl';
import type { MessageValue, NoMessageValues } from 'react-intl';

/**
 * After-sales screens (afterSales.*; SPEC.md §2, §4 wording states, §5 refund form):
 * /applyRefund, /afterSaleOrder, /afterSaleOrderDetail/:id, /refunds.
 */
export const afterSalesMessages = defineMessages<{ readonly "stateApplied": NoMessageValues; readonly "stateInterception": NoMessageValues; readonly "stateAwaitingReturn": NoMessageValues; readonly "stateReturned": NoMessageValues; readonly "stateInspection": NoMessageValues; readonly "stateRefundPending": NoMessageValues; readonly "stateRefunded": NoMessageValues; readonly "stateFailed": NoMessageValues; readonly "stateCancelled": NoMessageValues; readonly "nextApplied": NoMessageValues; readonly "nextInterception": NoMessageValues; readonly "nextAwaitingReturn": NoMessageValues; readonly "nextReturned": NoMessageValues; readonly "nextInspection": NoMessageValues; readonly "nextRefundPending": { readonly "destination": MessageValue }; readonly "nextRefunded": { readonly "amount": MessageValue; readonly "destination": MessageValue }; readonly "nextFailed": { readonly "reason": MessageValue }; readonly "nextCancelled": NoMessageValues; readonly "timeLeft": NoMessageValues; readonly "deadline": { readonly "date": MessageValue }; readonly "returnBy": { readonly "date": MessageValue }; readonly "typeRefundOnly": NoMessageValues; readonly "typeRefundOnlyHint": NoMessageValues; readonly "typeReturnRefund": NoMessageValues; readonly "typeReturnRefundHint": NoMessageValues; readonly "applyTitle": NoMessageValues; readonly "applyAction": NoMessageValues; readonly "typeLabel": NoMessageValues; readonly "productsLabel": NoMessageValues; readonly "productPick": { readonly "name": MessageValue }; readonly "quantityLabel": { readonly "name": MessageValue }; readonly "refundableOf": { readonly "count": MessageValue }; readonly "noneRefundable": NoMessageValues; readonly "lineHeld": NoMessageValues; readonly "viewOpenRequest": NoMessageValues; readonly "backToOrder": NoMessageValues; readonly "productsRequired": NoMessageValues; readonly "reasonLabel": NoMessageValues; readonly "reasonPlaceholder": NoMessageValues; readonly "reasonRequired": NoMessageValues; readonly "descriptionLabel": NoMessageValues; readonly "descriptionHint": NoMessageValues; readonly "picturesLabel": NoMessageValues; readonly "picturesHint": { readonly "count": MessageValue; readonly "size": MessageValue }; readonly "uploading": { readonly "name": MessageValue }; readonly "uploadFailed": { readonly "name": MessageValue; readonly "reason": MessageValue }; readonly "amountHeading": NoMessageValues; readonly "amountItems": NoMessageValues; readonly "amountFee": NoMessageValues; readonly "amountShipping": NoMessageValues; readonly "deducted": { readonly "amount": MessageValue }; readonly "amountTotal": NoMessageValues; readonly "amountPending": NoMessageValues; readonly "amountAnnounced": { readonly "amount": MessageValue }; readonly "destinationLabel": NoMessageValues; readonly "destinationOriginal": NoMessageValues; readonly "destinationCard": { readonly "bank": MessageValue; readonly "last4": MessageValue }; readonly "destinationWallet": { readonly "wallet": MessageValue }; readonly "destinationNone": NoMessageValues; readonly "addRefundCard": NoMessageValues; readonly "destinationRequired": NoMessageValues; readonly "submit": NoMessageValues; readonly "submitted": NoMessageValues; readonly "orderLoadFailed": NoMessageValues; readonly "listTitle": NoMessageValues; readonly "listEmpty": NoMessageValues; readonly "listEmptyBody": NoMessageValues; readonly "goToOrders": NoMessageValues; readonly "loadFailed": NoMessageValues; readonly "loadMore": NoMessageValues; readonly "allLoaded": NoMessageValues; readonly "cardRequestNo": { readonly "no": MessageValue }; readonly "cardOrderNo": { readonly "orderNo": MessageValue }; readonly "refundDetails": NoMessageValues; readonly "tryAgain": NoMessageValues; readonly "detailTitle": NoMessageValues; readonly "detailLoadFailed": NoMessageValues; readonly "progressLabel": NoMessageValues; readonly "infoHeading": NoMessageValues; readonly "infoType": NoMessageValues; readonly "infoReason": NoMessageValues; readonly "infoDescription": NoMessageValues; readonly "infoAmount": NoMessageValues; readonly "infoFee": NoMessageValues; readonly "infoDestination": NoMessageValues; readonly "infoAppliedAt": NoMessageValues; readonly "infoOrderNo": NoMessageValues; readonly "infoRequestNo": NoMessageValues; readonly "picturesHeading": NoMessageValues; readonly "pictureAlt": { readonly "index": MessageValue }; readonly "returnAddressHeading": NoMessageValues; readonly "logisticsHeading": NoMessageValues; readonly "logisticsCompany": NoMessageValues; readonly "logisticsCompanyPlaceholder": NoMessageValues; readonly "logisticsCompanyRequired": NoMessageValues; readonly "courierOther": NoMessageValues; readonly "courierName": NoMessageValues; readonly "courierNameRequired": NoMessageValues; readonly "trackingNo": NoMessageValues; readonly "trackingNoRequired": NoMessageValues; readonly "trackingNoInvalid": NoMessageValues; readonly "logisticsSubmit": NoMessageValues; readonly "logisticsSaved": NoMessageValues; readonly "cancel": NoMessageValues; readonly "cancelTitle": NoMessageValues; readonly "cancelBody": NoMessageValues; readonly "cancelConfirm": NoMessageValues; readonly "cancelKeep": NoMessageValues; readonly "cancelled": NoMessageValues; readonly "applyAgain": NoMessageValues; readonly "refundsTitle": NoMessageValues; readonly "refundsEmpty": NoMessageValues; readonly "refundProgress": NoMessageValues; readonly "refundStepApplied": NoMessageValues; readonly "refundStepApproved": NoMessageValues; readonly "refundStepPaying": NoMessageValues; readonly "refundStepDone": NoMessageValues }>({
  // The wording states of SPEC.md §4.
  stateApplied: { id: 'afterSales.state.applied', defaultMessage: 'Waiting for the seller to review' },
  stateInterception: {
    id: 'afterSales.state.interception',
    defaultMessage: 'Seller agreed, stopping the parcel',
  },
  stateAwaitingReturn: { id: 'afterSales.state.awaitingReturn', defaultMessage: 'Waiting for your return' },
  stateReturned: {
    id: 'afterSales.state.returned',
    defaultMessage: 'Returned, waiting for the seller to confirm',
  },
  stateInspection: { id: 'afterSales.state.inspection', defaultMessage: 'Seller is inspecting the item' },
  stateRefundPending: { id: 'afterSales.state.refundPending', defaultMessage: 'Refund on its way' },
  stateRefunded: { id: 'afterSales.state.refunded', defaultMessage: 'Refund successful' },
  stateFailed: { id: 'afterSales.state.failed', defaultMessage: 'Request refused' },
  stateCancelled: { id: 'afterSales.state.cancelled', defaultMessage: 'Request cancelled' },
  // What happens next, per state.
  nextApplied: {
    id: 'afterSales.next.applied',
    defaultMessage: 'The seller reviews your request and answers here.',
  },
  nextInterception: {
    id: 'afterSales.next.interception',
    defaultMessage: 'The courier is asked to bring the parcel back. Your refund follows.',
  },
  nextAwaitingReturn: {
    id: 'afterSales.next.awaitingReturn',
    defaultMessage: 'Send the item to the address below and enter the tracking number before the time runs out.',
  },
  nextReturned: {
    id: 'afterSales.next.returned',
    defaultMessage: 'The seller confirms when your parcel arrives.',
  },
  nextInspection: {
    id: 'afterSales.next.inspection',
    defaultMessage: 'The seller checks the item, then refunds you.',
  },
  nextRefundPending: {
    id: 'afterSales.next.refundPending',
    defaultMessage: 'Your refund is being paid to {destination}.',
  },
  nextRefunded: { id: 'afterSales.next.refunded', defaultMessage: '{amount} was refunded to {destination}.' },
  nextFailed: { id: 'afterSales.next.failed', defaultMessage: 'Reason: {reason}' },
  nextCancelled: {
    id: 'afterSales.next.cancelled',
    defaultMessage: 'You cancelled this request. You can apply again while the order allows it.',
  },
  timeLeft: { id: 'afterSales.timeLeft', defaultMessage: 'Time left' },
  deadline: { id: 'afterSales.deadline', defaultMessage: 'Until {date}' },
  returnBy: { id: 'afterSales.returnBy', defaultMessage: 'Send the return by {date}' },
  // Types.
  typeRefundOnly: { id: 'afterSales.type.refundOnly', defaultMessage: 'Refund only' },
  typeRefundOnlyHint: {
    id: 'afterSales.type.refundOnlyHint',
    defaultMessage: 'You keep the item or it never reached you',
  },
  typeReturnRefund: { id: 'afterSales.type.returnRefund', defaultMessage: 'Return and refund' },
  typeReturnRefundHint: {
    id: 'afterSales.type.returnRefundHint',
    defaultMessage: 'You send the item back to the seller',
  },
  // /applyRefund.
  applyTitle: { id: 'afterSales.apply.title', defaultMessage: 'Apply for a refund' },
  applyAction: { id: 'afterSales.apply.action', defaultMessage: 'Return/refund' },
  typeLabel: { id: 'afterSales.apply.typeLabel', defaultMessage: 'What do you need?' },
  productsLabel: { id: 'afterSales.apply.productsLabel', defaultMessage: 'Items' },
  productPick: { id: 'afterSales.apply.productPick', defaultMessage: 'Include {name}' },
  quantityLabel: { id: 'afterSales.apply.quantityLabel', defaultMessage: 'Quantity of {name}' },
  refundableOf: {
    id: 'afterSales.apply.refundableOf',
    defaultMessage: 'Up to {count} can be refunded',
  },
  noneRefundable: {
    id: 'afterSales.apply.noneRefundable',
    defaultMessage: 'Nothing in this order can be refunded now.',
  },
  lineHeld: { id: 'afterSales.apply.lineHeld', defaultMessage: 'A request for this item is open' },
  viewOpenRequest: { id: 'afterSales.apply.viewOpenRequest', defaultMessage: 'View the open request' },
  backToOrder: { id: 'afterSales.apply.backToOrder', defaultMessage: 'Back to the order' },
  productsRequired: { id: 'afterSales.apply.productsRequired', defaultMessage: 'Choose at least one item' },
  reasonLabel: { id: 'afterSales.apply.reasonLabel', defaultMessage: 'Reason' },
  reasonPlaceholder: { id: 'afterSales.apply.reasonPlaceholder', defaultMessage: 'Choose a reason' },
  reasonRequired: {
    id: 'afterSales.apply.reasonRequired',
    defaultMessage: 'Choose the reason for your request from the list, then submit again',
  },
  descriptionLabel: { id: 'afterSales.apply.descriptionLabel', defaultMessage: 'Description (optional)' },
  descriptionHint: {
    id: 'afterSales.apply.descriptionHint',
    defaultMessage: 'Tell the seller what happened',
  },
  picturesLabel: { id: 'afterSales.apply.picturesLabel', defaultMessage: 'Photos' },
  picturesHint: {
    id: 'afterSales.apply.picturesHint',
    defaultMessage: 'Up to {count} photos, JPG, PNG or WebP, at most {size} each',
  },
  uploading: { id: 'afterSales.apply.uploading', defaultMessage: 'Uploading {name}' },
  uploadFailed: { id: 'afterSales.apply.uploadFailed', defaultMessage: '{name} could not be uploaded: {reason}' },
  amountHeading: { id: 'afterSales.apply.amountHeading', defaultMessage: 'Refund' },
  amountItems: { id: 'afterSales.apply.amountItems', defaultMessage: 'Paid for these items' },
  amountFee: { id: 'afterSales.apply.amountFee', defaultMessage: 'Refund handling fee' },
  amountShipping: { id: 'afterSales.apply.amountShipping', defaultMessage: 'Shipping fee (not yet shipped)' },
  deducted: { id: 'afterSales.deducted', defaultMessage: '−{amount}' },
  amountTotal: { id: 'afterSales.apply.amountTotal', defaultMessage: 'You get back' },
  amountPending: { id: 'afterSales.apply.amountPending', defaultMessage: 'Choose items to see the amount' },
  amountAnnounced: {
    id: 'afterSales.apply.amountAnnounced',
    defaultMessage: 'Refund updated: you get back {amount}',
  },
  destinationLabel: { id: 'afterSales.apply.destinationLabel', defaultMessage: 'Refund to' },
  destinationOriginal: {
    id: 'afterSales.apply.destinationOriginal',
    defaultMessage: 'The way you paid',
  },
  destinationCard: { id: 'afterSales.apply.destinationCard', defaultMessage: '{bank} card ending {last4}' },
  destinationWallet: { id: 'afterSales.apply.destinationWallet', defaultMessage: '{wallet} e-wallet' },
  destinationNone: {
    id: 'afterSales.apply.destinationNone',
    defaultMessage: 'A cash-on-delivery order is refunded to a refund card or e-wallet. Add one first.',
  },
  addRefundCard: { id: 'afterSales.apply.addRefundCard', defaultMessage: 'Add a refund card' },
  destinationRequired: {
    id: 'afterSales.apply.destinationRequired',
    defaultMessage: 'Choose where the refund goes',
  },
  submit: { id: 'afterSales.apply.submit', defaultMessage: 'Submit request' },
  submitted: { id: 'afterSales.apply.submitted', defaultMessage: 'Request sent to the seller' },
  orderLoadFailed: { id: 'afterSales.apply.orderLoadFailed', defaultMessage: 'We could not load this order.' },
  // /afterSaleOrder.
  listTitle: { id: 'afterSales.list.title', defaultMessage: 'After-sales service' },
  listEmpty: { id: 'afterSales.list.empty', defaultMessage: 'No refund or return requests' },
  listEmptyBody: {
    id: 'afterSales.list.emptyBody',
    defaultMessage: 'Ask for a refund from an order’s details.',
  },
  goToOrders: { id: 'afterSales.list.goToOrders', defaultMessage: 'My orders' },
  loadFailed: { id: 'afterSales.list.loadFailed', defaultMessage: 'We could not load your requests.' },
  loadMore: { id: 'afterSales.list.loadMore', defaultMessage: 'Show more requests' },
  allLoaded: { id: 'afterSales.list.allLoaded', defaultMessage: 'That is all of them' },
  cardRequestNo: { id: 'afterSales.card.requestNo', defaultMessage: 'Request {no}' },
  cardOrderNo: { id: 'afterSales.card.orderNo', defaultMessage: 'Order {orderNo}' },
  refundDetails: { id: 'afterSales.card.refundDetails', defaultMessage: 'Refund details' },
  tryAgain: { id: 'afterSales.tryAgain', defaultMessage: 'Try again' },
  // /afterSaleOrderDetail/:id.
  detailTitle: { id: 'afterSales.detail.title', defaultMessage: 'Request details' },
  detailLoadFailed: { id: 'afterSales.detail.loadFailed', defaultMessage: 'We could not load this request.' },
  progressLabel: { id: 'afterSales.detail.progress', defaultMessage: 'Request progress' },
  infoHeading: { id: 'afterSales.detail.infoHeading', defaultMessage: 'Request information' },
  infoType: { id: 'afterSales.detail.type', defaultMessage: 'Type' },
  infoReason: { id: 'afterSales.detail.reason', defaultMessage: 'Reason' },
  infoDescription: { id: 'afterSales.detail.description', defaultMessage: 'Description' },
  infoAmount: { id: 'afterSales.detail.amount', defaultMessage: 'Refund amount' },
  infoFee: { id: 'afterSales.detail.fee', defaultMessage: 'Handling fee' },
  infoDestination: { id: 'afterSales.detail.destination', defaultMessage: 'Refund to' },
  infoAppliedAt: { id: 'afterSales.detail.appliedAt', defaultMessage: 'Applied on' },
  infoOrderNo: { id: 'afterSales.detail.orderNo', defaultMessage: 'Order number' },
  infoRequestNo: { id: 'afterSales.detail.requestNo', defaultMessage: 'Request number' },
  picturesHeading: { id: 'afterSales.detail.pictures', defaultMessage: 'Your photos' },
  pictureAlt: { id: 'afterSales.detail.pictureAlt', defaultMessage: 'Photo {index}' },
  returnAddressHeading: { id: 'afterSales.detail.returnAddress', defaultMessage: 'Send the item to' },
  logisticsHeading: { id: 'afterSales.detail.logistics', defaultMessage: 'Return shipment' },
  logisticsCompany: { id: 'afterSales.detail.logisticsCompany', defaultMessage: 'Courier' },
  logisticsCompanyPlaceholder: {
    id: 'afterSales.detail.logisticsCompanyPlaceholder',
    defaultMessage: 'Choose a courier',
  },
  logisticsCompanyRequired: {
    id: 'afterSales.detail.logisticsCompanyRequired',
    defaultMessage: 'Choose the courier',
  },
  courierOther: { id: 'afterSales.detail.courierOther', defaultMessage: 'Another courier' },
  courierName: { id: 'afterSales.detail.courierName', defaultMessage: 'Courier name' },
  courierNameRequired: { id: 'afterSales.detail.courierNameRequired', defaultMessage: 'Enter the courier name' },
  trackingNo: { id: 'afterSales.detail.trackingNo', defaultMessage: 'Tracking number' },
  trackingNoRequired: {
    id: 'afterSales.detail.trackingNoRequired',
    defaultMessage: 'Enter the tracking number',
  },
  trackingNoInvalid: {
    id: 'afterSales.detail.trackingNoInvalid',
    defaultMessage: 'Enter a tracking number of letters and digits',
  },
  logisticsSubmit: { id: 'afterSales.detail.logisticsSubmit', defaultMessage: 'Send tracking number' },
  logisticsSaved: { id: 'afterSales.detail.logisticsSaved', defaultMessage: 'The seller has your tracking number' },
  cancel: { id: 'afterSales.detail.cancel', defaultMessage: 'Cancel request' },
  cancelTitle: { id: 'afterSales.detail.cancelTitle', defaultMessage: 'Cancel this request?' },
  cancelBody: {
    id: 'afterSales.detail.cancelBody',
    defaultMessage: 'The seller stops handling it. You can apply again while the order allows it.',
  },
  cancelConfirm: { id: 'afterSales.detail.cancelConfirm', defaultMessage: 'Cancel request' },
  cancelKeep: { id: 'afterSales.detail.cancelKeep', defaultMessage: 'Keep request' },
  cancelled: { id: 'afterSales.detail.cancelled', defaultMessage: 'Request cancelled' },
  applyAgain: { id: 'afterSales.detail.applyAgain', defaultMessage: 'Apply again' },
  // /refunds.
  refundsTitle: { id: 'afterSales.refunds.title', defaultMessage: 'Refund details' },
  refundsEmpty: { id: 'afterSales.refunds.empty', defaultMessage: 'No refunds yet' },
  refundProgress: { id: 'afterSales.refunds.progress', defaultMessage: 'Refund progress' },
  refundStepApplied: { id: 'afterSales.refunds.stepApplied', defaultMessage: 'Request sent' },
  refundStepApproved: { id: 'afterSales.refunds.stepApproved', defaultMessage: 'Seller approved' },
  refundStepPaying: { id: 'afterSales.refunds.stepPaying', defaultMessage: 'Refund being paid' },
  refundStepDone: { id: 'afterSales.refunds.stepDone', defaultMessage: 'Refund received' },
});

/** The reasons a shopper picks (contract AFTER_SALES_REASONS keys), the merchant's refusals, who cancelled. */
export const afterSalesReasonMessages = defineMessages({
  changed_mind: { id: 'afterSales.reason.changed_mind', defaultMessage: 'I changed my mind' },
  ordered_by_mistake: { id: 'afterSales.reason.ordered_by_mistake', defaultMessage: 'I ordered by mistake' },
  seller_too_slow: { id: 'afterSales.reason.seller_too_slow', defaultMessage: 'The seller is taking too long to ship' },
  not_received: { id: 'afterSales.reason.not_received', defaultMessage: 'I did not receive the parcel' },
  missing_items: { id: 'afterSales.reason.missing_items', defaultMessage: 'Items are missing from the parcel' },
  other: { id: 'afterSales.reason.other', defaultMessage: 'Another reason' },
  damaged: { id: 'afterSales.reason.damaged', defaultMessage: 'The item arrived damaged' },
  defective: { id: 'afterSales.reason.defective', defaultMessage: 'The item does not work' },
  wrong_item: { id: 'afterSales.reason.wrong_item', defaultMessage: 'I received the wrong item' },
  not_as_described: { id: 'afterSales.reason.not_as_described', defaultMessage: 'The item is not as described' },
  missing_parts: { id: 'afterSales.reason.missing_parts', defaultMessage: 'Parts or accessories are missing' },
  expired_product: { id: 'afterSales.reason.expired_product', defaultMessage: 'The product has expired' },
});

export const afterSalesClosedReasonMessages = defineMessages({
  evidence_insufficient: {
    id: 'afterSales.refusal.evidence_insufficient',
    defaultMessage: 'The photos do not show the problem',
  },
  outside_policy: { id: 'afterSales.refusal.outside_policy', defaultMessage: 'The request is outside the return policy' },
  item_used: { id: 'afterSales.refusal.item_used', defaultMessage: 'The item has been used' },
  item_not_matching: {
    id: 'afterSales.refusal.item_not_matching',
    defaultMessage: 'The returned item is not the one sold',
  },
  inspection_failed: { id: 'afterSales.refusal.inspection_failed', defaultMessage: 'The item did not pass inspection' },
  already_shipped: { id: 'afterSales.refusal.already_shipped', defaultMessage: 'The parcel could not be stopped' },
  by_member: { id: 'afterSales.cancelledBy.member', defaultMessage: 'Cancelled by you' },
  return_overdue: {
    id: 'afterSales.cancelledBy.returnOverdue',
    defaultMessage: 'The item was not sent back in time',
  },
});
