import { fromPromise, SimulatedClock, waitFor, type ActorRefFrom, type AnyActorRef } from 'xstate';
import * as errorCodes from '../contract/error-codes';
import {
  captchaMachine,
  type CaptchaImage,
  type CheckCaptchaInput,
  type LoadCaptchaAudioInput,
  type LoadCaptchaInput,
} from './captcha.machine';
import type { countdownMachine } from './countdown.machine';
import { sendCodeMachine, type RequestCodeInput } from './send-code.machine';

/**
 * Shared doubles for the machine tests (not shipped: nothing in index.ts re-exports it). Every
 * double is a real promise, so the tests await real settlement and never wait on real time.
 */

export const CAPTCHA_TEXT = 'Ab12Cd';

export interface CaptchaCalls {
  readonly loads: LoadCaptchaInput[];
  readonly checks: CheckCaptchaInput[];
  readonly audios: LoadCaptchaAudioInput[];
}

/**
 * A captcha whose pictures are numbered (img-1, img-2, …) and whose check answers `nonce` for
 * CAPTCHA_TEXT and refuses anything else, as random_code_check does for a wrong guess. Its audio
 * is `blob:audio-<picture id>`, or what `loadAudio` does (throw to fail).
 */
export function fakeCaptcha(
  nonce = 'nonce-1',
  loadAudio?: (input: LoadCaptchaAudioInput) => Promise<string>,
) {
  const calls: CaptchaCalls = { loads: [], checks: [], audios: [] };
  const machine = captchaMachine.provide({
    actors: {
      loadCaptcha: fromPromise<CaptchaImage, LoadCaptchaInput>(async ({ input }) => {
        calls.loads.push(input);
        const n = calls.loads.length;
        return { imageUrl: `blob:captcha-${n}`, imageId: `img-${n}` };
      }),
      checkCaptcha: fromPromise<string, CheckCaptchaInput>(async ({ input }) => {
        calls.checks.push(input);
        if (input.code !== CAPTCHA_TEXT)
          throw Object.assign(new Error('wrong'), { code: errorCodes.captchaInvalid });
        return nonce;
      }),
      loadCaptchaAudio: fromPromise<string, LoadCaptchaAudioInput>(async ({ input }) => {
        calls.audios.push(input);
        return loadAudio ? loadAudio(input) : `blob:audio-${input.imageId}`;
      }),
    },
  });
  return { machine, calls };
}

/**
 * A SimulatedClock that also counts the timers still scheduled, so a test can prove that a
 * finished countdown leaves nothing ticking (SimulatedClock keeps its own list private).
 */
export class CountingClock extends SimulatedClock {
  private readonly scheduled = new Set<number>();

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id: number = super.setTimeout((...args: unknown[]) => {
      this.scheduled.delete(id);
      fn(...args);
    }, timeout);
    this.scheduled.add(id);
    return id;
  }

  override clearTimeout(id: number): void {
    this.scheduled.delete(id);
    super.clearTimeout(id);
  }

  get pendingTimers(): number {
    return this.scheduled.size;
  }
}

/** An error shaped like contract's ApiError (duck-typed by the machines). */
export function apiError(code: number | 'network' | 'timeout'): Error {
  return Object.assign(new Error(`api ${code}`), { code });
}

/**
 * A send-code child whose captcha is fakeCaptcha(nonce) and whose send succeeds, or does what
 * `requestCode` does (throw to fail). `sends` lists every send that reached the server.
 */
export function fakeSendCode(
  options: { nonce?: string; requestCode?: (input: RequestCodeInput) => Promise<unknown> } = {},
) {
  const captcha = fakeCaptcha(options.nonce);
  const sends: RequestCodeInput[] = [];
  const machine = sendCodeMachine.provide({
    actors: {
      solveCaptcha: captcha.machine,
      requestCode: fromPromise<unknown, RequestCodeInput>(async ({ input }) => {
        sends.push(input);
        return options.requestCode ? options.requestCode(input) : 'sent';
      }),
    },
  });
  return { machine, captcha, sends };
}

type CaptchaActor = ActorRefFrom<typeof captchaMachine>;
type SendCodeActor = ActorRefFrom<typeof sendCodeMachine>;
type CountdownActor = ActorRefFrom<typeof countdownMachine>;

/** The send-code child that login and password reset invoke for their whole run (id `sendCode`). */
export function sendCodeChild(parent: AnyActorRef): SendCodeActor {
  // AnyActorRef's snapshot is untyped; both parents declare `children.sendCode`.
  const child: unknown = parent.getSnapshot().children?.sendCode;
  if (!child) throw new Error('no sendCode child');
  return child as SendCodeActor;
}

/** The resend wait's countdown, while one runs (id `countdown` under the send-code child). */
export function countdownOf(sendCode: SendCodeActor): CountdownActor | undefined {
  return sendCode.getSnapshot().children.countdown;
}

/** Seconds until the send-code child takes another send; 0 when it would. */
export function resendSecondsOf(sendCode: SendCodeActor): number {
  return (countdownOf(sendCode)?.getSnapshot().context.remainingMs ?? 0) / 1000;
}

/** The running captcha child of a send-code actor (id `captcha`). */
export async function captchaChild(owner: AnyActorRef): Promise<CaptchaActor> {
  // AnyActorRef's snapshot is untyped; sendCodeMachine declares `children.captcha`.
  const snapshot = await waitFor(owner, (s) => s.children?.captcha !== undefined);
  return snapshot.children.captcha as CaptchaActor;
}

/** Waits for the send-code actor's captcha to show a picture, then types `text` and confirms. */
export async function answerCaptcha(owner: AnyActorRef, text = CAPTCHA_TEXT): Promise<void> {
  const child = await captchaChild(owner);
  await waitFor(child, (snapshot) => snapshot.matches('ready'));
  child.send({ type: 'captcha.input', code: text });
  child.send({ type: 'captcha.submit' });
}
