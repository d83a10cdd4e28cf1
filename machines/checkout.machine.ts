import { assign, fromPromise, sendTo, setup } from 'xstate';
import * as errorCodes from '../contract/error-codes';
import { PAYMENT_STATUS_POLL_SECONDS, type PaymentStatus } from '../contract/payment-constants';
import type { NextAction } from '../contract/payment';
import { countdownMachine } from './countdown.machine';
import { errorCodeOf, notProvided, type FlowError } from './shared';

/**
 * Paying for one unpaid order (/checkout?order_no=, SPEC.md §2 checkout, §4 "paid within a
 * countdown or closed"; issue 16): the shopper chooses a method, the pay call answers the next
 * step (the provider's page, a QR, a payment code, or done for cash on delivery), and while the
 * provider has it the status is asked until it is paid, failed or the countdown ends.
 *
 * The countdown is **the** countdown child (countdown.machine.ts), started from the time left
 * until the order's deadline on the SERVER's clock: the screen works it out with
 * `remainingMsAt` (deadline − (wall clock + offset to server_now)) and sends `checkout.sync` with
 * it again when the page wakes, so a phone that slept shows the right time, not counted ticks.
 */

/** What the pay call asks the shopper to do next, other than "done" (contract/payment.ts). */
export type PaymentHandoff = Exclude<NextAction, { type: 'done' }>;

/**
 * The pay call's answer as the machine needs it: the next action, and the time left until the
 * order's deadline as that payment set it (a counter or virtual-account code moves it to 24 h),
 * worked out by the app with `remainingMsAt` from the answer's `pay_deadline` and `server_now`.
 */
export interface PayOutcome {
  readonly action: NextAction;
  readonly remainingMs: number;
}

/** POST payment/pay for the order with the chosen method (the app maps contract/payment.ts). */
export interface PayInput {
  readonly orderNo: string;
  readonly method: string;
}

/** GET payment/status/{order_no}: the status of the order's latest payment. */
export interface QueryPaymentInput {
  readonly orderNo: string;
}

/** What the status call answers: the status, and a pending payment's action (its QR or code again). */
export interface PaymentProgress {
  readonly status: PaymentStatus;
  readonly action: NextAction | null;
}

export interface CheckoutInput {
  readonly orderNo: string;
  /** Time left until the pay deadline on the server's clock (`remainingMsAt`). */
  readonly remainingMs: number;
  /**
   * Ask the status first: the shopper came back from the provider (`&return=1`), or the order has
   * a payment started (a counter code to show again after a reload or from the order's detail).
   */
  readonly returning?: boolean;
  /** The method to preselect (the one the order was last paid with, or the first offered). */
  readonly method?: string | null;
}

export interface CheckoutContext {
  readonly orderNo: string;
  readonly initialRemainingMs: number;
  readonly returning: boolean;
  method: string | null;
  handoff: PaymentHandoff | null;
  error: FlowError | null;
  /** The cancel-payment confirmation is open (the order stays in To pay until the deadline). */
  cancelAsked: boolean;
  /** A status answer (or failure) has come back: before it, the screen has nothing to show yet. */
  statusKnown: boolean;
}

export type CheckoutEvent =
  | { type: 'method.choose'; method: string }
  | { type: 'payment.start' }
  | { type: 'payment.retry' }
  /** Back from the handoff to the list of methods (another method, or the QR was the wrong one). */
  | { type: 'payment.change' }
  /** The shopper says they have paid: ask the status now rather than at the next poll. */
  | { type: 'payment.check' }
  | { type: 'checkout.sync'; remainingMs: number }
  | { type: 'cancel.ask' }
  | { type: 'cancel.dismiss' }
  | { type: 'cancel.confirm' };

/** The status is asked this often while the provider has the payment (contract's Decision). */
export const PAYMENT_POLL_MS = PAYMENT_STATUS_POLL_SECONDS * 1000;

/**
 * Time left until `deadline` on the server's clock. `serverOffsetMs` is `server_now` minus the
 * wall clock when the answer carrying `server_now` arrived; `now` is the wall clock (Date.now())
 * at the moment of asking, so the answer stays right after the device slept or its clock is off.
 */
