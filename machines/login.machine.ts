import { assign, emit, fromPromise, setup } from 'xstate';
import { canSendCode } from '../contract/rules/contact';
import { isValidVerificationCode } from '../contract/rules/codes';
import { captchaMachine, type CaptchaOutput } from './captcha.machine';
import {
  countdownDelays,
  DEFAULT_PHONE_CODE,
  errorCodeOf,
  isCodeRejection,
  notProvided,
  RESEND_SECONDS,
  type ContactMethod,
  type FlowError,
  type PhoneCode,
  type SendCodeInput,
  type Session,
} from './shared';

/**
 * The code login of SPEC.md §4 "Login flow": contact and agreement → picture captcha → the code
 * is sent → six digits → logged in. Phone (/login, desktop view 1) and e-mail (/emailLogin, view 7)
 * share it; the code step is /verificationCode (view 2). Password login is passwordLoginMachine.
 *
 * The captcha runs as an invoked child (id `captcha`, actor `solveCaptcha`): the dialog talks to
 * `snapshot.children.captcha`, and the child's output decides the next step. The app provides
 * `solveCaptcha: captchaMachine.provide({ actors: { loadCaptcha, checkCaptcha } })`, so one pair
 * of captcha calls serves the login, the password reset and any standalone captcha.
 */

export interface LoginInput {
  /** Six digits log in by themselves on mobile; desktop waits for the Log in button (§4 step 6). */
  readonly autoSubmit: boolean;
  readonly method?: ContactMethod;
  /** The code screen receives the country code in navigation state (§2). */
  readonly countryCode?: PhoneCode;
  readonly contact?: string;
  readonly agreed?: boolean;
}

/** POST /member/user/login with a code (login_type 3 phone, 4 e-mail). */
export interface LogInInput {
  readonly method: ContactMethod;
  readonly countryCode: PhoneCode;
  readonly contact: string;
  readonly code: string;
  /** The login call also carries the captcha that let the code be sent (image_code, image_nonce). */
  readonly imageCode: string;
  readonly nonce: string;
}

export interface LoginContext {
  method: ContactMethod;
  countryCode: PhoneCode;
  contact: string;
  agreed: boolean;
  autoSubmit: boolean;
  /** From the passed captcha; the send and the login carry them. */
  nonce: string | null;
  imageCode: string;
  /** The six-digit code being typed. */
  code: string;
  /** Seconds until `code.resend` is allowed; 0 means it is. */
  resendSeconds: number;
  /** A code has gone out in this flow: a cancelled or failed resend returns to the code step. */
  codeSent: boolean;
  error: FlowError | null;
  session: Session | null;
}

export type LoginEvent =
  | { type: 'contact.change'; contact: string }
  | { type: 'contact.countryChange'; countryCode: PhoneCode }
  | { type: 'agreement.toggle' }
  | { type: 'method.switch'; method: ContactMethod }
  | { type: 'code.send' }
  | { type: 'code.input'; code: string }
  | { type: 'code.submit' }
  | { type: 'code.resend' };

