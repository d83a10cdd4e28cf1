import { defineMessages } from 'react-intl';

// SPEC.md §1, §4 and §9 are the facts these answers state (shipping within 48 hours, delivery
// times, payment countdown, vouchers and coins, refund handling fees, account rules).
export const faqsMessages = defineMessages({
  title: { id: 'pages.faqs.title', defaultMessage: 'Frequently asked questions' },
  intro: {
    id: 'pages.faqs.intro',
    defaultMessage:
      'Quick answers about shopping on Pasar in Indonesia, Singapore and Malaysia. Select a question to see the answer.',
  },

  groupShipping: { id: 'pages.faqs.group.shipping', defaultMessage: 'Orders & shipping' },
  groupPayment: { id: 'pages.faqs.group.payment', defaultMessage: 'Payment' },
  groupReturns: { id: 'pages.faqs.group.returns', defaultMessage: 'Returns & refunds' },
  groupVouchers: { id: 'pages.faqs.group.vouchers', defaultMessage: 'Vouchers & coins' },
  groupAccount: { id: 'pages.faqs.group.account', defaultMessage: 'Account' },

  shippingQ1: { id: 'pages.faqs.shipping.q1', defaultMessage: 'When will my order be shipped?' },
  shippingA1: {
    id: 'pages.faqs.shipping.a1',
    defaultMessage:
      'Orders usually ship within 48 hours after payment (or after you place a cash on delivery order). You can follow your parcel in My orders: open the order and select the tracking section.',
  },
  shippingQ2: { id: 'pages.faqs.shipping.q2', defaultMessage: 'How long does delivery take?' },
  shippingA2: {
    id: 'pages.faqs.shipping.a2',
    defaultMessage:
      'Once shipped, delivery usually takes 1 to 2 days within the city and 4 to 7 days to addresses out of town. Public holidays, bad weather and remote areas can add time.',
  },
  shippingQ3: { id: 'pages.faqs.shipping.q3', defaultMessage: 'Can I cancel my order?' },
  shippingA3: {
    id: 'pages.faqs.shipping.a3',
    defaultMessage:
      'Open the order in My orders and select Cancel order. The order is closed straight away and any payment is refunded. If Cancel order is no longer shown because the order is on its way, apply for a refund from the order instead.',
  },
  shippingQ4: { id: 'pages.faqs.shipping.q4', defaultMessage: 'Why should I confirm receipt?' },
  shippingA4: {
    id: 'pages.faqs.shipping.a4',
    defaultMessage:
      'Confirming receipt tells us your parcel arrived in good condition. It completes the order, and the coins you earned on it are credited to your account after that. Please check your items before you confirm.',
  },

  paymentQ1: { id: 'pages.faqs.payment.q1', defaultMessage: 'Which payment methods can I use?' },
  paymentA1: {
    id: 'pages.faqs.payment.a1',
    defaultMessage:
      'Depending on your country and order, you can pay by e-wallet, credit or debit card (including Nex cards), cash on delivery or cash tag. The methods available for your order are shown at checkout.',
  },
  paymentQ2: { id: 'pages.faqs.payment.q2', defaultMessage: 'What happens if I do not pay in time?' },
  paymentA2: {
    id: 'pages.faqs.payment.a2',
    defaultMessage:
      'An unpaid order shows a payment countdown. If it is not paid before the countdown ends, the order closes automatically. A voucher you used is returned to your account if it is still valid.',
  },

  returnsQ1: { id: 'pages.faqs.returns.q1', defaultMessage: 'How do I ask for a return or refund?' },
  returnsA1: {
    id: 'pages.faqs.returns.a1',
    defaultMessage:
      'Open the order in My orders and apply for after-sales service. Choose Refund only if you do not need to send anything back, or Return and refund if you are returning the item. Give a reason, a short description and photos; you can follow the request in After-sales service.',
  },
  returnsQ2: { id: 'pages.faqs.returns.q2', defaultMessage: 'Is there a fee for refunds?' },
  returnsA2: {
    id: 'pages.faqs.returns.a2',
    defaultMessage:
      'In Singapore, refunds paid to you via PayNow have a handling fee of SGD 0.50 per refund. In Malaysia, refunds via online banking have a handling fee of MYR 0.70 per refund. The fee is charged once per refund request and deducted from the amount refunded.',
  },
  returnsQ3: {
    id: 'pages.faqs.returns.q3',
    defaultMessage: 'Do I get my voucher back if I cancel or get a refund?',
  },
  returnsA3: {
    id: 'pages.faqs.returns.a3',
    defaultMessage:
      'Yes, if the voucher is still within its validity period: it goes back to My vouchers. An expired voucher is not returned. A free-shipping promotion used on the order is not restored after a refund.',
  },

  vouchersQ1: { id: 'pages.faqs.vouchers.q1', defaultMessage: 'How do vouchers work?' },
  vouchersA1: {
    id: 'pages.faqs.vouchers.a1',
    defaultMessage:
      'There are discount vouchers and shipping vouchers. Each voucher shows its minimum spend, its validity period, the products it applies to and whether it can be combined with other vouchers. Some vouchers are for new users only, and some can only be used in the Pasar app.',
  },
  vouchersQ2: { id: 'pages.faqs.vouchers.q2', defaultMessage: 'How do I earn and use coins?' },
  vouchersA2: {
    id: 'pages.faqs.vouchers.a2',
    defaultMessage:
      'You earn coins on your orders; they are credited after you confirm receipt. At checkout you can switch on coins to pay part of your order. The amount coins can cover is capped at a percentage of the payment for each order, and the checkout page shows how much you can use.',
  },

  accountQ1: { id: 'pages.faqs.account.q1', defaultMessage: 'How do I delete my account?' },
  accountA1: {
    id: 'pages.faqs.account.a1',
    defaultMessage:
      'Go to Me, then Settings, and choose to delete your account. Select a reason and enter the verification code we send you. Orders still in progress must be finished first. Deletion takes 3 to 7 working days, after which your account and its data cannot be recovered.',
  },
  accountQ2: { id: 'pages.faqs.account.q2', defaultMessage: 'What happens when I change my country?' },
  accountA2: {
    id: 'pages.faqs.account.a2',
    defaultMessage:
      'Each country has its own products, prices and currency (Rp for Indonesia, SGD for Singapore, MYR for Malaysia). After you confirm the change, your cart is cleared and you are logged out, so log in again to shop in the new country.',
  },
  accountQ3: {
    id: 'pages.faqs.account.q3',
    defaultMessage: 'How often can I change my name and birth date?',
  },
  accountA3: {
    id: 'pages.faqs.account.a3',
    defaultMessage:
      'Your name and your birth date can each be changed once a year, so please check them carefully before saving. Your phone number, e-mail and password can be changed at any time after verification.',
  },
  accountQ4: { id: 'pages.faqs.account.q4', defaultMessage: 'Why can my profile photo not be uploaded?' },
  accountA4: {
    id: 'pages.faqs.account.a4',
    defaultMessage:
      'Profile photos can be at most 800 KB. A square picture of about 200 × 200 pixels looks best.',
  },
});
