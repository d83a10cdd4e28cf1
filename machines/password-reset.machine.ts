import { assign, emit, fromPromise, setup } from 'xstate';
import { isValidContact } from '../contract/rules/contact';
import { isValidVerificationCode } from '../contract/rules/codes';
import { isValidConfirmPassword, isValidNewPassword } from '../contract/rules/password';
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
} from './shared';

/**
 * Password reset (SPEC.md §2, §4 "Password reset"; /forgetPassword on mobile, view 4 on desktop):
 * one form with an account, a code with its own Send button and countdown, a new password and its
 * confirmation. The Send button and the form run side by side (a parallel state): the shopper
 * types the new password while the countdown runs, and a failed reset leaves the countdown alone.
 *
 * Sending goes through the picture captcha exactly as in loginMachine: an invoked child `captcha`
 * (actor `solveCaptcha`, provided as `captchaMachine.provide({ actors })`).
 */

export interface PasswordResetInput {
  readonly method?: ContactMethod;
  readonly countryCode?: PhoneCode;
  /** Prefilled from the login screen's account when there is one. */
  readonly account?: string;
}

/**
 * PUT /member/user/update_password (SPEC.md §7): the provided actor encrypts the password and
 * maps the method to update_type. The nonce is the captcha's, as the call carries image_nonce.
 */
export interface ResetPasswordInput {
  readonly method: ContactMethod;
  readonly countryCode: PhoneCode;
  readonly account: string;
  readonly code: string;
  readonly password: string;
  readonly nonce: string;
}

export interface PasswordResetContext {
  method: ContactMethod;
  countryCode: PhoneCode;
  account: string;
  code: string;
  password: string;
  confirm: string;
  /** Seconds until Send is offered again; 0 when it is. */
  resendSeconds: number;
  /** From the last passed captcha: the send and the reset carry them. */
  nonce: string | null;
  imageCode: string;
  error: FlowError | null;
}

export type PasswordResetEvent =
  | { type: 'account.change'; account: string }
  | { type: 'account.countryChange'; countryCode: PhoneCode }
  | { type: 'method.switch'; method: ContactMethod }
  | { type: 'code.input'; code: string }
  | { type: 'password.change'; password: string }
  | { type: 'confirm.change'; confirm: string }
  | { type: 'code.send' }
  | { type: 'reset.submit' };