/** Emitted when a code has gone out, for the "sent successfully" toast (§4 step 5). */
export type LoginEmitted = { type: 'code.sent'; method: ContactMethod; contact: string };

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as Session,
    emitted: {} as LoginEmitted,
    children: {} as { captcha: 'solveCaptcha'; sendCode: 'sendCode'; logIn: 'logIn' },
    tags: {} as 'busy',
  },
  actors: {
    solveCaptcha: captchaMachine,
    /** Resolves when the code has been sent; what it answers is not used. */
    sendCode: fromPromise<unknown, SendCodeInput>(notProvided('sendCode')),
    logIn: fromPromise<Session, LogInInput>(notProvided('logIn')),
  },
  guards: {
    // SPEC.md §5: the send button needs a valid contact for the method and the agreement ticked.
    canSend: ({ context }) =>
      canSendCode({
        type: context.method,
        value: context.contact,
        phoneCode: context.countryCode,
        agreed: context.agreed,
      }),
    hasPassedCaptcha: (_, params: { output: CaptchaOutput }) => params.output.status === 'passed',
    hasSentCode: ({ context }) => context.codeSent,
    isCodeComplete: (_, params: { code: string }) => isValidVerificationCode(params.code),
    // Judged on the digits just typed: the transition sets them, so context still has the old ones.
    isAutoSubmitReady: ({ context }, params: { code: string }) =>
      context.autoSubmit && isValidVerificationCode(params.code),
    hasCountdownEnded: ({ context }) => context.resendSeconds === 0,
    isLastSecond: ({ context }) => context.resendSeconds <= 1,
    isCodeRejected: (_, params: { error: unknown }) => isCodeRejection(errorCodeOf(params.error)),
  },
  actions: {
    setContact: assign((_, params: { contact: string }) => ({ contact: params.contact, error: null })),
    setCountryCode: assign((_, params: { countryCode: PhoneCode }) => ({
      countryCode: params.countryCode,
      error: null,
    })),
    toggleAgreement: assign(({ context }) => ({ agreed: !context.agreed })),
    // SPEC.md §4: choosing another login method clears the stored contact data.
    // Decision: the agreement stays ticked; it is the same agreement whichever method is used.
    switchMethod: assign((_, params: { method: ContactMethod }) => ({
      method: params.method,
      contact: '',
      error: null,
    })),
    recordCaptcha: assign((_, params: { output: CaptchaOutput }) =>
      params.output.status === 'passed' ? { nonce: params.output.nonce, imageCode: params.output.code } : {},
    ),
    // A new code makes the old digits worthless, and an old error no longer applies.
    markCodeSent: assign({ codeSent: true, code: '', error: null }),
    announceCodeSent: emit(({ context }) => ({
      type: 'code.sent' as const,
      method: context.method,
      contact: context.contact,
    })),
    startCountdown: assign({ resendSeconds: RESEND_SECONDS }),
    tickCountdown: assign(({ context }) => ({ resendSeconds: Math.max(0, context.resendSeconds - 1) })),
    // Decision: a resend that did not go out frees the button at once; the 60 s only guards a
    // code that was actually delivered (the server still refuses sends that come too often).
    stopCountdown: assign({ resendSeconds: 0 }),
    setCode: assign((_, params: { code: string }) => ({ code: params.code, error: null })),
    clearCode: assign({ code: '' }),
    recordError: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
    recordSession: assign((_, params: { session: Session }) => ({ session: params.session, error: null })),
  },
  delays: countdownDelays,
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    method: input.method ?? 'phone',
    countryCode: input.countryCode ?? DEFAULT_PHONE_CODE,
    contact: input.contact ?? '',
    agreed: input.agreed ?? false,
    autoSubmit: input.autoSubmit,
    nonce: null,
    imageCode: '',
    code: '',
    resendSeconds: 0,
    codeSent: false,
    error: null,
    session: null,
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
        'agreement.toggle': { actions: 'toggleAgreement' },
        'method.switch': {
          actions: { type: 'switchMethod', params: ({ event }) => ({ method: event.method }) },
        },
        'code.send': { guard: 'canSend', target: 'captcha' },
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
            target: 'sending',
            actions: { type: 'recordCaptcha', params: ({ event }) => ({ output: event.output }) },
          },
          // A cancelled resend goes back to the code already sent, a cancelled first send to the form.
          { guard: 'hasSentCode', target: 'codeEntry' },
          { target: 'editing' },
        ],
      },
    },
    sending: {
      tags: 'busy',
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({
          purpose: 'login' as const,
          method: context.method,
          countryCode: context.countryCode,
          contact: context.contact,
          imageCode: context.imageCode,
          nonce: context.nonce ?? '',
        }),
        onDone: { target: 'codeEntry', actions: ['markCodeSent', 'startCountdown', 'announceCodeSent'] },
        onError: [
          {
            guard: 'hasSentCode',
            target: 'codeEntry',
            actions: [
              { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
              'stopCountdown',
            ],
          },
          {
            target: 'editing',
            actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    // Two things at once: the resend countdown keeps running while a login attempt is under way.
    codeEntry: {
      type: 'parallel',
      states: {
        countdown: {
          initial: 'running',
          states: {
            running: {
              always: { guard: 'hasCountdownEnded', target: 'finished' },
              after: {
                oneSecond: [
                  { guard: 'isLastSecond', target: 'finished', actions: 'tickCountdown' },
                  // Re-entering restarts the one-second timer: one tick per second shown.
                  { target: 'running', reenter: true, actions: 'tickCountdown' },
                ],
              },
            },
            finished: {},
          },
        },
        code: {
          initial: 'typing',
          states: {
            typing: {
              on: {
                'code.input': [
                  {
                    guard: { type: 'isAutoSubmitReady', params: ({ event }) => ({ code: event.code }) },
                    target: 'loggingIn',
                    actions: { type: 'setCode', params: ({ event }) => ({ code: event.code }) },
                  },
                  { actions: { type: 'setCode', params: ({ event }) => ({ code: event.code }) } },
                ],
                'code.submit': {
                  guard: { type: 'isCodeComplete', params: ({ context }) => ({ code: context.code }) },
                  target: 'loggingIn',
                },
                // SPEC.md §4: resend only at 0; it restarts the 60 seconds and reopens the captcha.
                'code.resend': {
                  guard: 'hasCountdownEnded',
                  target: '#login.captcha',
                  actions: 'startCountdown',
                },
              },
            },
            loggingIn: {
              tags: 'busy',
              invoke: {
                id: 'logIn',
                src: 'logIn',
                input: ({ context }) => ({
                  method: context.method,
                  countryCode: context.countryCode,
                  contact: context.contact,
                  code: context.code,
                  imageCode: context.imageCode,
                  nonce: context.nonce ?? '',
                }),
                onDone: {
                  target: '#login.done',
                  actions: { type: 'recordSession', params: ({ event }) => ({ session: event.output }) },
                },
                onError: [
                  {
                    guard: { type: 'isCodeRejected', params: ({ event }) => ({ error: event.error }) },
                    target: 'typing',
                    actions: [
                      'clearCode',
                      { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
                    ],
                  },
                  {
                    target: 'typing',
                    actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
          },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => {
    // done is entered only through recordSession, so the session is always there.
    if (!context.session) throw new Error('login: finished without a session');
    return context.session;
  },
});
