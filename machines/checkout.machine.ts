import {
  assign,
  fromPromise,
  raise,
  sendTo,
  setup,
  spawnChild,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import * as errorCodes from '../contract/error-codes';
import { PAYMENT_STATUS_POLL_SECONDS, type PaymentStatus } from '../contract/payment-constants';
import { PAY_WARNING_MINUTES } from '../contract/payment-methods';
import type { NextAction } from '../contract/payment';
import { countdownMachine } from './countdown.machine';
import { errorCodeOf, notProvided, type FlowError } from './shared';

/**
 * Paying for one unpaid order (/checkout?order_no=, SPEC.md §2 checkout, §4 "paid within a
 * countdown or closed"): the shopper chooses a method, the pay call answers the next
 * step (the provider's page, a QR, a payment code, or done for cash on delivery), and while the
 * provider has it the status is asked until it is paid, failed or the countdown ends.
 *
 * The countdown is **the** countdown child (countdown.machine.ts), started from the time left
 * until the order's deadline on the SERVER's clock: the screen works it out with
 * `remainingMsAt` (deadline − (wall clock + offset to server_now)) and sends `checkout.sync` with
 * it again when the page wakes, so a phone that slept shows the right time, not counted ticks.
 *
 * The countdown warns when PAY_WARNING_MS is left (its `warning`, which the screen says once in a
 * polite live region), and from then on the shopper may ask for more time (`time.extend`, ADR 034,
 * WCAG 2.2.1): the server adds it, and the countdown follows. What the extension did to the payment
 * in progress decides what comes next: a payment code stays shown with its new expiry; a QR on
 * screen was superseded, so a new one is asked for at once; a provider's page was superseded, so
 * the methods come back.
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
  /** How many more times the order can be given more time (absent: unknown, offer it). */
  readonly extensionsLeft?: number;
}

/** POST payment/extend_deadline for the order (ADR 034). */
export interface ExtendTimeInput {
  readonly orderNo: string;
}

/**
 * What more time did: whether it was added (false: asked before the warning, nothing moved), the
 * time left until the deadline now (`remainingMsAt`), how many more times it can be asked, and
 * the payment in progress if it is kept (a payment code with its new expiry), else null.
 */
