import { assign, fromPromise, sendParent, setup } from 'xstate';
import { captchaMachine, type CaptchaInput, type CaptchaOutput } from './captcha.machine';
import { countdownMachine } from './countdown.machine';
import { DEFAULT_PHONE_CODE, errorCodeOf, notProvided, RESEND_SECONDS, type FlowError } from './shared';

/**
 * The Send button of every screen that sends a verification code (SPEC.md §4 "Login flow" steps
 * 4–5 and its resend, §4 "Password reset"): the picture captcha, the send, then the 60-second
 * wait before another send. loginMachine and passwordResetMachine invoke it for their whole run
 * under the id `sendCode` and forward the shopper's press as `code.send` with the recipient.
 *
 * What it owns, a screen reads from it: `children.captcha` (the dialog), `children.countdown`
 * (the seconds left), the `busy` tag (a send under way) and `idle` (Send may be pressed). What
 * the parent needs, it is told: `code.sent` carries the captcha's nonce and characters, which
 * the login or reset call carries too; `code.sendFailed` the error; `code.sendCancelled`. The
 * parent emits `code.sent` on to the screen, so a screen listens to the flow it runs.
 */

export interface SendCodeInput {
  /**
   * Which code (CODE_TYPE in contract/member-constants.ts): login 1, password reset 5, and the
   * signed-in member's verifyOld 2, bindNew 3 and deleteAccount 4.
   */
  readonly purpose: 'login' | 'reset' | 'verifyOld' | 'bindNew' | 'deleteAccount';
  /**
   * SPEC.md §4: the login's Resend "restarts the 60 seconds and reopens the captcha", so a resend
   * whose captcha is cancelled still waits the full minute. The reset's Send counts only after a
   * code went out (§4 "Password reset"), so there a cancel leaves Send free.
   */
  readonly cancelledResendWaits: boolean;
}

/** Whom the code goes to: the same account the captcha picture is drawn for. */
export type CodeRecipient = CaptchaInput;

/** What the send_sms_code / send_email_code call needs (SPEC.md §7). */
export interface RequestCodeInput extends CodeRecipient {
  readonly purpose: SendCodeInput['purpose'];
  /** The characters typed into the picture captcha (image_code). */
  readonly imageCode: string;
  /** The token random_code_check answered (image_nonce). */
  readonly nonce: string;
}

/**
 * A code went out: reported to the parent, which keeps the nonce for the login or reset call
 * and emits this same event to the screen (the "sent successfully" toast, §4 step 5).
 */
export type CodeSentEvent = {
  type: 'code.sent';
  method: CodeRecipient['method'];
  countryCode: CodeRecipient['countryCode'];
  contact: string;
  nonce: string;
  imageCode: string;
};

/** What the child tells its parent; the parent's events include these. */
export type SendCodeReport =
  CodeSentEvent | { type: 'code.sendFailed'; error: FlowError } | { type: 'code.sendCancelled' };

/** The press, forwarded by the parent with the recipient it has validated. */
export type SendCodeEvent = { type: 'code.send' } & CodeRecipient;

export interface SendCodeContext extends SendCodeInput {
  /** The last press's recipient; empty until the first press. */
  recipient: CodeRecipient;
  nonce: string | null;
  imageCode: string;
  /** A code has gone out in this run: a cancelled captcha is then a cancelled resend. */
  hasSent: boolean;
}

export const sendCodeMachine = setup({
  types: {
    context: {} as SendCodeContext,
    events: {} as SendCodeEvent,
    input: {} as SendCodeInput,
    children: {} as { captcha: 'solveCaptcha'; requestCode: 'requestCode'; countdown: 'countDown' },
    tags: {} as 'busy',
  },
  actors: {
    solveCaptcha: captchaMachine,
    /** Resolves when the code has been sent; what it answers is not used. */
    requestCode: fromPromise<unknown, RequestCodeInput>(notProvided('requestCode')),
    countDown: countdownMachine,
  },
  guards: {
    hasPassedCaptcha: (_, params: { output: CaptchaOutput }) => params.output.status === 'passed',
    // A cancel after a code went out ends a resend; the login makes that resend wait anyway.
    isResendWithWait: ({ context }) => context.hasSent && context.cancelledResendWaits,
  },
  actions: {
    setRecipient: assign((_, recipient: CodeRecipient) => ({ recipient })),
    recordCaptcha: assign((_, params: { output: CaptchaOutput }) =>
      params.output.status === 'passed' ? { nonce: params.output.nonce, imageCode: params.output.code } : {},
    ),
    markSent: assign({ hasSent: true }),
    reportSent: sendParent(({ context }) => sentEvent(context)),
    reportFailed: sendParent((_, params: { error: unknown }) => ({
      type: 'code.sendFailed',
      error: errorCodeOf(params.error),
    })),
    reportCancelled: sendParent({ type: 'code.sendCancelled' }),
  },
}).createMachine({
  id: 'sendCode',
  context: ({ input }) => ({
    purpose: input.purpose,
    cancelledResendWaits: input.cancelledResendWaits,
    recipient: { method: 'phone', countryCode: DEFAULT_PHONE_CODE, contact: '' },
    nonce: null,
    imageCode: '',
    hasSent: false,
  }),
  initial: 'idle',
  states: {
    // Send may be pressed; a press anywhere else (captcha open, sending, waiting) is ignored.
    idle: {
      on: {
        'code.send': {
          target: 'captcha',
          actions: {
            type: 'setRecipient',
            params: ({ event }) => ({
              method: event.method,
              countryCode: event.countryCode,
              contact: event.contact,
            }),
          },
        },
      },
    },
    captcha: {
      tags: 'busy',
      invoke: {
        id: 'captcha',
        src: 'solveCaptcha',
        input: ({ context }) => context.recipient,
        onDone: [
          {
            guard: { type: 'hasPassedCaptcha', params: ({ event }) => ({ output: event.output }) },
            target: 'sending',
            actions: { type: 'recordCaptcha', params: ({ event }) => ({ output: event.output }) },
          },
          { guard: 'isResendWithWait', target: 'waiting', actions: 'reportCancelled' },
          { target: 'idle', actions: 'reportCancelled' },
        ],
      },
    },
    sending: {
      tags: 'busy',
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({
          ...context.recipient,
          purpose: context.purpose,
          imageCode: context.imageCode,
          nonce: context.nonce ?? '',
        }),
        onDone: { target: 'waiting', actions: ['markSent', 'reportSent'] },
        // Decision: a send that did not go out frees Send at once; the 60 s only guard a code
        // that was actually delivered (the server still refuses sends that come too often).
        onError: {
          target: 'idle',
          actions: { type: 'reportFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // SPEC.md §4, §9: another send only after 60 seconds.
    waiting: {
      invoke: {
        id: 'countdown',
        src: 'countDown',
        input: { durationMs: RESEND_SECONDS * 1000 },
        onDone: { target: 'idle' },
      },
    },
  },
});

function sentEvent(context: SendCodeContext): CodeSentEvent {
  return {
    type: 'code.sent',
    ...context.recipient,
    nonce: context.nonce ?? '',
    imageCode: context.imageCode,
  };
}
