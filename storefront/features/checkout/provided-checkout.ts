import { fromPromise } from 'xstate';
import {
  checkoutMachine,
  remainingMsAt,
  type PayInput,
  type PaymentProgress,
  type PayOutcome,
  type QueryPaymentInput,
} from '../../../machines';
import { pay, paymentStatus } from '../../api/payment';

/** Where the provider's page sends the shopper back: this checkout, asking the status first. */
export const checkoutReturnPath = (orderNo: string) =>
  `/checkout?order_no=${encodeURIComponent(orderNo)}&return=1`;

/**
 * The checkout machine with its actors from api/payment.ts (DESIGN.md: the storefront provides
 * the actors). The pay answer's deadline is read against its own server_now, so a counter code's
 * 24 h show at once and the countdown stays on the server's clock.
 */
export const providedCheckoutMachine = checkoutMachine.provide({
  actors: {
    pay: fromPromise<PayOutcome, PayInput>(async ({ input }) => {
      const answer = await pay(input.orderNo, input.method, checkoutReturnPath(input.orderNo));
      const now = Date.now();
      return {
        action: answer.next_action,
        remainingMs: remainingMsAt(answer.pay_deadline, answer.server_now - now, now),
      };
    }),
    queryPayment: fromPromise<PaymentProgress, QueryPaymentInput>(async ({ input }) => {
      const state = await paymentStatus(input.orderNo);
      return { status: state.status, action: state.next_action };
    }),
  },
});
