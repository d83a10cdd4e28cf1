import type { MessageDescriptor } from 'react-intl';
import type { PaymentKind, PaymentMethodId } from '../../../contract/payment-methods';
import { checkoutMessages as m } from './messages';

/** Each method's name as the shopper knows it (contract/payment-methods.ts ids). */
export const paymentMethodNames: Readonly<Record<PaymentMethodId, MessageDescriptor>> = {
  gopay: m.methodGopay,
  ovo: m.methodOvo,
  dana: m.methodDana,
  qris: m.methodQris,
  card: m.methodCard,
  va_bca: m.methodVaBca,
  va_bni: m.methodVaBni,
  va_mandiri: m.methodVaMandiri,
  alfamart: m.methodAlfamart,
  indomaret: m.methodIndomaret,
  paynow: m.methodPaynow,
  grabpay: m.methodGrabpay,
  tng: m.methodTng,
  fpx: m.methodFpx,
  cod: m.methodCod,
};

/** The groups of the method list (SPEC.md §2: e-wallet, card, cash on delivery, cash tag). */
export const paymentKindNames: Readonly<Record<PaymentKind, MessageDescriptor>> = {
  ewallet: m.kindEwallet,
  qr: m.kindQr,
  card: m.kindCard,
  bank_transfer: m.kindBankTransfer,
  counter: m.kindCounter,
  cod: m.kindCod,
};
