import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { isValidContact } from '../contract/rules/contact';
import { isValidVerificationCode } from '../contract/rules/codes';
import { isValidConfirmPassword, isValidNewPassword } from '../contract/rules/password';
import { sendCodeMachine, type CodeSentEvent, type SendCodeReport } from './send-code.machine';
import {
  DEFAULT_PHONE_CODE,
  errorCodeOf,
  isCodeRejection,
  notProvided,
  type ContactMethod,
  type FlowError,
  type PhoneCode,
} from './shared';

/**
 * Password reset (SPEC.md §2, §4 "Password reset"; /forgetPassword on mobile, view 4 on desktop):
 * one form with an account, a code with its own Send button and countdown, a new password and its
 * confirmation.
 *
 * The Send button is the invoked child `sendCode` (sendCodeMachine, shared with the login): the
 * captcha, the send and the 60-second wait run there beside the form, so the shopper types the
 * new password while the countdown runs, and a failed reset leaves the countdown alone. This
 * machine forwards Send with the account and keeps the nonce the child reports for the reset call.
 */

export interface PasswordResetInput {
  readonly method?: ContactMethod;
  readonly countryCode?: PhoneCode;
  /** Prefilled from the login screen's account when there is one. */
  readonly contact?: string;
}

/**
 * PUT /member/user/update_password (SPEC.md §7): the provided actor encrypts the password and
 * maps the method to update_type. The nonce is the captcha's, as the call carries image_nonce.
 */
export interface ResetPasswordInput {
  readonly method: ContactMethod;
  readonly countryCode: PhoneCode;
  readonly contact: string;
  readonly code: string;
  readonly password: string;
  readonly nonce: string;
}

export interface PasswordResetContext {
  method: ContactMethod;
  countryCode: PhoneCode;
  /** The account the code goes to and whose password changes. */
  contact: string;
  code: string;
  password: string;
  confirm: string;
  /** From the captcha that let the last code be sent: the reset carries it. */
  nonce: string | null;
  error: FlowError | null;
}

export type PasswordResetEvent =
  | { type: 'contact.change'; contact: string }
  | { type: 'contact.countryChange'; countryCode: PhoneCode }
  | { type: 'method.switch'; method: ContactMethod }
  | { type: 'code.input'; code: string }
  | { type: 'password.change'; password: string }
  | { type: 'confirm.change'; confirm: string }
  | { type: 'code.send' }
  | { type: 'reset.submit' }
  | SendCodeReport;

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
    emitted: {} as CodeSentEvent,
    children: {} as { sendCode: 'sendCode'; resetPassword: 'resetPassword' },
    tags: {} as 'busy',
  },
  actors: {
    sendCode: sendCodeMachine,
    resetPassword: fromPromise<unknown, ResetPasswordInput>(notProvided('resetPassword')),
  },
  guards: {
    // SPEC.md §4: Send is enabled only when the account is valid (no agreement on this screen).
    isContactValid: ({ context }) => isValidContact(context.method, context.contact, context.countryCode),
    // SPEC.md §5: six digits, a valid new password, and a confirmation equal to it and valid.
    // A code must also have been sent through the captcha, whose nonce the reset carries.
    isReadyToSubmit: ({ context }) =>
      context.nonce !== null &&
      isValidContact(context.method, context.contact, context.countryCode) &&
      isValidVerificationCode(context.code) &&
      isValidNewPassword(context.password) &&
      isValidConfirmPassword(context.password, context.confirm),
    isCodeRejected: (_, params: { error: unknown }) => isCodeRejection(errorCodeOf(params.error)),
  },
  actions: {
    setContact: assign((_, params: { contact: string }) => ({ contact: params.contact, error: null })),
    setCountryCode: assign((_, params: { countryCode: PhoneCode }) => ({
      countryCode: params.countryCode,
      error: null,
    })),
    // Mirrors the login: another method clears the contact data, and the code sent to it.
    // Decision: a running countdown keeps running; it limits sends from this screen, whatever the account.
    switchMethod: assign((_, params: { method: ContactMethod }) => ({
      method: params.method,
      contact: '',
      code: '',
      error: null,
    })),
    setCode: assign((_, params: { code: string }) => ({ code: params.code, error: null })),
    setPassword: assign((_, params: { password: string }) => ({ password: params.password, error: null })),
    setConfirm: assign((_, params: { confirm: string }) => ({ confirm: params.confirm, error: null })),
    clearCode: assign({ code: '' }),
    forwardSend: sendTo('sendCode', ({ context }) => ({
      type: 'code.send' as const,
      method: context.method,
      countryCode: context.countryCode,
      contact: context.contact,
    })),
    recordNonce: assign((_, params: { nonce: string }) => ({ nonce: params.nonce, error: null })),
    // For the screen's "sent successfully" toast.
    announceCodeSent: emit((_, params: { sent: CodeSentEvent }) => params.sent),
    recordError: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
    // The child has already read the code of what its send threw.
    recordSendFailure: assign((_, params: { error: FlowError }) => ({ error: params.error })),
    // Nothing typed here is needed once the password is changed.
    forgetPasswords: assign({ password: '', confirm: '', code: '' }),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    method: input.method ?? 'phone',
    countryCode: input.countryCode ?? DEFAULT_PHONE_CODE,
    contact: input.contact ?? '',
    code: '',
    password: '',
    confirm: '',
    nonce: null,
    error: null,
  }),
  // The Send button beside the code field, for the whole run.
  invoke: {
    id: 'sendCode',
    src: 'sendCode',
    input: { purpose: 'reset', cancelledResendWaits: false },
  },
  // Send works while the form is edited and while a reset is under way.
  on: {
    'code.send': { guard: 'isContactValid', actions: 'forwardSend' },
    'code.sent': {
      actions: [
        { type: 'recordNonce', params: ({ event }) => ({ nonce: event.nonce }) },
        { type: 'announceCodeSent', params: ({ event }) => ({ sent: event }) },
      ],
    },
    'code.sendFailed': {
      actions: { type: 'recordSendFailure', params: ({ event }) => ({ error: event.error }) },
    },
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
        'method.switch': {
          actions: { type: 'switchMethod', params: ({ event }) => ({ method: event.method }) },
        },
        'code.input': { actions: { type: 'setCode', params: ({ event }) => ({ code: event.code }) } },
        'password.change': {
          actions: { type: 'setPassword', params: ({ event }) => ({ password: event.password }) },
        },
        'confirm.change': {
          actions: { type: 'setConfirm', params: ({ event }) => ({ confirm: event.confirm }) },
        },
        'reset.submit': { guard: 'isReadyToSubmit', target: 'resetting' },
      },
    },
    resetting: {
      tags: 'busy',
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({
          method: context.method,
          countryCode: context.countryCode,
          contact: context.contact,
          code: context.code,
          password: context.password,
          nonce: context.nonce ?? '',
        }),
        onDone: { target: 'done', actions: 'forgetPasswords' },
        onError: [
          {
            guard: { type: 'isCodeRejected', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: ['clearCode', { type: 'recordError', params: ({ event }) => ({ error: event.error }) }],
          },
          {
            target: 'editing',
            actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    // The app then clears the session and persisted state and shows login (SPEC.md §4).
    done: { type: 'final' },
  },
});