export interface PayTimeOutcome {
  readonly extended: boolean;
  readonly remainingMs: number;
  readonly extensionsLeft: number;
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
  /** How many more times more time can be asked for (null: not known yet, offered). */
  extensionsLeft: number | null;
  /** More time is being asked for. */
  extending: boolean;
  /** Why more time was refused (shown beside the warning). */
  timeError: FlowError | null;
  /** The last request for more time added it (the screen says so, once). */
  timeAdded: boolean;
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
  | { type: 'cancel.confirm' }
  /** The shopper asks for more time (offered once the countdown warns). */
  | { type: 'time.extend' }
  /** Raised when more time came back: what happened to the payment in progress. */
  | { type: 'time.added'; extended: boolean; action: NextAction | null };

/** The answers the machine reads by name: more time (a spawned child), and a status answer's count. */
type ChildEvent =
  | DoneActorEvent<PayTimeOutcome, 'extendTime'>
  | ErrorActorEvent<unknown, 'extendTime'>
  | DoneActorEvent<PaymentProgress, 'queryPayment'>;

/** The status is asked this often while the provider has the payment (contract's Decision). */
export const PAYMENT_POLL_MS = PAYMENT_STATUS_POLL_SECONDS * 1000;

/** The countdown warns, and more time is offered, when this little is left (ADR 034). */
export const PAY_WARNING_MS = PAY_WARNING_MINUTES * 60_000;

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
    events: {} as CheckoutEvent | ChildEvent,
    input: {} as CheckoutInput,
    children: {} as {
      countdown: 'countDown';
      pay: 'pay';
      queryPayment: 'queryPayment';
      extendTime: 'extendTime';
    },
    tags: {} as 'busy',
  },
  actors: {
    countDown: countdownMachine,
    pay: fromPromise<PayOutcome, PayInput>(notProvided('pay')),
    queryPayment: fromPromise<PaymentProgress, QueryPaymentInput>(notProvided('queryPayment')),
    extendTime: fromPromise<PayTimeOutcome, ExtendTimeInput>(notProvided('extendTime')),
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
    // One request at a time, and none once the server said there is no more to give.
    hasExtensionsLeft: ({ context }) => !context.extending && context.extensionsLeft !== 0,
    // A QR or a code from the server, shown (a redirect is never followed from here).
    isShownAction: (_, params: { action: NextAction | null }) =>
      params.action?.type === 'qr' || params.action?.type === 'payment_code',
    // The extension superseded the QR on screen: a new one is needed.
    supersededQr: ({ context }, params: { extended: boolean; action: NextAction | null }) =>
      params.extended && params.action === null && context.handoff?.type === 'qr',
    // The extension superseded the payment in progress (a provider's page): choose again.
    superseded: (_, params: { extended: boolean; action: NextAction | null }) =>
      params.extended && params.action === null,
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
    showAction: assign((_, params: { action: NextAction | null }) => ({
      handoff: params.action as PaymentHandoff,
    })),
    markExtending: assign({ extending: true, timeError: null, timeAdded: false }),
    askForTime: spawnChild('extendTime', {
      id: 'extendTime',
      input: ({ context }) => ({ orderNo: context.orderNo }),
    }),
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
    extensionsLeft: null,
    extending: false,
    timeError: null,
    timeAdded: false,
  }),
  initial: 'open',
  states: {
    // Everything that happens while the order can still be paid; the countdown runs over all of it.
    open: {
      invoke: {
        id: 'countdown',
        src: 'countDown',
        input: ({ context }) => ({ durationMs: context.initialRemainingMs, warnAtMs: PAY_WARNING_MS }),
        onDone: { target: 'timedOut' },
      },
      on: {
        'time.extend': { guard: 'hasExtensionsLeft', actions: ['markExtending', 'askForTime'] },
        'xstate.done.actor.extendTime': {
          actions: [
            assign(({ event }) => ({
              extending: false,
              extensionsLeft: event.output.extensionsLeft,
              timeAdded: event.output.extended,
            })),
            { type: 'forwardSync', params: ({ event }) => ({ remainingMs: event.output.remainingMs }) },
            raise(({ event }) => ({
              type: 'time.added' as const,
              extended: event.output.extended,
              action: event.output.action,
            })),
          ],
        },
        'xstate.error.actor.extendTime': [
          {
            guard: { type: 'isAlreadyPaid', params: ({ event }) => ({ error: errorCodeOf(event.error) }) },
            target: '#checkout.paid',
          },
          {
            guard: { type: 'isClosed', params: ({ event }) => ({ error: errorCodeOf(event.error) }) },
            target: '#checkout.timedOut',
          },
          {
            actions: assign(({ context, event }) => {
              const timeError = errorCodeOf(event.error);
              return {
                extending: false,
                timeError,
                extensionsLeft: timeError === errorCodes.payTimeUsedUp ? 0 : context.extensionsLeft,
              };
            }),
          },
        ],
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
            'time.added': [
              {
                guard: { type: 'isShownAction', params: ({ event }) => ({ action: event.action }) },
                actions: { type: 'showAction', params: ({ event }) => ({ action: event.action }) },
              },
              {
                guard: {
                  type: 'supersededQr',
                  params: ({ event }) => ({ extended: event.extended, action: event.action }),
                },
                target: 'paying',
                actions: 'clearHandoff',
              },
              {
                guard: {
                  type: 'superseded',
                  params: ({ event }) => ({ extended: event.extended, action: event.action }),
                },
                target: 'choosing',
                actions: 'clearHandoff',
              },
            ],
          },
          initial: 'checking',
          states: {
            checking: {
              // Whatever ended the question (an answer, a failure, leaving): the screen can show.
              // An answer also says how many more times more time can be asked for.
              exit: assign(({ context, event }) => ({
                statusKnown: true,
                extensionsLeft:
                  event.type === 'xstate.done.actor.queryPayment'
                    ? (event.output.extensionsLeft ?? context.extensionsLeft)
                    : context.extensionsLeft,
              })),
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
