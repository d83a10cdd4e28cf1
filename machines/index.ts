// The machines (DESIGN.md, docs/architecture.md "Machines"): the flows, whose actors the storefront provides
// from api/, and in charts/ the records' lives the server moves.
// Each machine module exports, in this order: the machine, its input, context and events, what
// it outputs, emits or reports, and the input of each actor the app provides. notProvided and
// test-support.ts stay inside machines/.
export {
  DEFAULT_PHONE_CODE,
  errorCodeOf,
  isCodeRejection,
  RESEND_SECONDS,
  type ContactMethod,
  type FlowError,
  type PhoneCode,
  type Session,
} from './shared';
export {
  countdownMachine,
  secondsLeft,
  type CountdownContext,
  type CountdownEvent,
  type CountdownInput,
} from './countdown.machine';
export {
  captchaMachine,
  type CaptchaInput,
  type CaptchaContext,
  type CaptchaEvent,
  type CaptchaOutput,
  type CaptchaImage,
  type CheckCaptchaInput,
  type LoadCaptchaInput,
  type LoadCaptchaAudioInput,
} from './captcha.machine';
export {
  sendCodeMachine,
  type SendCodeInput,
  type SendCodeContext,
  type SendCodeEvent,
  type CodeSentEvent,
  type SendCodeReport,
  type CodeRecipient,
  type RequestCodeInput,
} from './send-code.machine';
export {
  loginMachine,
  type LoginInput,
  type LoginContext,
  type LoginEvent,
  type LogInInput,
} from './login.machine';
export {
  passwordLoginMachine,
  type PasswordLoginInput,
  type PasswordLoginContext,
  type PasswordLoginEvent,
  type LogInWithPasswordInput,
} from './password-login.machine';
export {
  passwordResetMachine,
  type PasswordResetInput,
  type PasswordResetContext,
  type PasswordResetEvent,
  type ResetPasswordInput,
} from './password-reset.machine';
export {
  accountDeletionMachine,
  type AccountDeletionInput,
  type AccountDeletionContext,
  type AccountDeletionEvent,
  type ApplyDeletionInput,
} from './account-deletion.machine';
export {
  contactLinkingMachine,
  type ContactLinkingInput,
  type ContactLinkingContext,
  type ContactLinkingEvent,
  type LinkContactInput,
  type SubmitLinkCodeInput,
} from './contact-linking.machine';
export {
  checkoutMachine,
  PAY_WARNING_MS,
  PAYMENT_POLL_MS,
  remainingMsAt,
  type CheckoutInput,
  type CheckoutContext,
  type CheckoutEvent,
  type PaymentHandoff,
  type PayOutcome,
  type PayTimeOutcome,
  type PaymentProgress,
  type PayInput,
  type QueryPaymentInput,
  type ExtendTimeInput,
} from './checkout.machine';
export {
  orderMachine,
  nextOrderStatus,
  orderActions,
  type OrderContext,
  type OrderEvent,
  type OrderEventType,
} from './charts/order.machine';
export {
  afterSalesMachine,
  nextAfterSalesState,
  afterSalesStatusOf,
  afterSalesActions,
  isAfterSalesClosed,
  AFTER_SALES_EVENTS_BY_ACTOR,
  type AfterSalesContext,
  type AfterSalesEvent,
  type AfterSalesEventType,
} from './charts/after-sales.machine';
export {
  voucherMachine,
  nextVoucherStatus,
  type VoucherContext,
  type VoucherEvent,
  type VoucherEventType,
} from './charts/voucher.machine';
