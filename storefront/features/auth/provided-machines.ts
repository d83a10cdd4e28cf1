import { fromPromise } from 'xstate';
import {
  captchaMachine,
  loginMachine,
  passwordLoginMachine,
  passwordResetMachine,
  sendCodeMachine,
  type CaptchaImage,
  type CheckCaptchaInput,
  type LoadCaptchaAudioInput,
  type LoadCaptchaInput,
  type LogInInput,
  type LogInWithPasswordInput,
  type RequestCodeInput,
  type ResetPasswordInput,
  type Session,
} from '../../../machines';
import {
  checkCaptcha,
  loadCaptcha,
  loadCaptchaAudio,
  logInWithCode,
  logInWithPassword,
  resetPassword,
  sendCode,
} from '../../api/member-auth';

/**
 * The flow machines with their actors provided by the real API (DESIGN.md: the storefront
 * provides the actors from api/). Built once here, so useMachine always gets the same logic.
 * Each export is `provided` + the machine's own name.
 */
const providedCaptchaMachine = captchaMachine.provide({
  actors: {
    loadCaptcha: fromPromise<CaptchaImage, LoadCaptchaInput>(({ input }) => loadCaptcha(input)),
    checkCaptcha: fromPromise<string, CheckCaptchaInput>(({ input }) => checkCaptcha(input)),
    loadCaptchaAudio: fromPromise<string, LoadCaptchaAudioInput>(({ input }) => loadCaptchaAudio(input)),
  },
});

// One Send button for every flow that sends a code (login, reset, and through index.ts the
// member's own flows: deletion, linking): the same captcha and the same send call.
export const providedSendCodeMachine = sendCodeMachine.provide({
  actors: {
    solveCaptcha: providedCaptchaMachine,
    requestCode: fromPromise<unknown, RequestCodeInput>(({ input }) => sendCode(input)),
  },
});

export const providedLoginMachine = loginMachine.provide({
  actors: {
    sendCode: providedSendCodeMachine,
    logIn: fromPromise<Session, LogInInput>(({ input }) => logInWithCode(input)),
  },
});

export const providedPasswordLoginMachine = passwordLoginMachine.provide({
  actors: {
    solveCaptcha: providedCaptchaMachine,
    logInWithPassword: fromPromise<Session, LogInWithPasswordInput>(({ input }) => logInWithPassword(input)),
  },
});

export const providedPasswordResetMachine = passwordResetMachine.provide({
  actors: {
    sendCode: providedSendCodeMachine,
    resetPassword: fromPromise<unknown, ResetPasswordInput>(({ input }) => resetPassword(input)),
  },
});
