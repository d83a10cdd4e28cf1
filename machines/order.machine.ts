import { assign, setup, transition } from 'xstate';
import {
  ORDER_STATUS,
  ORDER_STATUSES,
  type ClosedReason,
  type OrderAction,
  type OrderStatus,
} from '../contract/order-constants';

/**
 * An order's life (SPEC.md §4 order statuses; issue 16): one chart for both sides. The server
 * resolves an order's stored status here and asks nextOrderStatus() before every move (1103028
 * for one it does not allow); the storefront shows the actions orderActions() names. Pure: no
 * actors, no delays (the payment deadline is the server's job, which sends TIMED_OUT).
 *
 *   to_pay ──PAID / COD_CONFIRMED──▶ to_ship ──SHIPPED──▶ to_receive ──RECEIVED──▶ transaction_complete
 *     │                                │
 *     └─CANCEL / TIMED_OUT─▶ transaction_closed ◀─CANCEL (refund started)
 */
export type OrderEvent =
  | { type: 'PAID' }
  | { type: 'COD_CONFIRMED' }
  | { type: 'SHIPPED' }
  | { type: 'RECEIVED' }
  | { type: 'CANCEL' }
  | { type: 'TIMED_OUT' };
export type OrderEventType = OrderEvent['type'];

export interface OrderContext {
  closedReason: ClosedReason | null;
  /** Cancelled after payment: the money goes back (the payment side refunds). */
  refundStarted: boolean;
}

export const orderMachine = setup({
  types: { context: {} as OrderContext, events: {} as OrderEvent },
  actions: {
    closeAs: assign((_, params: { reason: ClosedReason; refund: boolean }) => ({
      closedReason: params.reason,
      refundStarted: params.refund,
    })),
  },
}).createMachine({
  id: 'order',
  context: { closedReason: null, refundStarted: false },
  initial: ORDER_STATUS.toPay,
  states: {
    [ORDER_STATUS.toPay]: {
      on: {
        PAID: ORDER_STATUS.toShip,
        COD_CONFIRMED: ORDER_STATUS.toShip,
        CANCEL: {
          target: ORDER_STATUS.closed,
          actions: { type: 'closeAs', params: { reason: 'cancelled', refund: false } },
        },
        TIMED_OUT: {
          target: ORDER_STATUS.closed,
          actions: { type: 'closeAs', params: { reason: 'timed_out', refund: false } },
        },
      },
    },
    [ORDER_STATUS.toShip]: {
      on: {
        SHIPPED: ORDER_STATUS.toReceive,
        CANCEL: {
          target: ORDER_STATUS.closed,
          actions: { type: 'closeAs', params: { reason: 'cancelled', refund: true } },
        },
      },
    },
    [ORDER_STATUS.toReceive]: { on: { RECEIVED: ORDER_STATUS.complete } },
    [ORDER_STATUS.complete]: { type: 'final' },
    [ORDER_STATUS.closed]: { type: 'final' },
  },
});

function snapshotAt(status: OrderStatus) {
  return orderMachine.resolveState({ value: status, context: { closedReason: null, refundStarted: false } });
}

/**
 * The status `event` moves an order in `status` to, or null when the chart does not allow the
 * move (the server answers 1103028 then).
 */
export function nextOrderStatus(status: OrderStatus, event: OrderEventType): OrderStatus | null {
  const before = snapshotAt(status);
  if (!before.can({ type: event })) return null;
  const [after] = transition(orderMachine, before, { type: event });
  const value = after.value as string;
  return (ORDER_STATUSES as readonly string[]).includes(value) ? (value as OrderStatus) : null;
}

/** Which member action sends which event. */
const actionEvents: Readonly<Record<OrderAction, OrderEventType>> = {
  pay: 'PAID',
  cancel: 'CANCEL',
  confirm_receipt: 'RECEIVED',
};

/**
 * The actions a member may take on an order in `status` (the detail's `actions`): pay and cancel
 * while to_pay, cancel while to_ship (refund), confirm_receipt while to_receive.
 */
export function orderActions(status: OrderStatus): OrderAction[] {
  const snapshot = snapshotAt(status);
  return (Object.keys(actionEvents) as OrderAction[]).filter((action) =>
    snapshot.can({ type: actionEvents[action] }),
  );
}
