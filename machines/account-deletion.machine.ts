import { assign, fromPromise, sendTo, setup } from 'xstate';
import { UPDATE_TYPE } from '../contract/member-constants';
import { isValidVerificationCode } from '../contract/rules/codes';
import type { DeletionApplyRequest, DeletionStatus } from '../contract/account-deletion';
import { sendCodeMachine, type SendCodeReport } from './send-code.machine';
import { errorCodeOf, notProvided, type ContactMethod, type FlowError, type PhoneCode } from './shared';

/**
 * Confirming an account deletion (/delete, SPEC.md §2 "Account/data deletion"): a code
 * of purpose deleteAccount goes to the member's own phone or e-mail (the invoked `sendCode` child,
 * the login's captcha → send → 60 s wait), then the request is sent with the reason and the code.
 * The contact is the member's, given at start: the shopper never types it.
 */
export interface AccountDeletionInput {
  readonly method: ContactMethod;
  readonly countryCode: PhoneCode;
  /** The member's own phone (local form) or e-mail. */
  readonly contact: string;
}

/** POST member/deletion/apply (contract/account-deletion.ts). */
export type ApplyDeletionInput = DeletionApplyRequest;

export interface AccountDeletionContext extends AccountDeletionInput {
  code: string;
  /** A code has gone out in this run: Confirm may be pressed once six digits are typed. */
  codeSent: boolean;
  error: FlowError | null;
  /** The answer of a request that went through (processing, with its due date). */
  status: DeletionStatus | null;
}

export type AccountDeletionEvent =
  | { type: 'code.send' }
  | { type: 'code.input'; code: string }
  | { type: 'deletion.submit'; reason: DeletionApplyRequest['reason']; reasonText?: string }
  | SendCodeReport;

export const accountDeletionMachine = setup({
  types: {
    context: {} as AccountDeletionContext,
    events: {} as AccountDeletionEvent,
    input: {} as AccountDeletionInput,
    children: {} as { sendCode: 'sendCode'; applyDeletion: 'applyDeletion' },
  },
  actors: {
    sendCode: sendCodeMachine,
    applyDeletion: fromPromise<DeletionStatus, ApplyDeletionInput>(notProvided('applyDeletion')),
  },
  guards: {
    isSubmittable: ({ context }) => context.codeSent && isValidVerificationCode(context.code),
  },
  actions: {
    forwardSend: sendTo('sendCode', ({ context }) => ({
      type: 'code.send' as const,
      method: context.method,
      countryCode: context.countryCode,
      contact: context.contact,
    })),
    setCode: assign((_, params: { code: string }) => ({ code: params.code, error: null })),
    markSent: assign({ codeSent: true, error: null }),
    recordError: assign((_, params: { error: FlowError }) => ({ error: params.error })),
  },
}).createMachine({
  id: 'accountDeletion',
  context: ({ input }) => ({ ...input, code: '', codeSent: false, error: null, status: null }),
  invoke: {
    id: 'sendCode',
    src: 'sendCode',
    input: { purpose: 'deleteAccount', cancelledResendWaits: false },
  },
  on: {
    'code.send': { actions: 'forwardSend' },
    'code.sent': { actions: 'markSent' },
    'code.sendFailed': { actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'code.input': { actions: { type: 'setCode', params: ({ event }) => ({ code: event.code }) } },
        'deletion.submit': { guard: 'isSubmittable', target: 'submitting' },
      },
    },
    submitting: {
      invoke: {
        id: 'applyDeletion',
        src: 'applyDeletion',
        input: ({ context, event }) => {
          const submit = event as Extract<AccountDeletionEvent, { type: 'deletion.submit' }>;
          return {
            reason: submit.reason,
            ...(submit.reason === 'other' ? { reason_text: submit.reasonText ?? '' } : {}),
            check_code: context.code,
            type: context.method === 'phone' ? UPDATE_TYPE.phone : UPDATE_TYPE.email,
          } satisfies ApplyDeletionInput;
        },
        onDone: { target: 'done', actions: assign({ status: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: { type: 'recordError', params: ({ event }) => ({ error: errorCodeOf(event.error) }) },
        },
      },
    },
    done: { type: 'final' },
  },
});
