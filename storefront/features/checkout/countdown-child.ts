import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { countdownMachine } from '../../../machines';
import { secondsLeft } from '../../../machines';

/*
 * What /checkout shows of its flow's countdown child (the checkout machine acts when the time to
 * pay is up; a display alone counts with frame/use-countdown-to.ts).
 */

/** Seconds shown by a running countdown child (0 once it is over or gone). */
export function useCountdownSeconds(countdown: ActorRefFrom<typeof countdownMachine> | undefined): number {
  return useSelector(countdown, (snapshot) => (snapshot ? secondsLeft(snapshot.context.remainingMs) : 0));
}

/** Whether a running countdown child warns (its `warnAtMs` reached; false once it is over or gone). */
export function useCountdownWarning(countdown: ActorRefFrom<typeof countdownMachine> | undefined): boolean {
  return useSelector(countdown, (snapshot) => snapshot?.context.warning ?? false);
}
