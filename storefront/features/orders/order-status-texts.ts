import type { MessageDescriptor } from 'react-intl';
import type { ClosedReason, OrderStatus } from '../../../contract/order-constants';
import { orderDetailMessages as m } from './messages';

/** SPEC.md §4: an order's label (its badge) and its text (the line under it), for a card and the detail. */
const labels: Record<OrderStatus, MessageDescriptor> = {
  to_pay: m.statusToPay,
  to_ship: m.statusToShip,
  to_receive: m.statusToReceive,
  transaction_complete: m.statusComplete,
  transaction_closed: m.statusClosed,
};
const texts: Record<OrderStatus, MessageDescriptor> = {
  to_pay: m.textToPay,
  to_ship: m.textToShip,
  to_receive: m.textToReceive,
  transaction_complete: m.textComplete,
  transaction_closed: m.textClosed,
};

export function statusLabelOf(order: {
  status: OrderStatus;
  closed_reason: ClosedReason | null;
}): MessageDescriptor {
  return order.status === 'transaction_closed' && order.closed_reason === 'cancelled'
    ? m.statusCancelled
    : labels[order.status];
}

export function statusTextOf(order: {
  status: OrderStatus;
  closed_reason: ClosedReason | null;
}): MessageDescriptor {
  return order.closed_reason === 'timed_out' ? m.textTimedOut : texts[order.status];
}
