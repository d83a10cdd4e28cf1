import { assign, fromPromise, setup } from 'xstate';
import * as errorCodes from '../contract/error-codes';
import { isValidContact } from '../contract/rules/contact';
import { isValidPassword } from '../contract/rules/password';
import { captchaMachine, type CaptchaOutput } from './captcha.machine';
import {
  DEFAULT_PHONE_CODE,
  errorCodeOf,
  notProvided,
  type ContactMethod,
  type FlowError,
  type PhoneCode,
  type Session,
} from './shared';

/**
 * Password login (/accountLogin, desktop view 3; SPEC.md §2): an account by phone or e-mail, a
 * password, the agreement, Log In. No code, so it is a machine of its own rather than a branch of
 * loginMachine. Past 5 attempts on an account in 15 minutes the server answers 1101019 and wants
 * a picture captcha per try (ADR 012): the machine then opens the captcha (child `captcha`, actor
 * `solveCaptcha`, as in loginMachine) and, once it is passed, logs in again with its nonce.
 */

export interface PasswordLoginInput {
  /** The phone tab exists only where WhatsApp login is enabled; the screen picks the start. */
  readonly method?: ContactMethod;
  readonly countryCode?: PhoneCode;
  readonly contact?: string;
  readonly agreed?: boolean;
}

/**
 * POST /member/user/login with a password. The password is plain here: the provided actor
 * encrypts it (RSA-OAEP, contract/password-crypto) right before the call, so ciphertext never
 * sits in machine state or the inspector.
 */
export interface LogInWithPasswordInput {
  readonly method: ContactMethod;
  readonly countryCode: PhoneCode;
  readonly contact: string;
  readonly password: string;
  /** A passed captcha's nonce (image_nonce), when the server asked for one. */
  readonly nonce?: string;
}

export interface PasswordLoginContext {
  method: ContactMethod;
  countryCode: PhoneCode;
  /** The account, a phone number or an e-mail address. */
  contact: string;
  password: string;
  agreed: boolean;
  error: FlowError | null;
  session: Session | null;
  /** The passed captcha's nonce for the next attempt; used once. */
  nonce: string | null;
}

export type PasswordLoginEvent =
  | { type: 'contact.change'; contact: string }
  | { type: 'contact.countryChange'; countryCode: PhoneCode }
  | { type: 'password.change'; password: string }
  | { type: 'agreement.toggle' }
  | { type: 'method.switch'; method: ContactMethod }
  | { type: 'login.submit' };

export const passwordLoginMachine = setup({
  types: {
    context: {} as PasswordLoginContext,
    events: {} as PasswordLoginEvent,
    input: {} as PasswordLoginInput,
    output: {} as Session,
    children: {} as { logInWithPassword: 'logInWithPassword'; captcha: 'solveCaptcha' },
    tags: {} as 'busy',
  },
  actors: {
    logInWithPassword: fromPromise<Session, LogInWithPasswordInput>(notProvided('logInWithPassword')),
    solveCaptcha: captchaMachine,
  },
  guards: {
    // SPEC.md §4: Log In stays disabled until the account and the password are valid and the
    // agreement is ticked. isValidPassword is the login rule (6–64), so older passwords still work.
    isReadyToLogIn: ({ context }) =>
      context.agreed &&
      isValidContact(context.method, context.contact, context.countryCode) &&
      isValidPassword(context.password),
    // The server wants a captcha, and this attempt did not already carry one (no endless loop).
    isCaptchaWanted: ({ context }, params: { error: unknown }) =>
      errorCodeOf(params.error) === errorCodes.tooManyFailedAttempts && context.nonce === null,
    hasPassedCaptcha: (_, params: { output: CaptchaOutput }) => params.output.status === 'passed',
  },
  actions: {
    setContact: assign((_, params: { contact: string }) => ({ contact: params.contact, error: null })),
    setCountryCode: assign((_, params: { countryCode: PhoneCode }) => ({
      countryCode: params.countryCode,
      error: null,
    })),
    setPassword: assign((_, params: { password: string }) => ({ password: params.password, error: null })),
    toggleAgreement: assign(({ context }) => ({ agreed: !context.agreed })),
    // SPEC.md §4: another method clears the contact data. Decision: the password goes too, so a
    // password typed for one account is never sent with another.
    switchMethod: assign((_, params: { method: ContactMethod }) => ({
      method: params.method,
      contact: '',
      password: '',
      error: null,
    })),
    recordError: assign((_, params: { error: unknown }) => ({
      error: errorCodeOf(params.error),
      nonce: null,
    })),
    recordNonce: assign((_, params: { output: CaptchaOutput }) =>
      params.output.status === 'passed' ? { nonce: params.output.nonce, error: null } : {},
    ),
    // Cancelled: the shopper sees why the login did not go through.
    recordCaptchaDemand: assign({ error: errorCodes.tooManyFailedAttempts, nonce: null }),
    // The password has done its job; it need not outlive the login in memory or the inspector.
    recordSession: assign((_, params: { session: Session }) => ({
      session: params.session,
      password: '',
      error: null,
    })),
  },
}).createMachine({
  id: 'passwordLogin',
  context: ({ input }) => ({
    method: input.method ?? 'phone',
    countryCode: input.countryCode ?? DEFAULT_PHONE_CODE,
    contact: input.contact ?? '',
    password: '',
    agreed: input.agreed ?? false,
    error: null,
    session: null,
    nonce: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'contact.change': {
          actions: { type: 'setContact', params: ({ event }) => ({ contact: event.contact }) },
        },
        'contact.countryChange': {
          actions: { type: 'setCountryCode', params: ({ event }) => ({ countryCode: event.countryCode }) },
        },
        'password.change': {
          actions: { type: 'setPassword', params: ({ event }) => ({ password: event.password }) },
        },
        'agreement.toggle': { actions: 'toggleAgreement' },
        'method.switch': {
          actions: { type: 'switchMethod', params: ({ event }) => ({ method: event.method }) },
        },
        'login.submit': { guard: 'isReadyToLogIn', target: 'loggingIn' },
      },
    },
    loggingIn: {
      tags: 'busy',
      invoke: {
        id: 'logInWithPassword',
        src: 'logInWithPassword',
        input: ({ context }) => ({
          method: context.method,
          countryCode: context.countryCode,
          contact: context.contact,
          password: context.password,
          ...(context.nonce ? { nonce: context.nonce } : {}),
        }),
        onDone: {
          target: 'done',
          actions: { type: 'recordSession', params: ({ event }) => ({ session: event.output }) },
        },
        // Decision: the password stays typed after a failure (wrong password, 1101007, network):
        // the shopper usually corrects one character rather than retyping it all.
        onError: [
          {
            guard: { type: 'isCaptchaWanted', params: ({ event }) => ({ error: event.error }) },
            target: 'captcha',
          },
          {
            target: 'editing',
            actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    captcha: {
      invoke: {
        id: 'captcha',
        src: 'solveCaptcha',
        input: ({ context }) => ({
          method: context.method,
          countryCode: context.countryCode,
          contact: context.contact,
        }),
        onDone: [
          {
            guard: { type: 'hasPassedCaptcha', params: ({ event }) => ({ output: event.output }) },
            target: 'loggingIn',
            actions: { type: 'recordNonce', params: ({ event }) => ({ output: event.output }) },
          },
          { target: 'editing', actions: 'recordCaptchaDemand' },
        ],
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => {
    // done is entered only through recordSession, so the session is always there.
    if (!context.session) throw new Error('passwordLogin: finished without a session');
    return context.session;
  },
});
