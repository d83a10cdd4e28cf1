import { assign, setup } from 'xstate';

/**
 * One countdown for every flow that waits on time: the 60-second code resend (sendCodeMachine)
 * and the payment countdown of an unpaid order (SPEC.md "Order statuses": paid within a countdown
 * or closed). It reaches its final state when the time is up, so a parent reacts with `onDone`,
 * and a screen reads `remainingMs` from the invoked child (`snapshot.children.countdown`).
 *
 * It reads no clock (DESIGN.md: machines are pure): a deadline is passed as `deadline - now`, and
 * `countdown.sync` re-aligns it with the deadline when the page may have slept (a hidden tab's
 * timers are throttled, so counted ticks fall behind the real time). Given `warnAtMs`, it raises
 * `warning` when that little time is left (the payment's warning, WCAG 2.2.1).
 */

export interface CountdownInput {
  /** How long to count, in milliseconds. Zero or less is over at once. */
  readonly durationMs: number;
  /** How often the remaining time drops; one second by default, as the screens show seconds. */
  readonly tickMs?: number;
  /**
   * Raise `warning` once this little time is left (the payment's 5 minutes, ADR 034); none by
   * default.
   */
  readonly warnAtMs?: number;
}

export interface CountdownContext {
  remainingMs: number;
  tickMs: number;
  warnAtMs: number | null;
  /**
   * The time left is down to `warnAtMs` (and not over). It changes only when that line is
   * crossed, either way (a tick, a wake-up sync, more time), never on every tick: a screen that
   * says it in a live region says it once.
   */
  warning: boolean;
}

/** The remaining time now, worked out by the caller from the deadline (e.g. on visibilitychange). */
export type CountdownEvent = { type: 'countdown.sync'; remainingMs: number };

const ONE_SECOND = 1000;

/**
 * The next tick lands on a whole multiple of `tickMs`, so 5.4 s left with one-second ticks drops
 * to 5 s after 400 ms, and every later tick changes the seconds shown. A duration that is a
 * multiple of the tick (the 60 s resend) ticks exactly once per `tickMs`.
 */
function nextStepMs({ remainingMs, tickMs }: CountdownContext): number {
  return remainingMs % tickMs || tickMs;
}

/** Whole seconds left, rounded up: 0.4 s left still shows as 1 s, and 0 only when it is over. */
export function secondsLeft(remainingMs: number): number {
  return Math.ceil(Math.max(0, remainingMs) / ONE_SECOND);
}

/** Whether `remainingMs` is inside the warning time (and the countdown not over). */
function isWarning(remainingMs: number, warnAtMs: number | null): boolean {
  return warnAtMs !== null && remainingMs > 0 && remainingMs <= warnAtMs;
}

function checkedInput({ durationMs, tickMs = ONE_SECOND, warnAtMs }: CountdownInput): CountdownContext {
  // A tick of zero would re-enter without end, and NaN would never reach zero.
  if (!Number.isFinite(durationMs)) throw new RangeError(`countdown: durationMs ${durationMs} is not finite`);
  if (!Number.isFinite(tickMs) || tickMs <= 0)
    throw new RangeError(`countdown: tickMs ${tickMs} is not positive`);
  const remainingMs = Math.max(0, durationMs);
  return {
    remainingMs,
    tickMs,
    warnAtMs: warnAtMs ?? null,
    warning: isWarning(remainingMs, warnAtMs ?? null),
  };
}

/** The context at `remainingMs`: the warning flag follows it. */
function at(context: CountdownContext, remainingMs: number) {
  const left = Math.max(0, remainingMs);
  return { remainingMs: left, warning: isWarning(left, context.warnAtMs) };
}

export const countdownMachine = setup({
  types: {
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
    input: {} as CountdownInput,
  },
  guards: {
    isOver: ({ context }) => context.remainingMs <= 0,
    // A sync that is not a number (a deadline that failed to parse) must not end the wait early.
    isKnownTime: (_, params: { remainingMs: number }) => Number.isFinite(params.remainingMs),
  },
  actions: {
    tick: assign(({ context }) => at(context, context.remainingMs - nextStepMs(context))),
    syncRemaining: assign(({ context }, params: { remainingMs: number }) => at(context, params.remainingMs)),
  },
  delays: {
    nextTick: ({ context }) => nextStepMs(context),
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => checkedInput(input),
  initial: 'running',
  states: {
    running: {
      always: { guard: 'isOver', target: 'finished' },
      after: {
        // Re-entering restarts the timer with the next step's length: one tick per step shown.
        nextTick: { target: 'running', reenter: true, actions: 'tick' },
      },
      on: {
        'countdown.sync': {
          guard: { type: 'isKnownTime', params: ({ event }) => ({ remainingMs: event.remainingMs }) },
          target: 'running',
          reenter: true,
          actions: { type: 'syncRemaining', params: ({ event }) => ({ remainingMs: event.remainingMs }) },
        },
      },
    },
    finished: { type: 'final' },
  },
});
