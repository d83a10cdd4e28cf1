import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import * as errorCodes from '../contract/error-codes';
import {
  checkoutMachine,
  PAY_WARNING_MS,
  PAYMENT_POLL_MS,
  remainingMsAt,
  type CheckoutInput,
  type ExtendTimeInput,
  type PayInput,
  type PaymentProgress,
  type PayOutcome,
  type PayTimeOutcome,
  type QueryPaymentInput,
} from './checkout.machine';
import type { PaymentStatus } from '../contract/payment-constants';
import { apiError, CountingClock } from './test-support';

const THIRTY_MINUTES = 30 * 60_000;
const qrAction = { type: 'qr', qr_string: '00020101021226', url: null, expires_at: 0 } as const;
const qrHandoff: PayOutcome = { action: qrAction, remainingMs: THIRTY_MINUTES };

/**
 * The checkout flow with doubles: `pay` answers what `payAnswers` holds in turn (an Error is
 * thrown), the status answers what `statuses` holds in turn and then 'pending'.
 */
function startCheckout(
  options: {
    input?: Partial<CheckoutInput>;
    payAnswers?: Array<PayOutcome | Error>;
    statuses?: Array<PaymentStatus | PaymentProgress | Error>;
    extendAnswers?: Array<PayTimeOutcome | Error>;
  } = {},
) {
  const pays: PayInput[] = [];
  const queries: QueryPaymentInput[] = [];
  const extensions: ExtendTimeInput[] = [];
  const payAnswers = [...(options.payAnswers ?? [qrHandoff])];
  const statuses = [...(options.statuses ?? [])];
  const extendAnswers = [...(options.extendAnswers ?? [])];
  const machine = checkoutMachine.provide({
    actors: {
      extendTime: fromPromise<PayTimeOutcome, ExtendTimeInput>(async ({ input }) => {
        extensions.push(input);
        const answer = extendAnswers.shift();
        if (!answer) throw new Error('no answer for extendTime');
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      pay: fromPromise<PayOutcome, PayInput>(async ({ input }) => {
        pays.push(input);
        const answer = payAnswers.shift() ?? qrHandoff;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      queryPayment: fromPromise<PaymentProgress, QueryPaymentInput>(async ({ input }) => {
        queries.push(input);
        const answer = statuses.shift() ?? 'pending';
        if (answer instanceof Error) throw answer;
        return typeof answer === 'string' ? { status: answer, action: null } : answer;
      }),
    },
  });
  const clock = new CountingClock();
  const actor = createActor(machine, {
    clock,
    input: { orderNo: 'P2026112300001', remainingMs: THIRTY_MINUTES, ...options.input },
  }).start();
  const secondsShown = () =>
    (actor.getSnapshot().children.countdown?.getSnapshot().context.remainingMs ?? 0) / 1000;
  const warned = () => actor.getSnapshot().children.countdown?.getSnapshot().context.warning ?? false;
  return { actor, clock, pays, queries, extensions, secondsShown, warned };
}

/** Lets the promises of the doubles settle (they resolve on the microtask queue). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('checkoutMachine: choose → pay → provider → paid | failed | timed out (SPEC.md §2, §4)', () => {
  it('pays with the chosen method and waits on the provider with the handoff shown', async () => {
    const { actor, pays } = startCheckout();
    expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true);
    // No method yet: the press is ignored.
    actor.send({ type: 'payment.start' });
    expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true);

    actor.send({ type: 'method.choose', method: 'qris' });
    actor.send({ type: 'payment.start' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ open: 'awaitingProvider' }));
    expect(pays).toEqual([{ orderNo: 'P2026112300001', method: 'qris' }]);
    expect(actor.getSnapshot().context.handoff).toEqual(qrAction);
  });

  it('polls the status every PAYMENT_POLL_MS and ends paid when the provider says so', async () => {
    const { actor, clock, queries } = startCheckout({ statuses: ['pending', 'pending', 'paid'] });
    actor.send({ type: 'method.choose', method: 'gopay' });
    actor.send({ type: 'payment.start' });
    await waitFor(actor, (s) => s.matches({ open: { awaitingProvider: 'waiting' } }));
    expect(queries).toHaveLength(1);

    clock.increment(PAYMENT_POLL_MS - 1);
    await settle();
    expect(queries).toHaveLength(1);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches({ open: { awaitingProvider: 'waiting' } }));
    expect(queries).toHaveLength(2);

    clock.increment(PAYMENT_POLL_MS);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('paid');
    // Paid: the countdown and the polling stop, nothing is left ticking.
    expect(clock.pendingTimers).toBe(0);
  });

  it('ends paid at once when the pay call says done (cash on delivery)', async () => {
    const { actor, queries } = startCheckout({
      payAnswers: [{ action: { type: 'done' }, remainingMs: THIRTY_MINUTES }],
    });
    actor.send({ type: 'method.choose', method: 'cod' });
    actor.send({ type: 'payment.start' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('paid');
    expect(queries).toEqual([]);
  });

  it('a failed payment can be retried with the same method or another', async () => {
    const { actor, pays } = startCheckout({
      payAnswers: [apiError(errorCodes.paymentError), qrHandoff, qrHandoff],
      statuses: ['failed'],
    });
    actor.send({ type: 'method.choose', method: 'card' });
    actor.send({ type: 'payment.start' });
    await waitFor(actor, (s) => s.matches({ open: 'failed' }));
    expect(actor.getSnapshot().context.error).toBe(errorCodes.paymentError);

    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (s) => s.matches({ open: 'failed' }));
    // The provider refused (the status said failed): shown as a failed payment.
    expect(actor.getSnapshot().context.error).toBe(errorCodes.paymentFailed);
    expect(actor.getSnapshot().context.handoff).toBeNull();

    actor.send({ type: 'method.choose', method: 'ovo' });
    expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'payment.start' });
    await waitFor(actor, (s) => s.matches({ open: 'awaitingProvider' }));
    expect(pays.map((pay) => pay.method)).toEqual(['card', 'card', 'ovo']);
  });

  it('times out when the countdown reaches zero, whatever step the shopper is on', async () => {
    const { actor, clock, secondsShown } = startCheckout({
      input: { remainingMs: 90_500 },
      payAnswers: [{ action: qrAction, remainingMs: 90_500 }],
    });
    actor.send({ type: 'method.choose', method: 'gopay' });
    actor.send({ type: 'payment.start' });
    await waitFor(actor, (s) => s.matches({ open: 'awaitingProvider' }));
    expect(secondsShown()).toBe(90.5);
    clock.increment(500);
    expect(secondsShown()).toBe(90);
    // SimulatedClock fires one tick per increment (a new timer starts at the new now): step by second.
    for (let second = 0; second < 89; second += 1) {
      clock.increment(1000);
      await settle();
    }
    expect(secondsShown()).toBe(1);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    clock.increment(1000);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('timedOut');
    expect(clock.pendingTimers).toBe(0);
  });

  it('re-aligns with the deadline after the page slept (ticks fell behind the real time)', () => {
    const deadline = Date.UTC(2026, 10, 23, 12, 30);
    const serverNow = Date.UTC(2026, 10, 23, 12, 0);
    // The device's clock runs 2 minutes fast: the offset corrects it.
    const wallAtAnswer = serverNow + 120_000;
    const offset = serverNow - wallAtAnswer;
    const { actor, clock, secondsShown } = startCheckout({
      input: { remainingMs: remainingMsAt(deadline, offset, wallAtAnswer) },
    });
    expect(secondsShown()).toBe(30 * 60);
    // The phone sleeps for 20 minutes; only 1 s of ticks were counted.
    clock.increment(1000);
    expect(secondsShown()).toBe(30 * 60 - 1);
    actor.send({
      type: 'checkout.sync',
      remainingMs: remainingMsAt(deadline, offset, wallAtAnswer + 20 * 60_000),
    });
    expect(secondsShown()).toBe(10 * 60);
    // Woken after the deadline: over at once.
    actor.send({
      type: 'checkout.sync',
      remainingMs: remainingMsAt(deadline, offset, wallAtAnswer + 31 * 60_000),
    });
    expect(actor.getSnapshot().value).toBe('timedOut');
  });

  it('a payment code moves the deadline: the countdown follows the pay answer', async () => {
    const day = 24 * 60 * 60_000;
    const { actor, secondsShown } = startCheckout({
      payAnswers: [
        {
          action: {
            type: 'payment_code',
            code: '8808123456',
            counter: 'Alfamart',
            bank: null,
            url: null,
            expires_at: 0,
          },
          remainingMs: day,
        },
      ],
    });
    actor.send({ type: 'method.choose', method: 'alfamart' });
    actor.send({ type: 'payment.start' });
    await waitFor(actor, (s) => s.matches({ open: 'awaitingProvider' }));
    expect(secondsShown()).toBe(day / 1000);
  });

  it('reads every payment status: expired asks to pay again, refunded and none end or restart', async () => {
    const expired = startCheckout({ statuses: ['expired'] });
    expired.actor.send({ type: 'method.choose', method: 'qris' });
    expired.actor.send({ type: 'payment.start' });
    await waitFor(expired.actor, (s) => s.matches({ open: 'failed' }));
    expect(expired.actor.getSnapshot().context.error).toBe(errorCodes.paymentCanceled);

    const refunded = startCheckout({ input: { returning: true }, statuses: ['refunded'] });
    await waitFor(refunded.actor, (s) => s.status === 'done');
    expect(refunded.actor.getSnapshot().value).toBe('timedOut');

    const none = startCheckout({ input: { returning: true }, statuses: ['none'] });
    await waitFor(none.actor, (s) => s.matches({ open: 'choosing' }));
  });

  it('starts closed when the deadline has already passed', () => {
    const { actor } = startCheckout({ input: { remainingMs: 0 } });
    expect(actor.getSnapshot().value).toBe('timedOut');
  });

  it('back from the provider (return=1) asks the status first', async () => {
    const { actor, queries, pays } = startCheckout({ input: { returning: true }, statuses: ['paid'] });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('paid');
    expect(queries).toHaveLength(1);
    expect(pays).toEqual([]);
  });

  it('a payment started before (a reload, Pay now from the order) shows its code again', async () => {
    const code = {
      type: 'payment_code',
      code: '8808123456',
      counter: 'Alfamart',
      bank: null,
      url: null,
      expires_at: 0,
    } as const;
    const { actor, pays } = startCheckout({
      input: { returning: true },
      statuses: [{ status: 'pending', action: code }],
    });
    await waitFor(actor, (s) => s.matches({ open: { awaitingProvider: 'waiting' } }));
    expect(actor.getSnapshot().context.handoff).toEqual(code);
    expect(pays).toEqual([]);
  });

  it('back from the provider page, its redirect is not taken again', async () => {
    const redirect = { type: 'redirect', url: 'https://provider.example/pay/1', expires_at: 0 } as const;
    const { actor } = startCheckout({
      input: { returning: true },
      statuses: [{ status: 'pending', action: redirect }],
    });
    await waitFor(actor, (s) => s.matches({ open: { awaitingProvider: 'waiting' } }));
    expect(actor.getSnapshot().context.handoff).toBeNull();
  });

  it('"I have paid" asks at once instead of at the next poll', async () => {
    const { actor, queries } = startCheckout({ statuses: ['pending', 'paid'] });
    actor.send({ type: 'method.choose', method: 'bca_va' });
    actor.send({ type: 'payment.start' });
    await waitFor(actor, (s) => s.matches({ open: { awaitingProvider: 'waiting' } }));
    actor.send({ type: 'payment.check' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(queries).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it('a failed status call is asked again at the next poll', async () => {
    const { actor, clock, queries } = startCheckout({ statuses: [apiError('network'), 'paid'] });
    actor.send({ type: 'method.choose', method: 'gopay' });
    actor.send({ type: 'payment.start' });
    await waitFor(actor, (s) => s.matches({ open: { awaitingProvider: 'waiting' } }));
    clock.increment(PAYMENT_POLL_MS);
    await waitFor(actor, (s) => s.status === 'done');
    expect(queries).toHaveLength(2);
  });

  it('a pay refused because the order is paid or closed lands on paid or timed out', async () => {
    const paid = startCheckout({ payAnswers: [apiError(errorCodes.orderAlreadyPaid)] });
    paid.actor.send({ type: 'method.choose', method: 'gopay' });
    paid.actor.send({ type: 'payment.start' });
    await waitFor(paid.actor, (s) => s.status === 'done');
    expect(paid.actor.getSnapshot().value).toBe('paid');

    for (const code of [errorCodes.orderPaymentExpired, errorCodes.orderStatusMismatch]) {
      const closed = startCheckout({ payAnswers: [apiError(code)] });
      closed.actor.send({ type: 'method.choose', method: 'gopay' });
      closed.actor.send({ type: 'payment.start' });
      await waitFor(closed.actor, (s) => s.status === 'done');
      expect(closed.actor.getSnapshot().value).toBe('timedOut');
    }
  });

  it('cancel payment asks first; confirmed, the shopper leaves and the order stays to pay', async () => {
    const { actor, clock, pays } = startCheckout();
    actor.send({ type: 'cancel.ask' });
    expect(actor.getSnapshot().context.cancelAsked).toBe(true);
    actor.send({ type: 'cancel.dismiss' });
    expect(actor.getSnapshot().context.cancelAsked).toBe(false);
    expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true);

    actor.send({ type: 'cancel.ask' });
    actor.send({ type: 'cancel.confirm' });
    expect(actor.getSnapshot().value).toBe('left');
    expect(pays).toEqual([]);
    expect(clock.pendingTimers).toBe(0);
  });
});

describe('checkoutMachine: the warning and more time (WCAG 2.2.1, ADR 034)', () => {
  const codeAction = {
    type: 'payment_code',
    code: '8808123456',
    counter: null,
    bank: 'BCA',
    url: null,
    expires_at: 0,
  } as const;
  const FIFTEEN_MINUTES = 15 * 60_000;

  it('warns when 5 minutes are left on the countdown, once, on a simulated clock', async () => {
    const { actor, clock, warned } = startCheckout({ input: { remainingMs: PAY_WARNING_MS + 2000 } });
    expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true);
    expect(warned()).toBe(false);
    clock.increment(1000);
    expect(warned()).toBe(false);
    clock.increment(1000);
    expect(warned()).toBe(true);
    const flags = new Set<boolean>();
    actor.getSnapshot().children.countdown!.subscribe((snapshot) => flags.add(snapshot.context.warning));
    for (let second = 0; second < 60; second += 1) clock.increment(1000);
    expect([...flags]).toEqual([true]);
  });

  it('more time moves the countdown on, clears the warning, and keeps a payment code shown with its new expiry', async () => {
    const moved = { ...codeAction, expires_at: 99 };
    const { actor, extensions, secondsShown, warned } = startCheckout({
      input: { remainingMs: 4 * 60_000, returning: true },
      statuses: [{ status: 'pending', action: codeAction, extensionsLeft: 10 }],
      extendAnswers: [
        { extended: true, remainingMs: 4 * 60_000 + FIFTEEN_MINUTES, extensionsLeft: 9, action: moved },
      ],
    });
    await waitFor(actor, (s) => s.matches({ open: { awaitingProvider: 'waiting' } }));
    expect(warned()).toBe(true);
    expect(actor.getSnapshot().context.extensionsLeft).toBe(10);
    actor.send({ type: 'time.extend' });
    expect(actor.getSnapshot().context.extending).toBe(true);
    // A second press while the first runs asks nothing more.
    actor.send({ type: 'time.extend' });
    await waitFor(actor, (s) => !s.context.extending);
    expect(extensions).toEqual([{ orderNo: 'P2026112300001' }]);
    expect(secondsShown()).toBe(19 * 60);
    expect(warned()).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({
      extensionsLeft: 9,
      handoff: moved,
      timeError: null,
      timeAdded: true,
    });
    expect(actor.getSnapshot().matches({ open: 'awaitingProvider' })).toBe(true);
  });

  it('more time for a QR on screen asks for a new QR at once (the old one was superseded)', async () => {
    const { actor, pays } = startCheckout({
      input: { remainingMs: 4 * 60_000 },
      payAnswers: [qrHandoff, qrHandoff],
      extendAnswers: [{ extended: true, remainingMs: 19 * 60_000, extensionsLeft: 9, action: null }],
    });
    actor.send({ type: 'method.choose', method: 'paynow' });
    actor.send({ type: 'payment.start' });
    await waitFor(actor, (s) => s.matches({ open: 'awaitingProvider' }));
    actor.send({ type: 'time.extend' });
    await waitFor(actor, (s) => pays.length === 2 && s.matches({ open: 'awaitingProvider' }));
    expect(pays.map((pay) => pay.method)).toEqual(['paynow', 'paynow']);
    expect(actor.getSnapshot().context.handoff).toEqual(qrAction);
  });

  it("more time after a provider's page goes back to the methods (its session was superseded)", async () => {
    const redirect = { type: 'redirect', url: 'https://provider.example/pay/1', expires_at: 0 } as const;
    const { actor, pays } = startCheckout({
      input: { remainingMs: 4 * 60_000, returning: true, method: 'gopay' },
      statuses: [{ status: 'pending', action: redirect }],
      extendAnswers: [{ extended: true, remainingMs: 19 * 60_000, extensionsLeft: 9, action: null }],
    });
    await waitFor(actor, (s) => s.matches({ open: { awaitingProvider: 'waiting' } }));
    actor.send({ type: 'time.extend' });
    await waitFor(actor, (s) => s.matches({ open: 'choosing' }));
    expect(actor.getSnapshot().context.method).toBe('gopay');
    expect(pays).toEqual([]);
  });

  it('with the methods on screen, more time only moves the countdown', async () => {
    const { actor, secondsShown } = startCheckout({
      input: { remainingMs: 4 * 60_000 },
      extendAnswers: [{ extended: true, remainingMs: 19 * 60_000, extensionsLeft: 9, action: null }],
    });
    actor.send({ type: 'time.extend' });
    await waitFor(actor, (s) => !s.context.extending);
    expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true);
    expect(secondsShown()).toBe(19 * 60);
  });

  it('refused for good (1104010): no more offered and the reason shown; the order gone meanwhile ends the checkout', async () => {
    const used = startCheckout({
      input: { remainingMs: 4 * 60_000 },
      extendAnswers: [apiError(errorCodes.payTimeUsedUp)],
    });
    used.actor.send({ type: 'time.extend' });
    await waitFor(used.actor, (s) => !s.context.extending);
    expect(used.actor.getSnapshot().context).toMatchObject({
      extensionsLeft: 0,
      timeError: errorCodes.payTimeUsedUp,
    });
    // None left: the press asks nothing.
    used.actor.send({ type: 'time.extend' });
    expect(used.actor.getSnapshot().context.extending).toBe(false);

    const closed = startCheckout({
      input: { remainingMs: 4 * 60_000 },
      extendAnswers: [apiError(errorCodes.orderPaymentExpired)],
    });
    closed.actor.send({ type: 'time.extend' });
    await waitFor(closed.actor, (s) => s.status === 'done');
    expect(closed.actor.getSnapshot().value).toBe('timedOut');

    const paid = startCheckout({
      input: { remainingMs: 4 * 60_000 },
      extendAnswers: [apiError(errorCodes.orderAlreadyPaid)],
    });
    paid.actor.send({ type: 'time.extend' });
    await waitFor(paid.actor, (s) => s.status === 'done');
    expect(paid.actor.getSnapshot().value).toBe('paid');
  });
});

describe('remainingMsAt', () => {
  it('is the deadline minus the server’s now, never below zero', () => {
    expect(remainingMsAt(10_000, 0, 4_000)).toBe(6_000);
    expect(remainingMsAt(10_000, 1_000, 4_000)).toBe(5_000);
    expect(remainingMsAt(10_000, -1_000, 4_000)).toBe(7_000);
    expect(remainingMsAt(10_000, 0, 12_000)).toBe(0);
  });
});
