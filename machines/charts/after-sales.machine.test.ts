import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  AFTER_SALES_STATES,
  AFTER_SALES_TYPES,
  type AfterSalesState,
} from '../../contract/after-sales-constants';
import {
  afterSalesActions,
  afterSalesMachine,
  afterSalesStatusOf,
  isAfterSalesClosed,
  nextAfterSalesState,
  type AfterSalesEventType,
} from './after-sales.machine';

const events: AfterSalesEventType[] = [
  'AGREE',
  'REQUEST_INTERCEPTION',
  'REFUSE',
  'CANCEL',
  'SEND_RETURN',
  'RETURN_OVERDUE',
  'RECEIVE_RETURN',
  'INSPECT_PASS',
  'REFUND_SUCCEEDED',
];

describe('afterSalesMachine', () => {
  it('walks a refund only with interception to refund_successful (status 1 → 2 → 3 → 4)', () => {
    const actor = createActor(afterSalesMachine, { input: { type: 'refund_only' } }).start();
    const statuses = [afterSalesStatusOf(actor.getSnapshot().value as AfterSalesState)];
    for (const type of ['REQUEST_INTERCEPTION', 'AGREE', 'REFUND_SUCCEEDED'] as const) {
      actor.send({ type });
      statuses.push(afterSalesStatusOf(actor.getSnapshot().value as AfterSalesState));
    }
    expect(statuses).toEqual([1, 2, 3, 4]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('walks a return and refund through the return and the inspection (1 → 6 → 6 → 7 → 3 → 4)', () => {
    const actor = createActor(afterSalesMachine, { input: { type: 'return_refund' } }).start();
    const seen: AfterSalesState[] = [actor.getSnapshot().value as AfterSalesState];
    for (const type of [
      'AGREE',
      'SEND_RETURN',
      'RECEIVE_RETURN',
      'INSPECT_PASS',
      'REFUND_SUCCEEDED',
    ] as const) {
      actor.send({ type });
      seen.push(actor.getSnapshot().value as AfterSalesState);
    }
    expect(seen).toEqual([
      'pending_review',
      'awaiting_return',
      'returned_awaiting_merchant',
      'pending_inspection',
      'refund_pending',
      'refund_successful',
    ]);
    expect(seen.map(afterSalesStatusOf)).toEqual([1, 6, 6, 7, 3, 4]);
  });
});

describe('nextAfterSalesState', () => {
  // Every (type, state, event) triple: the allowed ones and their targets, null for the rest.
  const common: Record<AfterSalesState, Partial<Record<AfterSalesEventType, AfterSalesState>>> = {
    pending_review: { REFUSE: 'failed', CANCEL: 'cancelled' },
    interception_requested: { AGREE: 'refund_pending', REFUSE: 'failed', CANCEL: 'cancelled' },
    awaiting_return: {
      SEND_RETURN: 'returned_awaiting_merchant',
      RETURN_OVERDUE: 'cancelled',
      CANCEL: 'cancelled',
    },
    returned_awaiting_merchant: { RECEIVE_RETURN: 'pending_inspection', REFUSE: 'failed' },
    pending_inspection: { INSPECT_PASS: 'refund_pending', REFUSE: 'failed' },
    refund_pending: { REFUND_SUCCEEDED: 'refund_successful' },
    refund_successful: {},
    failed: {},
    cancelled: {},
  };
  const allowed = {
    refund_only: {
      ...common,
      pending_review: {
        ...common.pending_review,
        AGREE: 'refund_pending',
        REQUEST_INTERCEPTION: 'interception_requested',
      },
    },
    return_refund: { ...common, pending_review: { ...common.pending_review, AGREE: 'awaiting_return' } },
  } as const satisfies Record<string, typeof common>;

  for (const type of AFTER_SALES_TYPES)
    for (const state of AFTER_SALES_STATES)
      for (const event of events) {
        const target = (allowed[type][state] as Partial<Record<AfterSalesEventType, AfterSalesState>>)[event];
        it(`${type}: ${state} + ${event} → ${target ?? 'refused'}`, () => {
          expect(nextAfterSalesState(state, type, event)).toBe(target ?? null);
        });
      }
});

describe('afterSalesActions', () => {
  it('offers cancel before the goods go back, logistics while awaiting the return, apply again after a failure', () => {
    expect(afterSalesActions('pending_review', 'refund_only', true)).toEqual(['cancel']);
    expect(afterSalesActions('interception_requested', 'refund_only', true)).toEqual(['cancel']);
    expect(afterSalesActions('awaiting_return', 'return_refund', true)).toEqual([
      'cancel',
      'enter_logistics',
    ]);
    expect(afterSalesActions('returned_awaiting_merchant', 'return_refund', true)).toEqual([]);
    expect(afterSalesActions('pending_inspection', 'return_refund', true)).toEqual([]);
    expect(afterSalesActions('refund_pending', 'return_refund', true)).toEqual([]);
    expect(afterSalesActions('refund_successful', 'return_refund', true)).toEqual([]);
    expect(afterSalesActions('failed', 'return_refund', true)).toEqual(['apply_again']);
    expect(afterSalesActions('cancelled', 'refund_only', true)).toEqual(['apply_again']);
    expect(afterSalesActions('cancelled', 'refund_only', false)).toEqual([]);
  });

  it('calls only the three final states closed', () => {
    expect(AFTER_SALES_STATES.filter(isAfterSalesClosed)).toEqual([
      'refund_successful',
      'failed',
      'cancelled',
    ]);
  });
});
