import { fromPromise } from 'xstate';
import {
  checkoutMachine,
  remainingMsAt,
  type ExtendTimeInput,
  type PayInput,
  type PaymentProgress,
  type PayOutcome,
  type PayTimeOutcome,
  type QueryPaymentInput,
} from '../../../machines';
import { refreshOrder } from '../../api/orders';
import { extendPayTime, pay, paymentStatus } from '../../api/payment';

/** Where the provider's page sends the shopper back: this checkout, asking the status first. */
export const checkoutReturnPath = (orderNo: string) =>
  `/checkout?order_no=${encodeURIComponent(orderNo)}&return=1`;

/**
 * The checkout machine with its actors from api/payment.ts (DESIGN.md: the storefront provides
 * the actors). The pay answer's deadline is read against its own server_now, so a counter code's
 * 24 h show at once and the countdown stays on the server's clock. An answer that moves the
 * deadline (a code's 24 h, more time) refreshes the order, so the wake-up sync reads the new one.
 */
export const providedCheckoutMachine = checkoutMachine.provide({
  actors: {
    pay: fromPromise<PayOutcome, PayInput>(async ({ input }) => {
      const answer = await pay(input.orderNo, input.method, checkoutReturnPath(input.orderNo));
      // Done (cash on delivery) refreshes on the way to the success page, once the page has left.
      if (answer.next_action.type !== 'done') refreshOrder(input.orderNo);
      const now = Date.now();
      return {
        action: answer.next_action,
        remainingMs: remainingMsAt(answer.pay_deadline, answer.server_now - now, now),
      };
    }),
    queryPayment: fromPromise<PaymentProgress, QueryPaymentInput>(async ({ input }) => {
      const state = await paymentStatus(input.orderNo);
      return { status: state.status, action: state.next_action, extensionsLeft: state.extensions_left };
    }),
    extendTime: fromPromise<PayTimeOutcome, ExtendTimeInput>(async ({ input }) => {
      const answer = await extendPayTime(input.orderNo);
      refreshOrder(input.orderNo);
      const now = Date.now();
      return {
        extended: answer.extended,
        remainingMs: remainingMsAt(answer.pay_deadline, answer.server_now - now, now),
        extensionsLeft: answer.extensions_left,
        action: answer.next_action,
      };
    }),
  },
});
