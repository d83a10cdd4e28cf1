import { fromPromise } from 'xstate';
import {
  captchaMachine,
  loginMachine,
  passwordLoginMachine,
  passwordResetMachine,
  type CaptchaImage,
  type CheckCaptchaInput,
  type LoadCaptchaInput,
  type LogInInput,
  type LogInWithPasswordInput,
  type ResetPasswordInput,
  type SendCodeInput,
  type Session,
} from '../../../machines';
import {
  checkCaptcha,
  loadCaptcha,
  logInWithCode,
  logInWithPassword,
  resetPassword,
  sendCode,
} from '../../api/member-auth';

/**
 * The flow machines with their actors provided by the real API (DESIGN.md: the storefront
 * provides the actors from api/). Built once here, so useMachine always gets the same logic.
 */
const solveCaptcha = captchaMachine.provide({
  actors: {
    loadCaptcha: fromPromise<CaptchaImage, LoadCaptchaInput>(({ input }) => loadCaptcha(input)),
    checkCaptcha: fromPromise<string, CheckCaptchaInput>(({ input }) => checkCaptcha(input)),
  },
});

const sendCodeActor = fromPromise<unknown, SendCodeInput>(({ input }) => sendCode(input));

export const codeLoginMachine = loginMachine.provide({
  actors: {
    solveCaptcha,
    sendCode: sendCodeActor,
    logIn: fromPromise<Session, LogInInput>(({ input }) => logInWithCode(input)),
  },
});

export const passwordLogin = passwordLoginMachine.provide({
  actors: {
    solveCaptcha,
    logInWithPassword: fromPromise<Session, LogInWithPasswordInput>(({ input }) => logInWithPassword(input)),
  },
});

export const passwordReset = passwordResetMachine.provide({
  actors: {
    solveCaptcha,
    sendCode: sendCodeActor,
    resetPassword: fromPromise<unknown, ResetPasswordInput>(({ input }) => resetPassword(input)),
  },
});
