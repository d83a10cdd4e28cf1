import { fromPromise, waitFor, type ActorRefFrom, type AnyActorRef } from 'xstate';
import * as errorCodes from '../contract/error-codes';
import {
  captchaMachine,
  type CaptchaImage,
  type CheckCaptchaInput,
  type LoadCaptchaInput,
} from './captcha.machine';

/**
 * Shared doubles for the machine tests (not shipped: nothing in index.ts re-exports it). Every
 * double is a real promise, so the tests await real settlement and never wait on real time.
 */

export const CAPTCHA_TEXT = 'Ab12Cd';

export interface CaptchaCalls {
  readonly loads: LoadCaptchaInput[];
  readonly checks: CheckCaptchaInput[];
}

/**
 * A captcha whose pictures are numbered (img-1, img-2, …) and whose check answers `nonce` for
 * CAPTCHA_TEXT and refuses anything else, as random_code_check does for a wrong guess.
 */
export function fakeCaptcha(nonce = 'nonce-1') {
  const calls: CaptchaCalls = { loads: [], checks: [] };
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
    },
  });
  return { machine, calls };
}

/** An error shaped like contract's ApiError (duck-typed by the machines). */
export function apiError(code: number | 'network' | 'timeout'): Error {
  return Object.assign(new Error(`api ${code}`), { code });
}

type CaptchaActor = ActorRefFrom<typeof captchaMachine>;

/** The parent's running captcha child (login and password reset invoke it under the id `captcha`). */
export async function captchaChild(parent: AnyActorRef): Promise<CaptchaActor> {
  // AnyActorRef's snapshot is untyped; both parents declare `children.captcha` as a captcha actor.
  const snapshot = await waitFor(parent, (s) => s.children?.captcha !== undefined);
  return snapshot.children.captcha as CaptchaActor;
}

/** Waits for the parent's captcha to show a picture, then types `text` and confirms. */
export async function answerCaptcha(parent: AnyActorRef, text = CAPTCHA_TEXT): Promise<void> {
  const child = await captchaChild(parent);
  await waitFor(child, (snapshot) => snapshot.matches('ready'));
  child.send({ type: 'captcha.input', code: text });
  child.send({ type: 'captcha.submit' });
}
