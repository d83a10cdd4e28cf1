import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ORDER_STATUSES, type OrderStatus } from '../../contract/order-constants';
import { nextOrderStatus, orderActions, orderMachine, type OrderEventType } from './order.machine';

const events: OrderEventType[] = [
  'PAID',
  'COD_CONFIRMED',
  'SHIPPED',
  'RECEIVED',
  'CANCEL',
  'TIMED_OUT',
  'ADDRESS_CHANGED',
];

describe('orderMachine', () => {
  it('walks the happy path from to_pay to transaction_complete', () => {
    const actor = createActor(orderMachine).start();
    expect(actor.getSnapshot().value).toBe('to_pay');
    actor.send({ type: 'PAID' });
    expect(actor.getSnapshot().value).toBe('to_ship');
    actor.send({ type: 'SHIPPED' });
    expect(actor.getSnapshot().value).toBe('to_receive');
    actor.send({ type: 'RECEIVED' });
    expect(actor.getSnapshot().value).toBe('transaction_complete');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('records why an order closed and whether a refund started', () => {
    const timedOut = createActor(orderMachine).start();
    timedOut.send({ type: 'TIMED_OUT' });
    expect(timedOut.getSnapshot().context).toEqual({ closedReason: 'timed_out', refundStarted: false });

    const paidThenCancelled = createActor(orderMachine).start();
    paidThenCancelled.send({ type: 'COD_CONFIRMED' });
    paidThenCancelled.send({ type: 'CANCEL' });
    expect(paidThenCancelled.getSnapshot().value).toBe('transaction_closed');
    expect(paidThenCancelled.getSnapshot().context).toEqual({
      closedReason: 'cancelled',
      refundStarted: true,
    });
  });
});

describe('nextOrderStatus', () => {
  // Every (status, event) pair: the allowed ones and their targets, null for the rest.
  const allowed: Record<OrderStatus, Partial<Record<OrderEventType, OrderStatus>>> = {
    to_pay: {
      PAID: 'to_ship',
      COD_CONFIRMED: 'to_ship',
      CANCEL: 'transaction_closed',
      TIMED_OUT: 'transaction_closed',
      ADDRESS_CHANGED: 'to_pay',
    },
    to_ship: { SHIPPED: 'to_receive', CANCEL: 'transaction_closed', ADDRESS_CHANGED: 'to_ship' },
    to_receive: { RECEIVED: 'transaction_complete' },
    transaction_complete: {},
    transaction_closed: {},
  };
  for (const status of ORDER_STATUSES)
    for (const event of events)
      it(`${status} + ${event} → ${allowed[status][event] ?? 'refused'}`, () => {
        expect(nextOrderStatus(status, event)).toBe(allowed[status][event] ?? null);
      });
});

describe('orderActions', () => {
  it('offers pay, cancel and a new address to pay, cancel and a new address to ship, confirm_receipt to receive, order again after', () => {
    expect(orderActions('to_pay')).toEqual(['pay', 'cancel', 'modify_address']);
    expect(orderActions('to_ship')).toEqual(['cancel', 'modify_address']);
    expect(orderActions('to_receive')).toEqual(['confirm_receipt']);
    expect(orderActions('transaction_complete')).toEqual(['order_again']);
    expect(orderActions('transaction_closed')).toEqual(['order_again']);
  });
});
