// What other parts of the server may use of this area (eslint.config.js refuses a path into
// its files from outside it). Generated from what was used when the server moved to areas; add to it
// deliberately.

export { refundPaidOrder, retryRefunds } from './payments';
export { paymentsFromConfig } from './provider-from-config';
export type { PaymentProvider } from './provider';
export { refundCardRoutes } from './refund-card-routes';
export { openRefund, settleRefund, sweepRefunds } from './refunds';
export type { SettleHooks } from './refunds';
export { paymentRoutes } from './routes';
export { sandboxPayRoutes } from './sandbox-pay-routes';
export { SandboxPaymentProvider } from './sandbox-provider';
