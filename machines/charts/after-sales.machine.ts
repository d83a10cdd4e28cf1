import { setup, transition } from 'xstate';
import {
  AFTER_SALES_STATES,
  AFTER_SALES_STATUS_OF_STATE,
  type AfterSalesAction,
  type AfterSalesState,
  type AfterSalesStatus,
  type AfterSalesType,
} from '../../contract/after-sales-constants';

/**
 * An after-sales request's life (SPEC.md §3 status numbers, §4 wording states; ADR 030
 * has the picture). One chart for both sides: the server resolves a request's stored state here
 * and asks nextAfterSalesState() before every move (1103034, or 1103040 for a cancel, when the
 * chart refuses it); the storefront shows what afterSalesActions() offers. Pure: no actors, no
 * delays (the return deadline is the server's job, which sends RETURN_OVERDUE; the refund is the
 * payment side's, which sends REFUND_SUCCEEDED).
 *
 *   pending_review ─AGREE (refund_only)──────────────────────────────────────────▶ refund_pending
 *     │ └─REQUEST_INTERCEPTION─▶ interception_requested ─AGREE (parcel stopped)──▶ refund_pending
 *     └─AGREE (return_refund)─▶ awaiting_return ─SEND_RETURN─▶ returned_awaiting_merchant
 *                                  │                            └─RECEIVE_RETURN─▶ pending_inspection
 *                                  └─RETURN_OVERDUE─▶ cancelled     pending_inspection ─INSPECT_PASS─▶ refund_pending
 *   refund_pending ─REFUND_SUCCEEDED─▶ refund_successful
 *   REFUSE (merchant, with a reason) from every state before refund_pending but awaiting_return ─▶ failed
 *   CANCEL (member) from pending_review, interception_requested, awaiting_return ─▶ cancelled
 *
 * Decision: the member may cancel until the goods are on their way back or the refund has
 * started (as Shopee's "Cancel request"); the merchant refuses only while the request is on their
 * side (not while waiting for the shopper's parcel: the deadline settles that one).
 */
export type AfterSalesEvent =
  | { type: 'AGREE' }
  | { type: 'REQUEST_INTERCEPTION' }
  | { type: 'REFUSE' }
  | { type: 'CANCEL' }
  | { type: 'SEND_RETURN' }
  | { type: 'RETURN_OVERDUE' }
  | { type: 'RECEIVE_RETURN' }
  | { type: 'INSPECT_PASS' }
  | { type: 'REFUND_SUCCEEDED' };
export type AfterSalesEventType = AfterSalesEvent['type'];

export interface AfterSalesContext {
  type: AfterSalesType;
}

/** Who may send which event (the server checks the sender: a member never agrees to their own request). */
export const AFTER_SALES_EVENTS_BY_ACTOR = {
  member: ['CANCEL', 'SEND_RETURN'],
  merchant: ['AGREE', 'REQUEST_INTERCEPTION', 'REFUSE', 'RECEIVE_RETURN', 'INSPECT_PASS'],
  system: ['RETURN_OVERDUE', 'REFUND_SUCCEEDED'],
} as const satisfies Record<string, readonly AfterSalesEventType[]>;

export const afterSalesMachine = setup({
  types: { context: {} as AfterSalesContext, events: {} as AfterSalesEvent, input: {} as AfterSalesContext },
  guards: {
    isReturn: ({ context }) => context.type === 'return_refund',
    isRefundOnly: ({ context }) => context.type === 'refund_only',
  },
}).createMachine({
  id: 'afterSales',
  context: ({ input }) => ({ type: input.type }),
  initial: 'pending_review',
  states: {
    pending_review: {
      on: {
        AGREE: [{ guard: 'isReturn', target: 'awaiting_return' }, { target: 'refund_pending' }],
        REQUEST_INTERCEPTION: { guard: 'isRefundOnly', target: 'interception_requested' },
        REFUSE: 'failed',
        CANCEL: 'cancelled',
      },
    },
    interception_requested: {
      on: { AGREE: 'refund_pending', REFUSE: 'failed', CANCEL: 'cancelled' },
    },
    awaiting_return: {
      on: { SEND_RETURN: 'returned_awaiting_merchant', RETURN_OVERDUE: 'cancelled', CANCEL: 'cancelled' },
    },
    returned_awaiting_merchant: {
      on: { RECEIVE_RETURN: 'pending_inspection', REFUSE: 'failed' },
    },
    pending_inspection: {
      on: { INSPECT_PASS: 'refund_pending', REFUSE: 'failed' },
    },
    refund_pending: { on: { REFUND_SUCCEEDED: 'refund_successful' } },
    refund_successful: { type: 'final' },
    failed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

function snapshotAt(state: AfterSalesState, type: AfterSalesType) {
  return afterSalesMachine.resolveState({ value: state, context: { type } });
}

/**
 * The state `event` moves a request of `type` in `state` to, or null when the chart does not
 * allow the move.
 */
export function nextAfterSalesState(
  state: AfterSalesState,
  type: AfterSalesType,
  event: AfterSalesEventType,
): AfterSalesState | null {
  const before = snapshotAt(state, type);
  if (!before.can({ type: event })) return null;
  const [after] = transition(afterSalesMachine, before, { type: event });
  const value = after.value as string;
  return (AFTER_SALES_STATES as readonly string[]).includes(value) ? (value as AfterSalesState) : null;
}

/** SPEC.md §3's number of a state. */
export function afterSalesStatusOf(state: AfterSalesState): AfterSalesStatus {
  return AFTER_SALES_STATUS_OF_STATE[state];
}

/** Whether a request in `state` is finished (it no longer holds its lines). */
export function isAfterSalesClosed(state: AfterSalesState): boolean {
  return snapshotAt(state, 'refund_only').status === 'done';
}

/**
 * The actions a member may take on a request (the detail's `actions`): cancel while the chart
 * allows CANCEL, enter_logistics while it allows SEND_RETURN, apply_again on a failed or
 * cancelled request when `canApplyAgain` (the server's say: the order is still within its window
 * and under its maximum, and no other request holds the lines).
 */
export function afterSalesActions(
  state: AfterSalesState,
  type: AfterSalesType,
  canApplyAgain: boolean,
): AfterSalesAction[] {
  const snapshot = snapshotAt(state, type);
  const actions: AfterSalesAction[] = [];
  if (snapshot.can({ type: 'CANCEL' })) actions.push('cancel');
  if (snapshot.can({ type: 'SEND_RETURN' })) actions.push('enter_logistics');
  if ((state === 'failed' || state === 'cancelled') && canApplyAgain) actions.push('apply_again');
  return actions;
}
