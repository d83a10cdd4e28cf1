import type { PayAnswer, PaymentState, PayTimeAnswer } from '../../contract/payment';
import { newIdempotencyKey, request } from './request';

/**
 * Paying for an order (server/areas/payments/routes.ts, contract/payment.ts). The calls are
 * made by the checkout machine's actors (features/checkout/provided-checkout.ts), not by SWR
 * hooks: a payment is a step of a flow, asked again on the machine's own schedule.
 */
export const payPath = 'payment/pay';
export const paymentStatusPath = 'payment/status';
export const payTimePath = 'payment/extend_deadline';

/**
 * Starts (or supersedes) the order's payment with `method`; the answer says what the shopper
 * does next. `returnUrl` is where the provider's page sends the shopper back. A fresh
 * Idempotency-Key per press: a network retry of the same press is the same payment.
 */
export function pay(
  orderNo: string,
  method: string,
  returnUrl: string,
  idempotencyKey = newIdempotencyKey(),
) {
  return request<PayAnswer>(payPath, {
    body: { order_no: orderNo, method, return_url: returnUrl },
    idempotencyKey,
  });
}

/**
 * The status of the order's latest payment. Silent: it is polled every few seconds while the
 * provider has the payment, and a poll that fails is simply asked again (no toast per poll).
 */
export function paymentStatus(orderNo: string) {
  return request<PaymentState>(`${paymentStatusPath}/${encodeURIComponent(orderNo)}`, { silent: true });
}

/**
 * More time to pay the order (ADR 034), asked once the countdown warns. A fresh Idempotency-Key
 * per press; the server adds the time once however often it is asked in the same minute.
 */
export function extendPayTime(orderNo: string, idempotencyKey = newIdempotencyKey()) {
  return request<PayTimeAnswer>(payTimePath, { body: { order_no: orderNo }, idempotencyKey });
}
