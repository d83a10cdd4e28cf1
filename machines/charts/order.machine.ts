import { assign, setup, transition } from 'xstate';
import {
  ORDER_STATUS,
  ORDER_STATUSES,
  type ClosedReason,
  type OrderAction,
  type OrderStatus,
} from '../../contract/order-constants';

/**
 * An order's life (SPEC.md §4 order statuses): one chart for both sides. The server
 * resolves an order's stored status here and asks nextOrderStatus() before every move (1103028
 * for one it does not allow); the storefront shows the actions orderActions() names. Pure: no
 * actors, no delays (the payment deadline is the server's job, which sends TIMED_OUT).
 *
 *   to_pay ──PAID / COD_CONFIRMED──▶ to_ship ──SHIPPED──▶ to_receive ──RECEIVED──▶ transaction_complete
 *     │                                │
 *     └─CANCEL / TIMED_OUT─▶ transaction_closed ◀─CANCEL (refund started)
 *
 * ADDRESS_CHANGED leaves the status as it is: the member may change the address while the order
 * waits to pay or to ship, never once it shipped.
 */
export type OrderEvent =
  | { type: 'PAID' }
  | { type: 'COD_CONFIRMED' }
  | { type: 'SHIPPED' }
  | { type: 'RECEIVED' }
  | { type: 'CANCEL' }
  | { type: 'TIMED_OUT' }
  | { type: 'ADDRESS_CHANGED' };
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
        ADDRESS_CHANGED: ORDER_STATUS.toPay,
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
        ADDRESS_CHANGED: ORDER_STATUS.toShip,
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

/** Which member action sends which event; order_again moves nothing (it fills the cart). */
const actionEvents: Readonly<Record<Exclude<OrderAction, 'order_again'>, OrderEventType>> = {
  pay: 'PAID',
  cancel: 'CANCEL',
  confirm_receipt: 'RECEIVED',
  modify_address: 'ADDRESS_CHANGED',
};

/**
 * The actions a member may take on an order in `status` (the detail's `actions`): pay and cancel
 * while to_pay, cancel while to_ship (refund), modify_address before shipping, confirm_receipt
 * while to_receive. Decision: order_again ("Buy again", as Shopee offers it) once the order is
 * finished (complete or closed): before that the order itself is still on its way.
 */
export function orderActions(status: OrderStatus): OrderAction[] {
  const snapshot = snapshotAt(status);
  const moves = (Object.keys(actionEvents) as (keyof typeof actionEvents)[]).filter((action) =>
    snapshot.can({ type: actionEvents[action] }),
  );
  return snapshot.status === 'done' ? [...moves, 'order_again'] : moves;
}
