import { defineMessages } from 'react-intl';

// Facts from SPEC.md §4 (after-sales types and states, vouchers on refund) and §9 (handling fees).
export const refundPolicyMessages = defineMessages({
  title: { id: 'pages.refundPolicy.title', defaultMessage: 'Return and Refund Policy' },
  intro: {
    id: 'pages.refundPolicy.intro',
    defaultMessage:
      'This policy explains when and how you can get a refund or return an item bought on Pasar in Indonesia, Singapore or Malaysia. It forms part of our Terms and Conditions.',
  },

  eligibilityHeading: { id: 'pages.refundPolicy.eligibility.heading', defaultMessage: 'When you can apply' },
  eligibilityP1: {
    id: 'pages.refundPolicy.eligibility.p1',
    defaultMessage:
      'You can apply for after-sales service on a paid order, including one that is still on its way, within the after-sales period shown on the order. Common reasons include:',
  },
  eligibilityItem1: {
    id: 'pages.refundPolicy.eligibility.item1',
    defaultMessage: 'the parcel has not arrived, or an item is missing from it;',
  },
  eligibilityItem2: {
    id: 'pages.refundPolicy.eligibility.item2',
    defaultMessage: 'the item arrived damaged, defective or past its shelf life;',
  },
  eligibilityItem3: {
    id: 'pages.refundPolicy.eligibility.item3',
    defaultMessage: 'you received the wrong item, size or specification, or the item is not as described;',
  },
  eligibilityItem4: {
    id: 'pages.refundPolicy.eligibility.item4',
    defaultMessage: 'you no longer want an order that has already shipped.',
  },
  eligibilityP2: {
    id: 'pages.refundPolicy.eligibility.p2',
    defaultMessage:
      'An item can have only one after-sales request in progress at a time, and the number of requests per order is limited. Requests made after the after-sales period has ended cannot be accepted.',
  },

  typesHeading: {
    id: 'pages.refundPolicy.types.heading',
    defaultMessage: 'Refund only, or return and refund',
  },
  typesItem1: {
    id: 'pages.refundPolicy.types.item1',
    defaultMessage:
      'Refund only: nothing needs to be sent back, for example when the parcel never arrived or an item is missing. If the order has already shipped, we ask the courier to stop the parcel before it reaches you.',
  },
  typesItem2: {
    id: 'pages.refundPolicy.types.item2',
    defaultMessage:
      'Return and refund: you send the item back to us, and we refund you after it has been received and inspected.',
  },

  applyHeading: { id: 'pages.refundPolicy.apply.heading', defaultMessage: 'How to apply' },
  applyItem1: {
    id: 'pages.refundPolicy.apply.item1',
    defaultMessage: 'Go to My orders, open the order and select the after-sales option for the item.',
  },
  applyItem2: {
    id: 'pages.refundPolicy.apply.item2',
    defaultMessage: 'Choose Refund only or Return and refund, and the products and quantity concerned.',
  },
  applyItem3: {
    id: 'pages.refundPolicy.apply.item3',
    defaultMessage:
      'Select a reason (required), describe the problem and add clear photos of the item, its label and the packaging.',
  },
  applyItem4: {
    id: 'pages.refundPolicy.apply.item4',
    defaultMessage:
      'Check the refund amount and submit. You can follow the request in Me, then After-sales service.',
  },
  applyP1: {
    id: 'pages.refundPolicy.apply.p1',
    defaultMessage:
      'You can cancel a request while it is being reviewed. If a request is cancelled or not approved, you can apply again as long as the after-sales period has not ended.',
  },

  returnHeading: { id: 'pages.refundPolicy.return.heading', defaultMessage: 'Sending an item back' },
  returnP1: {
    id: 'pages.refundPolicy.return.p1',
    defaultMessage:
      'Once we agree to a return, the request shows where to send the item and the deadline for sending it. Pack the item securely with its accessories, free gifts and original packaging.',
  },
  returnP2: {
    id: 'pages.refundPolicy.return.p2',
    defaultMessage:
      'After you send it, enter the logistics company and the tracking number in the request. Both are required so we can find your parcel. If nothing is sent before the deadline, the request may be closed.',
  },

  progressHeading: {
    id: 'pages.refundPolicy.progress.heading',
    defaultMessage: 'Review, inspection and refund',
  },
  progressP1: {
    id: 'pages.refundPolicy.progress.p1',
    defaultMessage: 'Your request shows where it stands at every step:',
  },
  progressItem1: {
    id: 'pages.refundPolicy.progress.item1',
    defaultMessage: 'Pending review: the seller is checking your request.',
  },
  progressItem2: {
    id: 'pages.refundPolicy.progress.item2',
    defaultMessage: 'Interception requested: the seller has agreed and asked the courier to stop the parcel.',
  },
  progressItem3: {
    id: 'pages.refundPolicy.progress.item3',
    defaultMessage: 'Awaiting return: send the item back before the deadline shown.',
  },
  progressItem4: {
    id: 'pages.refundPolicy.progress.item4',
    defaultMessage: 'Pending inspection: the returned item has arrived and is being checked.',
  },
  progressItem5: {
    id: 'pages.refundPolicy.progress.item5',
    defaultMessage: 'Refund pending, then refund successful: your money is on its way, then paid.',
  },
  progressItem6: {
    id: 'pages.refundPolicy.progress.item6',
    defaultMessage: 'Failed: the request was not approved. The reason is shown in the request.',
  },

  paymentHeading: {
    id: 'pages.refundPolicy.payment.heading',
    defaultMessage: 'How you are refunded, and fees',
  },
  paymentP1: {
    id: 'pages.refundPolicy.payment.p1',
    defaultMessage:
      'We refund the approved amount to your original payment method. Where that method cannot receive refunds, such as cash on delivery, the refund is paid to the account you set in Refund settings.',
  },
  paymentP2: {
    id: 'pages.refundPolicy.payment.p2',
    defaultMessage: 'A refund handling fee applies in these cases:',
  },
  paymentItem1: {
    id: 'pages.refundPolicy.payment.item1',
    defaultMessage: 'Singapore: SGD 0.50 for each refund paid via PayNow.',
  },
  paymentItem2: {
    id: 'pages.refundPolicy.payment.item2',
    defaultMessage: 'Malaysia: MYR 0.70 for each refund paid via online banking.',
  },
  paymentP3: {
    id: 'pages.refundPolicy.payment.p3',
    defaultMessage:
      'The fee is charged once per refund request and deducted from the amount refunded, so the request shows what you will actually receive.',
  },

  vouchersHeading: {
    id: 'pages.refundPolicy.vouchers.heading',
    defaultMessage: 'Vouchers and shipping promotions',
  },
  vouchersItem1: {
    id: 'pages.refundPolicy.vouchers.item1',
    defaultMessage:
      'If you cancel an order or get a refund, a voucher used on it is returned to My vouchers if it is still within its validity period.',
  },
  vouchersItem2: {
    id: 'pages.refundPolicy.vouchers.item2',
    defaultMessage: 'An expired voucher is not returned.',
  },
  vouchersItem3: {
    id: 'pages.refundPolicy.vouchers.item3',
    defaultMessage: 'A free-shipping promotion used on the order is not restored after a refund.',
  },

  helpHeading: { id: 'pages.refundPolicy.help.heading', defaultMessage: 'Need help?' },
  helpP1: {
    id: 'pages.refundPolicy.help.p1',
    defaultMessage:
      'Contact Customer Service from Me, then Customer service, and have your order number ready. This policy does not affect your rights under the consumer protection laws of your country.',
  },
});
