import { useEffect, useRef } from 'react';
import { useMachine, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { countdownMachine, remainingMsAt, secondsLeft } from '../../../machines';

/**
 * Re-aligns a countdown with the deadline whenever the page becomes visible again: a hidden
 * tab's or a sleeping phone's timers fall behind, the wall clock does not.
 */
export function useSyncOnWake(sync: () => void) {
  const latest = useRef(sync);
  useEffect(() => {
    latest.current = sync;
  });
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', onVisible);
    };
  }, []);
}

/** Seconds shown by a running countdown child (0 once it is over or gone). */
export function useCountdownSeconds(countdown: ActorRefFrom<typeof countdownMachine> | undefined): number {
  return useSelector(countdown, (snapshot) => (snapshot ? secondsLeft(snapshot.context.remainingMs) : 0));
}

/** Whether a running countdown child warns (its `warnAtMs` reached; false once it is over or gone). */
export function useCountdownWarning(countdown: ActorRefFrom<typeof countdownMachine> | undefined): boolean {
  return useSelector(countdown, (snapshot) => snapshot?.context.warning ?? false);
}

/**
 * The time left to pay an order (the order detail's countdown): **the** countdown machine,
 * started from the deadline on the server's clock and re-synced on wake.
 */
export function usePayCountdown(deadline: number, serverOffsetMs: number) {
  const [snapshot, send] = useMachine(countdownMachine, {
    input: { durationMs: remainingMsAt(deadline, serverOffsetMs, Date.now()) },
  });
  useSyncOnWake(() =>
    send({ type: 'countdown.sync', remainingMs: remainingMsAt(deadline, serverOffsetMs, Date.now()) }),
  );
  return { seconds: secondsLeft(snapshot.context.remainingMs), over: snapshot.status === 'done' };
}
