import { defineMessages } from 'react-intl';
import type { NoMessageValues, MessageValue } from 'react-intl';

/** /orderConfirm (confirm.*). */
export const confirmMessages = defineMessages<{
  readonly title: NoMessageValues;
  readonly nothingTitle: NoMessageValues;
  readonly nothingBody: NoMessageValues;
  readonly backToCart: NoMessageValues;
  readonly loadFailed: NoMessageValues;
  readonly tryAgain: NoMessageValues;
  readonly addressHeading: NoMessageValues;
  readonly changeAddress: NoMessageValues;
  readonly chooseAddress: NoMessageValues;
  readonly useAddress: NoMessageValues;
  readonly manageAddresses: NoMessageValues;
  readonly noAddress: NoMessageValues;
  readonly addAddressTitle: NoMessageValues;
  readonly cancel: NoMessageValues;
  readonly linesHeading: { readonly count: MessageValue };
  readonly quantity: { readonly count: MessageValue };
  readonly problemSoldOut: NoMessageValues;
  readonly problemNotEnough: { readonly count: number | bigint };
  readonly problemPriceChanged: NoMessageValues;
  readonly problemLimit: { readonly count: number | bigint };
  readonly problemUnavailable: NoMessageValues;
  readonly removeLine: NoMessageValues;
  readonly removeLineOf: { readonly name: MessageValue };
  readonly lowerQuantity: { readonly count: MessageValue };
  readonly messageLabel: NoMessageValues;
  readonly messagePlaceholder: NoMessageValues;
  readonly messageCount: { readonly count: MessageValue; readonly max: MessageValue };
  readonly summaryHeading: NoMessageValues;
  readonly productAmount: NoMessageValues;
  readonly discount: NoMessageValues;
  readonly discountValue: { readonly amount: MessageValue };
  readonly subtotal: NoMessageValues;
  readonly shippingFee: NoMessageValues;
  readonly freeFirstOrder: NoMessageValues;
  readonly freeThreshold: NoMessageValues;
  readonly total: NoMessageValues;
  readonly delivery: { readonly hours: MessageValue; readonly max: MessageValue; readonly min: MessageValue };
  readonly submit: NoMessageValues;
  readonly payWindow: { readonly minutes: MessageValue };
  readonly refreshedStock: NoMessageValues;
  readonly refreshedPrice: NoMessageValues;
  readonly fixLines: NoMessageValues;
}>({
  title: { id: 'confirm.page.title', defaultMessage: 'Confirm order' },
  nothingTitle: { id: 'confirm.nothing.title', defaultMessage: 'Nothing to check out' },
  nothingBody: { id: 'confirm.nothing.body', defaultMessage: 'Choose what to buy in your cart first.' },
  backToCart: { id: 'confirm.backToCart', defaultMessage: 'Back to cart' },
  loadFailed: { id: 'confirm.loadFailed', defaultMessage: 'We could not price your order.' },
  tryAgain: { id: 'confirm.tryAgain', defaultMessage: 'Try again' },
  addressHeading: { id: 'confirm.address.heading', defaultMessage: 'Delivery address' },
  changeAddress: { id: 'confirm.address.change', defaultMessage: 'Change address' },
  chooseAddress: { id: 'confirm.address.choose', defaultMessage: 'Choose an address' },
  useAddress: { id: 'confirm.address.use', defaultMessage: 'Deliver here' },
  manageAddresses: { id: 'confirm.address.manage', defaultMessage: 'Manage addresses' },
  noAddress: { id: 'confirm.address.none', defaultMessage: 'Add the address we deliver to.' },
  addAddressTitle: { id: 'confirm.address.addTitle', defaultMessage: 'Add a delivery address' },
  cancel: { id: 'confirm.cancel', defaultMessage: 'Cancel' },
  linesHeading: { id: 'confirm.lines.heading', defaultMessage: 'Items ({count})' },
  quantity: { id: 'confirm.line.quantity', defaultMessage: '× {count}' },
  problemSoldOut: { id: 'confirm.problem.soldOut', defaultMessage: 'Sold out' },
  problemNotEnough: {
    id: 'confirm.problem.notEnough',
    defaultMessage: 'Only {count, plural, one {# unit is} other {# units are}} left',
  },
  problemPriceChanged: { id: 'confirm.problem.priceChanged', defaultMessage: 'The price has changed' },
  problemLimit: {
    id: 'confirm.problem.limit',
    defaultMessage: 'You can buy at most {count, plural, one {# unit} other {# units}}',
  },
  problemUnavailable: { id: 'confirm.problem.unavailable', defaultMessage: 'No longer available' },
  removeLine: { id: 'confirm.line.remove', defaultMessage: 'Remove' },
  removeLineOf: { id: 'confirm.line.removeOf', defaultMessage: 'Remove {name}' },
  lowerQuantity: { id: 'confirm.line.lower', defaultMessage: 'Buy {count}' },
  messageLabel: { id: 'confirm.message.label', defaultMessage: 'Message to the seller' },
  messagePlaceholder: { id: 'confirm.message.placeholder', defaultMessage: 'Optional' },
  messageCount: { id: 'confirm.message.count', defaultMessage: '{count}/{max}' },
  summaryHeading: { id: 'confirm.summary.heading', defaultMessage: 'Payment details' },
  productAmount: { id: 'confirm.summary.products', defaultMessage: 'Products' },
  discount: { id: 'confirm.summary.discount', defaultMessage: 'Discount' },
  discountValue: { id: 'confirm.summary.discountValue', defaultMessage: '−{amount}' },
  subtotal: { id: 'confirm.summary.subtotal', defaultMessage: 'Subtotal' },
  shippingFee: { id: 'confirm.summary.shipping', defaultMessage: 'Shipping fee' },
  freeFirstOrder: {
    id: 'confirm.summary.freeFirstOrder',
    defaultMessage: 'Free shipping on your first order',
  },
  freeThreshold: { id: 'confirm.summary.freeThreshold', defaultMessage: 'Free shipping on this order' },
  total: { id: 'confirm.summary.total', defaultMessage: 'Total' },
  delivery: {
    id: 'confirm.delivery',
    defaultMessage: 'Ships within {hours} hours, arrives in {min}–{max} days',
  },
  submit: { id: 'confirm.submit', defaultMessage: 'Submit order' },
  payWindow: {
    id: 'confirm.payWindow',
    defaultMessage: 'Once submitted, pay within {minutes} minutes. You can add more time if you need it.',
  },
  refreshedStock: {
    id: 'confirm.refreshed.stock',
    defaultMessage:
      'Some items ran short while you were checking out. We updated your order: please check it.',
  },
  refreshedPrice: {
    id: 'confirm.refreshed.price',
    defaultMessage: 'A price changed while you were checking out. We updated your order: please check it.',
  },
  fixLines: { id: 'confirm.fixLines', defaultMessage: 'Fix the items marked above to submit.' },
});

