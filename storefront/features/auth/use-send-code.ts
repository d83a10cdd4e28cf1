import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { secondsLeft, type sendCodeMachine } from '../../../machines';

type SendCodeActor = ActorRefFrom<typeof sendCodeMachine>;

export interface SendCodeButton {
  /** The picture captcha while it is open (the dialog binds to it). */
  captcha: SnapshotFrom<typeof sendCodeMachine>['children']['captcha'];
  /** A send is under way (captcha open or the call in flight): the button shows pending. */
  isSending: boolean;
  /** Nothing under way and no wait running: a press would start a send. */
  isIdle: boolean;
  /** Seconds before another send (SPEC.md §4: 60 after a send); 0 when none is counted. */
  seconds: number;
}

/**
 * The Send (or Resend) button's state, read from the `sendCode` child that the login and the
 * password reset invoke: the child owns the captcha, the send and the countdown, so the screen
 * re-renders on their changes without the parent copying them.
 */
export function useSendCode(actor: SendCodeActor | undefined): SendCodeButton {
  const captcha = useSelector(actor, (s) => s?.children.captcha);
  const isSending = useSelector(actor, (s) => s?.hasTag('busy') ?? false);
  const isIdle = useSelector(actor, (s) => s?.matches('idle') ?? false);
  const countdown = useSelector(actor, (s) => s?.children.countdown);
  const seconds = useSelector(countdown, (s) => secondsLeft(s?.context.remainingMs ?? 0));
  return { captcha, isSending, isIdle, seconds };
}