/** Emitted when a code has gone out, for the "sent successfully" toast. */
export type PasswordResetEmitted = { type: 'code.sent'; method: ContactMethod; contact: string };

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
    emitted: {} as PasswordResetEmitted,
    children: {} as { captcha: 'solveCaptcha'; sendCode: 'sendCode'; resetPassword: 'resetPassword' },
    tags: {} as 'busy',
  },
  actors: {
    solveCaptcha: captchaMachine,
    sendCode: fromPromise<unknown, SendCodeInput>(notProvided('sendCode')),
    resetPassword: fromPromise<unknown, ResetPasswordInput>(notProvided('resetPassword')),
  },
  guards: {
    // SPEC.md §4: Send is enabled only when the account is valid (no agreement on this screen).
    canSend: ({ context }) => isValidContact(context.method, context.account, context.countryCode),
    // SPEC.md §5: six digits, a valid new password, and a confirmation equal to it and valid.
    // A code must also have been sent through the captcha, whose nonce the reset carries.
    canSubmit: ({ context }) =>
      context.nonce !== null &&
      isValidContact(context.method, context.account, context.countryCode) &&
      isValidVerificationCode(context.code) &&
      isValidNewPassword(context.password) &&
      isValidConfirmPassword(context.password, context.confirm),
    hasPassedCaptcha: (_, params: { output: CaptchaOutput }) => params.output.status === 'passed',
    isLastSecond: ({ context }) => context.resendSeconds <= 1,
    isCodeRejected: (_, params: { error: unknown }) => isCodeRejection(errorCodeOf(params.error)),
  },
  actions: {
    setAccount: assign((_, params: { account: string }) => ({ account: params.account, error: null })),
    setCountryCode: assign((_, params: { countryCode: PhoneCode }) => ({
      countryCode: params.countryCode,
      error: null,
    })),
    // Mirrors the login: another method clears the contact data, and the code sent to it.
    // Decision: a running countdown keeps running; it limits sends from this screen, whatever the account.
    switchMethod: assign((_, params: { method: ContactMethod }) => ({
      method: params.method,
      account: '',
      code: '',
      error: null,
    })),
    setCode: assign((_, params: { code: string }) => ({ code: params.code, error: null })),
    setPassword: assign((_, params: { password: string }) => ({ password: params.password, error: null })),
    setConfirm: assign((_, params: { confirm: string }) => ({ confirm: params.confirm, error: null })),
    clearCode: assign({ code: '' }),
    recordCaptcha: assign((_, params: { output: CaptchaOutput }) =>
      params.output.status === 'passed' ? { nonce: params.output.nonce, imageCode: params.output.code } : {},
    ),
    announceCodeSent: emit(({ context }) => ({
      type: 'code.sent' as const,
      method: context.method,
      contact: context.account,
    })),
    startCountdown: assign({ resendSeconds: RESEND_SECONDS, error: null }),
    tickCountdown: assign(({ context }) => ({ resendSeconds: Math.max(0, context.resendSeconds - 1) })),
    recordError: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
    // Nothing typed here is needed once the password is changed.
    forgetPasswords: assign({ password: '', confirm: '', code: '' }),
  },
  delays: countdownDelays,
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    method: input.method ?? 'phone',
    countryCode: input.countryCode ?? DEFAULT_PHONE_CODE,
    account: input.account ?? '',
    code: '',
    password: '',
    confirm: '',
    resendSeconds: 0,
    nonce: null,
    imageCode: '',
    error: null,
  }),
  initial: 'form',
  states: {
    form: {
      type: 'parallel',
      states: {
        // The Send button beside the code field.
        sendCode: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'code.send': { guard: 'canSend', target: 'captcha' } },
            },
            captcha: {
              invoke: {
                id: 'captcha',
                src: 'solveCaptcha',
                input: ({ context }) => ({
                  method: context.method,
                  countryCode: context.countryCode,
                  contact: context.account,
                }),
                onDone: [
                  {
                    guard: { type: 'hasPassedCaptcha', params: ({ event }) => ({ output: event.output }) },
                    target: 'sending',
                    actions: { type: 'recordCaptcha', params: ({ event }) => ({ output: event.output }) },
                  },
                  { target: 'idle' },
                ],
              },
            },
            sending: {
              tags: 'busy',
              invoke: {
                id: 'sendCode',
                src: 'sendCode',
                input: ({ context }) => ({
                  purpose: 'reset' as const,
                  method: context.method,
                  countryCode: context.countryCode,
                  contact: context.account,
                  imageCode: context.imageCode,
                  nonce: context.nonce ?? '',
                }),
                onDone: { target: 'countdown', actions: ['startCountdown', 'announceCodeSent'] },
                onError: {
                  target: 'idle',
                  actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            // SPEC.md §4: after a send, a 60-second countdown runs; then Send is offered again.
            countdown: {
              after: {
                oneSecond: [
                  { guard: 'isLastSecond', target: 'idle', actions: 'tickCountdown' },
                  // Re-entering restarts the one-second timer: one tick per second shown.
                  { target: 'countdown', reenter: true, actions: 'tickCountdown' },
                ],
              },
            },
          },
        },
        submission: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'account.change': {
                  actions: { type: 'setAccount', params: ({ event }) => ({ account: event.account }) },
                },
                'account.countryChange': {
                  actions: {
                    type: 'setCountryCode',
                    params: ({ event }) => ({ countryCode: event.countryCode }),
                  },
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
                'reset.submit': { guard: 'canSubmit', target: 'resetting' },
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
                  account: context.account,
                  code: context.code,
                  password: context.password,
                  nonce: context.nonce ?? '',
                }),
                onDone: { target: '#passwordReset.done', actions: 'forgetPasswords' },
                onError: [
                  {
                    guard: { type: 'isCodeRejected', params: ({ event }) => ({ error: event.error }) },
                    target: 'editing',
                    actions: [
                      'clearCode',
                      { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
                    ],
                  },
                  {
                    target: 'editing',
                    actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
          },
        },
      },
    },
    // The app then clears the session and persisted state and shows login (SPEC.md §4).
    done: { type: 'final' },
  },
});
