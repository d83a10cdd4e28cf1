import { useEffect, useState } from 'react';
import { appServerOffset } from '../api/server-clock';
import { useOnWake } from './on-wake';

/**
 * Whole seconds in `ms`, rounded up as the countdown machine's secondsLeft does (0.4 s still shows
 * as 1 s; 0 only when it is over). Not imported from machines/: that would bring xstate into the
 * home page's first load, where the flash deal counts down.
 */
const secondsLeft = (ms: number) => Math.ceil(Math.max(0, ms) / 1000);

/**
 * The seconds left to a deadline the server set (a payment's, a return's, a voucher's or a flash
 * deal's end), on the server's clock, for a ticking display. `serverOffsetMs` is the offset of the
 * answer that carried the deadline (`timed`'s, in api/orders.ts), the clock that deadline was set
 * on; without one (a flash deal's end), the page's clock from app/load (api/server-clock.ts).
 * Each tick re-reads the clock and lands where the shown second changes, so nothing drifts;
 * waking the page re-reads it at once. Decision: a display counts with this; the countdown
 * machine is for flows that act when the time is up (the checkout, a code's resend wait).
 */
export function useCountdownTo(deadline: number | null, serverOffsetMs = appServerOffset()): number {
  const [seconds, setSeconds] = useState(() =>
    deadline === null ? 0 : secondsLeft(deadline - Date.now() - serverOffsetMs),
  );
  const [wakes, setWakes] = useState(0);
  useOnWake(() => setWakes((n) => n + 1));

  useEffect(() => {
    if (deadline === null) return;
    let timer: number | undefined;
    const tick = () => {
      const leftMs = deadline - Date.now() - serverOffsetMs;
      setSeconds(secondsLeft(leftMs));
      if (leftMs > 0) timer = window.setTimeout(tick, leftMs % 1000 || 1000);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [deadline, serverOffsetMs, wakes]);

  return deadline === null ? 0 : seconds;
}