export function remainingMsAt(deadline: number, serverOffsetMs: number, now: number): number {
  return Math.max(0, deadline - (now + serverOffsetMs));
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    children: {} as { countdown: 'countDown'; pay: 'pay'; queryPayment: 'queryPayment' },
    tags: {} as 'busy',
  },
  actors: {
    countDown: countdownMachine,
    pay: fromPromise<PayOutcome, PayInput>(notProvided('pay')),
    queryPayment: fromPromise<PaymentProgress, QueryPaymentInput>(notProvided('queryPayment')),
  },
  guards: {
    hasMethod: ({ context }) => context.method !== null,
    isReturning: ({ context }) => context.returning,
    isDone: (_, params: { outcome: PayOutcome }) => params.outcome.action.type === 'done',
    isStatus: (_, params: { status: PaymentStatus; is: readonly PaymentStatus[] }) =>
      params.is.includes(params.status),
    // The order was paid already (another tab, a late webhook): nothing left to pay.
    isAlreadyPaid: (_, params: { error: FlowError }) => params.error === errorCodes.orderAlreadyPaid,
    // The deadline passed on the server before ours (clock skew): the order is closed.
    // 1103028: the order is no longer to_pay (closed by the job or cancelled in another tab).
    isClosed: (_, params: { error: FlowError }) =>
      params.error === errorCodes.orderPaymentExpired ||
      params.error === errorCodes.orderAlreadyCanceled ||
      params.error === errorCodes.orderStatusMismatch,
  },
  actions: {
    chooseMethod: assign((_, params: { method: string }) => ({ method: params.method, error: null })),
    recordHandoff: assign((_, params: { outcome: PayOutcome }) => ({
      handoff: params.outcome.action.type === 'done' ? null : params.outcome.action,
    })),
    recordError: assign((_, params: { error: FlowError }) => ({ error: params.error })),
    // A pending payment's QR or code from the status call, shown again (after a reload, or Pay now
    // from the order). Never its redirect: the shopper who came back from the provider's page
    // would be sent straight back to it.
    recordPendingAction: assign(({ context }, params: { progress: PaymentProgress }) => {
      const { action } = params.progress;
      const shown = action && (action.type === 'qr' || action.type === 'payment_code') ? action : null;
      return { handoff: context.handoff ?? shown };
    }),
    clearHandoff: assign({ handoff: null, error: null }),
    askCancel: assign({ cancelAsked: true }),
    dismissCancel: assign({ cancelAsked: false }),
    forwardSync: sendTo('countdown', (_, params: { remainingMs: number }) => ({
      type: 'countdown.sync' as const,
      remainingMs: params.remainingMs,
    })),
  },
  delays: { poll: PAYMENT_POLL_MS },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    orderNo: input.orderNo,
    initialRemainingMs: input.remainingMs,
    returning: input.returning ?? false,
    method: input.method ?? null,
    handoff: null,
    error: null,
    cancelAsked: false,
    statusKnown: false,
  }),
  initial: 'open',
  states: {
    // Everything that happens while the order can still be paid; the countdown runs over all of it.
    open: {
      invoke: {
        id: 'countdown',
        src: 'countDown',
        input: ({ context }) => ({ durationMs: context.initialRemainingMs }),
        onDone: { target: 'timedOut' },
      },
      on: {
        'checkout.sync': {
          actions: { type: 'forwardSync', params: ({ event }) => ({ remainingMs: event.remainingMs }) },
        },
        'cancel.ask': { actions: 'askCancel' },
        'cancel.dismiss': { actions: 'dismissCancel' },
        // The order is left in To pay: the shopper may come back before the deadline.
        'cancel.confirm': { target: 'left' },
      },
      initial: 'start',
      states: {
        start: {
          always: [{ guard: 'isReturning', target: 'awaitingProvider.checking' }, { target: 'choosing' }],
        },
        choosing: {
          on: {
            'method.choose': {
              actions: { type: 'chooseMethod', params: ({ event }) => ({ method: event.method }) },
            },
            'payment.start': { guard: 'hasMethod', target: 'paying' },
          },
        },
        paying: {
          tags: 'busy',
          invoke: {
            id: 'pay',
            src: 'pay',
            input: ({ context }) => ({ orderNo: context.orderNo, method: context.method ?? '' }),
            onDone: [
              {
                guard: { type: 'isDone', params: ({ event }) => ({ outcome: event.output }) },
                target: '#checkout.paid',
              },
              {
                target: 'awaitingProvider',
                actions: [
                  { type: 'recordHandoff', params: ({ event }) => ({ outcome: event.output }) },
                  { type: 'forwardSync', params: ({ event }) => ({ remainingMs: event.output.remainingMs }) },
                ],
              },
            ],
            onError: [
              {
                guard: {
                  type: 'isAlreadyPaid',
                  params: ({ event }) => ({ error: errorCodeOf(event.error) }),
                },
                target: '#checkout.paid',
              },
              {
                guard: { type: 'isClosed', params: ({ event }) => ({ error: errorCodeOf(event.error) }) },
                target: '#checkout.timedOut',
              },
              {
                target: 'failed',
                actions: {
                  type: 'recordError',
                  params: ({ event }) => ({ error: errorCodeOf(event.error) }),
                },
              },
            ],
          },
        },
        // The handoff is shown (or the shopper is on the provider's page); the status is asked
        // now and then every PAYMENT_POLL_MS until it settles.
        awaitingProvider: {
          on: {
            'payment.change': { target: 'choosing', actions: 'clearHandoff' },
          },
          initial: 'checking',
          states: {
            checking: {
              exit: assign({ statusKnown: true }),
              invoke: {
                id: 'queryPayment',
                src: 'queryPayment',
                input: ({ context }) => ({ orderNo: context.orderNo }),
                onDone: [
                  {
                    guard: {
                      type: 'isStatus',
                      params: ({ event }) => ({ status: event.output.status, is: ['paid'] }),
                    },
                    target: '#checkout.paid',
                  },
                  {
                    // Closed before the money came (a late payment is refunded): nothing to pay.
                    guard: {
                      type: 'isStatus',
                      params: ({ event }) => ({ status: event.output.status, is: ['refunded'] }),
                    },
                    target: '#checkout.timedOut',
                  },
                  {
                    guard: {
                      type: 'isStatus',
                      params: ({ event }) => ({ status: event.output.status, is: ['failed', 'expired'] }),
                    },
                    target: '#checkout.open.failed',
                    actions: [
                      'clearHandoff',
                      {
                        type: 'recordError',
                        params: ({ event }) => ({
                          error:
                            event.output.status === 'failed'
                              ? errorCodes.paymentFailed
                              : errorCodes.paymentCanceled,
                        }),
                      },
                    ],
                  },
                  {
                    // Back from the provider with nothing started: choose a method.
                    guard: {
                      type: 'isStatus',
                      params: ({ event }) => ({ status: event.output.status, is: ['none'] }),
                    },
                    target: '#checkout.open.choosing',
                  },
                  {
                    target: 'waiting',
                    actions: {
                      type: 'recordPendingAction',
                      params: ({ event }) => ({ progress: event.output }),
                    },
                  },
                ],
                // A status call that failed (network) is simply asked again at the next poll.
                onError: { target: 'waiting' },
              },
            },
            waiting: {
              after: { poll: { target: 'checking' } },
              on: { 'payment.check': { target: 'checking' } },
            },
          },
        },
        // The provider or the pay call refused: try again with the same method, or choose another.
        failed: {
          on: {
            'payment.retry': { guard: 'hasMethod', target: 'paying', actions: 'clearHandoff' },
            'method.choose': {
              target: 'choosing',
              actions: [
                'clearHandoff',
                { type: 'chooseMethod', params: ({ event }) => ({ method: event.method }) },
              ],
            },
            'payment.change': { target: 'choosing', actions: 'clearHandoff' },
          },
        },
      },
    },
    paid: { type: 'final' },
    // SPEC.md §4: not paid within the countdown, the order closes itself (the server's job).
    timedOut: { type: 'final' },
    // The shopper left without paying; the order waits in To pay until its deadline.
    left: { type: 'final' },
  },
});
