import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { CountingClock } from './test-support';
import { countdownMachine, secondsLeft, type CountdownInput } from './countdown.machine';

function start(input: CountdownInput) {
  const clock = new CountingClock();
  const actor = createActor(countdownMachine, { clock, input }).start();
  const remaining = () => actor.getSnapshot().context.remainingMs;
  return { actor, clock, remaining };
}

describe('countdownMachine', () => {
  it('drops one second per tick and finishes at 0', () => {
    const { actor, clock, remaining } = start({ durationMs: 3000 });
    expect(remaining()).toBe(3000);

    clock.increment(999);
    expect(remaining()).toBe(3000);
    clock.increment(1);
    expect(remaining()).toBe(2000);
    clock.increment(1000);
    expect(remaining()).toBe(1000);
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1000);
    expect(remaining()).toBe(0);
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('stops on completion: no tick is scheduled after the end', () => {
    const { actor, clock, remaining } = start({ durationMs: 1000 });
    expect(clock.pendingTimers).toBe(1);
    clock.increment(1000);
    expect(actor.getSnapshot().status).toBe('done');
    expect(clock.pendingTimers).toBe(0);
    clock.increment(5000);
    expect(remaining()).toBe(0);
    expect(actor.getSnapshot().value).toBe('finished');
  });

  it('lands later ticks on whole seconds when it starts between two', () => {
    const { clock, remaining } = start({ durationMs: 2400 });
    clock.increment(400);
    expect(remaining()).toBe(2000);
    clock.increment(1000);
    expect(remaining()).toBe(1000);
  });

  it('ticks at the interval it is given', () => {
    const { actor, clock, remaining } = start({ durationMs: 60_000, tickMs: 15_000 });
    clock.increment(14_999);
    expect(remaining()).toBe(60_000);
    clock.increment(1);
    expect(remaining()).toBe(45_000);
    // A SimulatedClock fires one tick per increment: the next one is scheduled from "now".
    for (const left of [30_000, 15_000, 0]) {
      clock.increment(15_000);
      expect(remaining()).toBe(left);
    }
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('is over at once for no time left (a deadline already passed)', () => {
    for (const durationMs of [0, -5000]) {
      const { actor, remaining } = start({ durationMs });
      expect(actor.getSnapshot().status).toBe('done');
      expect(remaining()).toBe(0);
    }
  });

  it('countdown.sync re-aligns with the deadline, and ends it when the deadline has passed', () => {
    const { actor, clock, remaining } = start({ durationMs: 900_000 });
    clock.increment(1000);
    // The tab slept: the deadline says 10 minutes are left, not 14:59.
    actor.send({ type: 'countdown.sync', remainingMs: 600_500 });
    expect(remaining()).toBe(600_500);
    clock.increment(500);
    expect(remaining()).toBe(600_000);
    clock.increment(1000);
    expect(remaining()).toBe(599_000);

    actor.send({ type: 'countdown.sync', remainingMs: -1 });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('warns once when warnAtMs is left, stays warned through the ticks, and not after more time', () => {
    const { actor, clock, remaining } = start({ durationMs: 302_000, warnAtMs: 300_000 });
    const warning = () => actor.getSnapshot().context.warning;
    expect(warning()).toBe(false);
    clock.increment(1000);
    expect([remaining(), warning()]).toEqual([301_000, false]);
    clock.increment(1000);
    expect([remaining(), warning()]).toEqual([300_000, true]);
    // Every later tick keeps the same flag (a screen that shows it announces it once).
    const seen = new Set<boolean>();
    actor.subscribe((snapshot) => seen.add(snapshot.context.warning));
    for (let tick = 0; tick < 10; tick += 1) clock.increment(1000);
    expect([...seen]).toEqual([true]);

    // More time (the deadline moved 15 minutes later): the warning is gone until 5 minutes again.
    actor.send({ type: 'countdown.sync', remainingMs: 1_190_000 });
    expect(warning()).toBe(false);
    actor.send({ type: 'countdown.sync', remainingMs: 300_000 });
    expect(warning()).toBe(true);
  });

  it('warns at once when it starts, or wakes, inside the warning time; never without warnAtMs', () => {
    expect(start({ durationMs: 120_000, warnAtMs: 300_000 }).actor.getSnapshot().context.warning).toBe(true);
    const slept = start({ durationMs: 1_800_000, warnAtMs: 300_000 });
    slept.actor.send({ type: 'countdown.sync', remainingMs: 240_000 });
    expect(slept.actor.getSnapshot().context.warning).toBe(true);
    const plain = start({ durationMs: 2000 });
    plain.clock.increment(1000);
    expect(plain.actor.getSnapshot().context.warning).toBe(false);
  });

  it('ignores a sync that is not a number rather than ending the wait', () => {
    const { actor, remaining } = start({ durationMs: 5000 });
    actor.send({ type: 'countdown.sync', remainingMs: Number.NaN });
    expect(remaining()).toBe(5000);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it.each([
    ['a tick of zero', { durationMs: 1000, tickMs: 0 }],
    ['a negative tick', { durationMs: 1000, tickMs: -1 }],
    ['a duration that is not a number', { durationMs: Number.NaN }],
  ])('refuses %s (it would never end)', (_, input) => {
    const actor = createActor(countdownMachine, { input, clock: new SimulatedClock() });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(errors[0]).toBeInstanceOf(RangeError);
  });
});

describe('secondsLeft', () => {
  it('rounds up, so 0 shows only when the time is over', () => {
    expect(secondsLeft(60_000)).toBe(60);
    expect(secondsLeft(59_001)).toBe(60);
    expect(secondsLeft(400)).toBe(1);
    expect(secondsLeft(0)).toBe(0);
    expect(secondsLeft(-10)).toBe(0);
  });
});
