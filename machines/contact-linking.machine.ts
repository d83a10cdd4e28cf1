import { and, assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { isValidContact } from '../contract/rules/contact';
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
} from './shared';

/**
 * One step of linking a phone or e-mail (SPEC.md §2 /verifyPhone /verifyEmail /bindPhone
 * /bindEmail, §5 "Linking"): a contact, Send (the shared `sendCode` child: captcha, send, 60 s
 * wait), the six-digit code, then Next or Confirm.
 *
 * - `verify`: the member's current contact, fixed; the code is of purpose verifyOld and the
 *   submit (verify_old) answers the proof the next step carries.
 * - `bind`: the new contact, typed; Send first asks whether it is free (check_phone /
 *   check_email), so no captcha is spent on a taken one; the code is of purpose bindNew and the
 *   submit (update_mobile / update_email) links it.
 *
 * The machine ends with what the submit answered (its output); the screen moves on from there.
 */

export interface ContactLinkingInput {
  readonly step: 'verify' | 'bind';
  readonly method: ContactMethod;
  readonly countryCode?: PhoneCode;
  /** The current contact for `verify`; empty for `bind`. */
  readonly contact?: string;
  /** `bind`: verify_old's proof when the member had a contact of the kind; carried to the submit. */
  readonly proof?: string;
}

export interface ContactLinkingContext {
  step: ContactLinkingInput['step'];
  method: ContactMethod;
  countryCode: PhoneCode;
  contact: string;
  code: string;
  /** The contact (with its phone code) the last code went to; the code proves only that one. */
  sentTo: string | null;
  proof: string | undefined;
  error: FlowError | null;
  /** What the submit answered (the proof, or the member with the new contact): the output. */
  answer: unknown;
}

export type ContactLinkingEvent =
  | { type: 'contact.change'; contact: string }
  | { type: 'contact.countryChange'; countryCode: PhoneCode }
  | { type: 'code.input'; code: string }
  | { type: 'code.send' }
  | { type: 'link.submit' }
  | SendCodeReport;

/** What the check and submit calls need: the contact, and for the submit its code. */
export interface LinkContactInput {
  readonly method: ContactMethod;
  readonly countryCode: PhoneCode;
  readonly contact: string;
}
export interface SubmitLinkCodeInput extends LinkContactInput {
  readonly code: string;
  readonly proof: string | undefined;
}

const recipientKey = (context: Pick<ContactLinkingContext, 'method' | 'countryCode' | 'contact'>) =>
  `${context.method}:${context.method === 'phone' ? context.countryCode : ''}:${context.contact.trim()}`;

export const contactLinkingMachine = setup({
  types: {
    context: {} as ContactLinkingContext,
    events: {} as ContactLinkingEvent,
    input: {} as ContactLinkingInput,
    emitted: {} as CodeSentEvent,
    output: {} as unknown,
    children: {} as { sendCode: 'sendCode'; checkContact: 'checkContact'; submitCode: 'submitCode' },
    tags: {} as 'busy',
  },
  actors: {
    sendCode: sendCodeMachine,
    /** Resolves when the new contact is free; rejects with 1101024 / 1101010 when it is taken. */
    checkContact: fromPromise<unknown, LinkContactInput>(notProvided('checkContact')),
    /** verify_old (step verify) or update_mobile / update_email (step bind); its answer is the output. */
    submitCode: fromPromise<unknown, SubmitLinkCodeInput>(notProvided('submitCode')),
  },
  guards: {
    isContactValid: ({ context }) => isValidContact(context.method, context.contact, context.countryCode),
    isBindStep: ({ context }) => context.step === 'bind',
    // SPEC.md §5: six digits, for the contact the code was sent to.
    isReadyToSubmit: ({ context }) =>
      context.sentTo === recipientKey(context) && isValidVerificationCode(context.code),
    isCodeRejected: (_, params: { error: unknown }) => isCodeRejection(errorCodeOf(params.error)),
  },
  actions: {
    setContact: assign((_, params: { contact: string }) => ({ contact: params.contact, error: null })),
    setCountryCode: assign((_, params: { countryCode: PhoneCode }) => ({
      countryCode: params.countryCode,
      error: null,
    })),
    setCode: assign((_, params: { code: string }) => ({ code: params.code, error: null })),
    clearCode: assign({ code: '' }),
    forwardSend: sendTo('sendCode', ({ context }) => ({
      type: 'code.send' as const,
      method: context.method,
      countryCode: context.countryCode,
      contact: context.contact.trim(),
    })),
    recordSent: assign((_, params: { sent: CodeSentEvent }) => ({
      sentTo: recipientKey(params.sent),
      error: null,
    })),
    // For the screen's "sent successfully" toast.
    announceCodeSent: emit((_, params: { sent: CodeSentEvent }) => params.sent),
    recordError: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
    recordSendFailure: assign((_, params: { error: FlowError }) => ({ error: params.error })),
  },
}).createMachine({
  id: 'contactLinking',
  context: ({ input }) => ({
    step: input.step,
    method: input.method,
    countryCode: input.countryCode ?? DEFAULT_PHONE_CODE,
    contact: input.contact ?? '',
    code: '',
    sentTo: null,
    proof: input.proof,
    error: null,
    answer: null,
  }),
  // The Send button beside the code, for the whole run.
  invoke: {
    id: 'sendCode',
    src: 'sendCode',
    input: ({ context }) => ({
      purpose: context.step === 'verify' ? 'verifyOld' : 'bindNew',
      cancelledResendWaits: false,
    }),
  },
  on: {
    'code.sent': {
      actions: [
        { type: 'recordSent', params: ({ event }) => ({ sent: event }) },
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
        // The current contact of the verify step is the member's own: it cannot be edited.
        'contact.change': {
          guard: 'isBindStep',
          actions: { type: 'setContact', params: ({ event }) => ({ contact: event.contact }) },
        },
        'contact.countryChange': {
          guard: 'isBindStep',
          actions: { type: 'setCountryCode', params: ({ event }) => ({ countryCode: event.countryCode }) },
        },
        'code.input': { actions: { type: 'setCode', params: ({ event }) => ({ code: event.code }) } },
        // Decision: the bind step asks check_* before the captcha, so a taken contact costs
        // nothing; the verify step's contact is the member's own and goes straight to the send.
        'code.send': [
          { guard: and(['isContactValid', 'isBindStep']), target: 'checking' },
          { guard: 'isContactValid', actions: 'forwardSend' },
        ],
        'link.submit': { guard: 'isReadyToSubmit', target: 'submitting' },
      },
    },
    checking: {
      tags: 'busy',
      invoke: {
        id: 'checkContact',
        src: 'checkContact',
        input: ({ context }) => ({
          method: context.method,
          countryCode: context.countryCode,
          contact: context.contact.trim(),
        }),
        onDone: { target: 'editing', actions: 'forwardSend' },
        onError: {
          target: 'editing',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submitCode',
        src: 'submitCode',
        input: ({ context }) => ({
          method: context.method,
          countryCode: context.countryCode,
          contact: context.contact.trim(),
          code: context.code,
          proof: context.proof,
        }),
        onDone: {
          target: 'done',
          actions: assign(({ event }) => ({ code: '', answer: event.output })),
        },
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
    done: { type: 'final' },
  },
  output: ({ context }: { context: ContactLinkingContext }) => context.answer,
});
