import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { canSendCode } from '../contract/rules/contact';
import { isValidVerificationCode } from '../contract/rules/codes';
import { sendCodeMachine, type CodeSentEvent, type SendCodeReport } from './send-code.machine';
import {
  DEFAULT_PHONE_CODE,
  errorCodeOf,
  isCodeRejection,
  notProvided,
  type ContactMethod,
  type FlowError,
  type PhoneCode,
  type Session,
} from './shared';

/**
 * The code login of SPEC.md §4 "Login flow": contact and agreement → picture captcha → the code
 * is sent → six digits → logged in. Phone (/login, desktop view 1) and e-mail (/emailLogin, view 7)
 * share it; the code step is /verificationCode (view 2). Password login is passwordLoginMachine.
 *
 * The captcha, the send and the 60-second resend wait are the invoked child `sendCode`
 * (sendCodeMachine, shared with the password reset): this machine forwards Send and Resend to
 * it, keeps the nonce it reports for the login call, and moves to the code step on `code.sent`.
 * The screens read the captcha dialog and the seconds left from that child.
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
  /** From the captcha that let the last code be sent; the login call carries them. */
  nonce: string | null;
  imageCode: string;
  /** The six-digit code being typed. */
  code: string;
  /** A code has gone out in this flow: the code step is the screen to show. */
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
  | { type: 'code.resend' }
  | SendCodeReport;

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as Session,
    emitted: {} as CodeSentEvent,
    children: {} as { sendCode: 'sendCode'; logIn: 'logIn' },
    tags: {} as 'busy',
  },
  actors: {
    sendCode: sendCodeMachine,
    logIn: fromPromise<Session, LogInInput>(notProvided('logIn')),
  },
  guards: {
    // SPEC.md §5: the send button needs a valid contact for the method and the agreement ticked.
    isReadyToSend: ({ context }) =>
      canSendCode({
        type: context.method,
        value: context.contact,
        phoneCode: context.countryCode,
        agreed: context.agreed,
      }),
    isCodeComplete: (_, params: { code: string }) => isValidVerificationCode(params.code),
    // Judged on the digits just typed: the transition sets them, so context still has the old ones.
    isAutoSubmitReady: ({ context }, params: { code: string }) =>
      context.autoSubmit && isValidVerificationCode(params.code),
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
    // The child checks nothing about the contact: Send and Resend are guarded here.
    forwardSend: sendTo('sendCode', ({ context }) => ({
      type: 'code.send' as const,
      method: context.method,
      countryCode: context.countryCode,
      contact: context.contact,
    })),
    // A new code makes the old digits worthless, and an old error no longer applies.
    recordCodeSent: assign((_, params: { sent: CodeSentEvent }) => ({
      nonce: params.sent.nonce,
      imageCode: params.sent.imageCode,
      codeSent: true,
      code: '',
      error: null,
    })),
    // For the screen: the toast, and the move to the code step (§4 step 5).
    announceCodeSent: emit((_, params: { sent: CodeSentEvent }) => params.sent),
    setCode: assign((_, params: { code: string }) => ({ code: params.code, error: null })),
    clearCode: assign({ code: '' }),
    recordError: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
    // The child has already read the code of what its send threw.
    recordSendFailure: assign((_, params: { error: FlowError }) => ({ error: params.error })),
    recordSession: assign((_, params: { session: Session }) => ({ session: params.session, error: null })),
  },
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
    codeSent: false,
    error: null,
    session: null,
  }),
  // Alive for the whole run: the resend wait outlasts the send that started it.
  invoke: {
    id: 'sendCode',
    src: 'sendCode',
    input: { purpose: 'login', cancelledResendWaits: true },
  },
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
        'code.send': { guard: 'isReadyToSend', target: 'sending', actions: 'forwardSend' },
      },
    },
    // The first send: the child's captcha and send; the contact cannot change meanwhile.
    sending: {
      tags: 'busy',
      on: {
        'code.sent': {
          target: 'codeEntry',
          actions: [
            { type: 'recordCodeSent', params: ({ event }) => ({ sent: event }) },
            { type: 'announceCodeSent', params: ({ event }) => ({ sent: event }) },
          ],
        },
        'code.sendFailed': {
          target: 'editing',
          actions: { type: 'recordSendFailure', params: ({ event }) => ({ error: event.error }) },
        },
        // A cancelled first send goes back to the form.
        'code.sendCancelled': { target: 'editing' },
      },
    },
    codeEntry: {
      // A resend: its success restarts the code step's digits, its failure is shown there. The
      // child keeps counting the resend wait while a login attempt is under way.
      on: {
        'code.sent': {
          actions: [
            { type: 'recordCodeSent', params: ({ event }) => ({ sent: event }) },
            { type: 'announceCodeSent', params: ({ event }) => ({ sent: event }) },
          ],
        },
        'code.sendFailed': {
          actions: { type: 'recordSendFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
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
            // SPEC.md §4: resend only at 0 (the child ignores it before), then the captcha again.
            'code.resend': { actions: 'forwardSend' },
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
    done: { type: 'final' },
  },
  output: ({ context }) => {
    // done is entered only through recordSession, so the session is always there.
    if (!context.session) throw new Error('login: finished without a session');
    return context.session;
  },
});