/** /checkout (checkout.*). */
export const checkoutMessages = defineMessages<{
  readonly title: NoMessageValues;
  readonly loadFailed: NoMessageValues;
  readonly tryAgain: NoMessageValues;
  readonly amountDue: NoMessageValues;
  readonly payWithin: NoMessageValues;
  readonly orderNo: { readonly orderNo: MessageValue };
  readonly methodsLabel: NoMessageValues;
  readonly kindEwallet: NoMessageValues;
  readonly kindQr: NoMessageValues;
  readonly kindCard: NoMessageValues;
  readonly kindBankTransfer: NoMessageValues;
  readonly kindCounter: NoMessageValues;
  readonly kindCod: NoMessageValues;
  readonly methodGopay: NoMessageValues;
  readonly methodOvo: NoMessageValues;
  readonly methodDana: NoMessageValues;
  readonly methodQris: NoMessageValues;
  readonly methodCard: NoMessageValues;
  readonly methodVaBca: NoMessageValues;
  readonly methodVaBni: NoMessageValues;
  readonly methodVaMandiri: NoMessageValues;
  readonly methodAlfamart: NoMessageValues;
  readonly methodIndomaret: NoMessageValues;
  readonly methodPaynow: NoMessageValues;
  readonly methodGrabpay: NoMessageValues;
  readonly methodTng: NoMessageValues;
  readonly methodFpx: NoMessageValues;
  readonly methodCod: NoMessageValues;
  readonly pay: NoMessageValues;
  readonly payCod: NoMessageValues;
  readonly redirecting: NoMessageValues;
  readonly openProvider: NoMessageValues;
  readonly qrHeading: NoMessageValues;
  readonly qrLabel: NoMessageValues;
  readonly codeHeading: NoMessageValues;
  readonly codeAt: { readonly place: MessageValue };
  readonly copyCode: NoMessageValues;
  readonly copied: NoMessageValues;
  readonly waiting: NoMessageValues;
  readonly havePaid: NoMessageValues;
  readonly changeMethod: NoMessageValues;
  readonly failedTitle: NoMessageValues;
  readonly retry: NoMessageValues;
  readonly timedOutTitle: NoMessageValues;
  readonly timedOutBody: NoMessageValues;
  readonly viewOrder: NoMessageValues;
  readonly keepShopping: NoMessageValues;
  readonly cancelPayment: NoMessageValues;
  readonly cancelTitle: NoMessageValues;
  readonly cancelBody: NoMessageValues;
  readonly cancelConfirm: NoMessageValues;
  readonly cancelKeep: NoMessageValues;
  readonly notToPay: NoMessageValues;
  readonly timeWarning: { readonly minutes: MessageValue };
  readonly timeAdded: { readonly minutes: MessageValue };
  readonly moreTime: { readonly minutes: MessageValue };
  readonly longerWindow: { readonly hours: MessageValue };
}>({
  title: { id: 'checkout.page.title', defaultMessage: 'Checkout' },
  loadFailed: { id: 'checkout.loadFailed', defaultMessage: 'We could not load this order.' },
  tryAgain: { id: 'checkout.tryAgain', defaultMessage: 'Try again' },
  amountDue: { id: 'checkout.amountDue', defaultMessage: 'Amount to pay' },
  payWithin: { id: 'checkout.payWithin', defaultMessage: 'Pay within' },
  orderNo: { id: 'checkout.orderNo', defaultMessage: 'Order {orderNo}' },
  methodsLabel: { id: 'checkout.methods.label', defaultMessage: 'Payment method' },
  kindEwallet: { id: 'checkout.kind.ewallet', defaultMessage: 'E-wallet' },
  kindQr: { id: 'checkout.kind.qr', defaultMessage: 'Scan to pay' },
  kindCard: { id: 'checkout.kind.card', defaultMessage: 'Credit or debit card' },
  kindBankTransfer: { id: 'checkout.kind.bankTransfer', defaultMessage: 'Bank transfer' },
  kindCounter: { id: 'checkout.kind.counter', defaultMessage: 'Pay at a store (cash tag)' },
  kindCod: { id: 'checkout.kind.cod', defaultMessage: 'Cash on delivery' },
  methodGopay: { id: 'checkout.method.gopay', defaultMessage: 'GoPay' },
  methodOvo: { id: 'checkout.method.ovo', defaultMessage: 'OVO' },
  methodDana: { id: 'checkout.method.dana', defaultMessage: 'DANA' },
  methodQris: { id: 'checkout.method.qris', defaultMessage: 'QRIS' },
  methodCard: { id: 'checkout.method.card', defaultMessage: 'Credit, debit or Nex card' },
  methodVaBca: { id: 'checkout.method.vaBca', defaultMessage: 'BCA virtual account' },
  methodVaBni: { id: 'checkout.method.vaBni', defaultMessage: 'BNI virtual account' },
  methodVaMandiri: { id: 'checkout.method.vaMandiri', defaultMessage: 'Mandiri virtual account' },
  methodAlfamart: { id: 'checkout.method.alfamart', defaultMessage: 'Alfamart' },
  methodIndomaret: { id: 'checkout.method.indomaret', defaultMessage: 'Indomaret' },
  methodPaynow: { id: 'checkout.method.paynow', defaultMessage: 'PayNow' },
  methodGrabpay: { id: 'checkout.method.grabpay', defaultMessage: 'GrabPay' },
  methodTng: { id: 'checkout.method.tng', defaultMessage: "Touch 'n Go eWallet" },
  methodFpx: { id: 'checkout.method.fpx', defaultMessage: 'FPX online banking' },
  methodCod: { id: 'checkout.method.cod', defaultMessage: 'Cash on delivery' },
  pay: { id: 'checkout.pay', defaultMessage: 'Pay now' },
  payCod: { id: 'checkout.payCod', defaultMessage: 'Place order, pay on delivery' },
  redirecting: { id: 'checkout.redirecting', defaultMessage: 'Taking you to the payment page…' },
  openProvider: { id: 'checkout.openProvider', defaultMessage: 'Open the payment page' },
  qrHeading: {
    id: 'checkout.qr.heading',
    defaultMessage: 'Scan this code with your banking or e-wallet app',
  },
  qrLabel: { id: 'checkout.qr.label', defaultMessage: 'Payment QR code' },
  codeHeading: { id: 'checkout.code.heading', defaultMessage: 'Pay with this code' },
  codeAt: { id: 'checkout.code.at', defaultMessage: 'Pay at {place} before the time runs out.' },
  copyCode: { id: 'checkout.code.copy', defaultMessage: 'Copy code' },
  copied: { id: 'checkout.code.copied', defaultMessage: 'Code copied' },
  waiting: { id: 'checkout.waiting', defaultMessage: 'Waiting for your payment…' },
  havePaid: { id: 'checkout.havePaid', defaultMessage: 'I have paid' },
  changeMethod: { id: 'checkout.changeMethod', defaultMessage: 'Use another method' },
  failedTitle: { id: 'checkout.failed.title', defaultMessage: 'The payment did not go through' },
  retry: { id: 'checkout.retry', defaultMessage: 'Try again' },
  timedOutTitle: { id: 'checkout.timedOut.title', defaultMessage: 'Payment timed out' },
  timedOutBody: {
    id: 'checkout.timedOut.body',
    defaultMessage: 'The time to pay has run out and the order is closed. The items are back in stock.',
  },
  viewOrder: { id: 'checkout.viewOrder', defaultMessage: 'View order' },
  keepShopping: { id: 'checkout.keepShopping', defaultMessage: 'Continue shopping' },
  cancelPayment: { id: 'checkout.cancel', defaultMessage: 'Cancel payment' },
  cancelTitle: { id: 'checkout.cancel.title', defaultMessage: 'Cancel this payment?' },
  cancelBody: {
    id: 'checkout.cancel.body',
    defaultMessage:
      'Your order waits in To pay until the time runs out. You can pay for it from your orders until then.',
  },
  cancelConfirm: { id: 'checkout.cancel.confirm', defaultMessage: 'Leave' },
  cancelKeep: { id: 'checkout.cancel.keep', defaultMessage: 'Keep paying' },
  notToPay: { id: 'checkout.notToPay', defaultMessage: 'This order has nothing left to pay.' },
  timeWarning: {
    id: 'checkout.time.warning',
    defaultMessage: 'Less than {minutes} minutes left to pay. Need more time?',
  },
  timeAdded: { id: 'checkout.time.added', defaultMessage: '{minutes} minutes added. Take your time.' },
  moreTime: { id: 'checkout.time.more', defaultMessage: 'Add {minutes} minutes' },
  longerWindow: {
    id: 'checkout.window.longer',
    defaultMessage: 'A virtual account or a store code gives you {hours} hours to pay.',
  },
});

/** /paymentSuccess (paymentSuccess.*). */
export const paymentSuccessMessages = defineMessages({
  title: { id: 'paymentSuccess.page.title', defaultMessage: 'Payment successful' },
  codTitle: { id: 'paymentSuccess.cod.title', defaultMessage: 'Order placed' },
  body: { id: 'paymentSuccess.body', defaultMessage: 'Thank you! We are packing your order.' },
  codBody: {
    id: 'paymentSuccess.cod.body',
    defaultMessage: 'Thank you! Pay the courier when your order arrives.',
  },
  home: { id: 'paymentSuccess.home', defaultMessage: 'Back to home' },
  viewOrder: { id: 'paymentSuccess.viewOrder', defaultMessage: 'View order' },
});
