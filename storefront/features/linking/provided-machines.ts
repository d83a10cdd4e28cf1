import { fromPromise } from 'xstate';
import { contactLinkingMachine, type LinkContactInput, type SubmitLinkCodeInput } from '../../../machines';
import { checkContact, linkContact, verifyCurrentContact } from '../../api/member-linking';
import { providedSendCodeMachine } from '../auth';

/**
 * The linking machine with the real API (as features/auth/provided-machines.ts does for the
 * login): the Send button is the login's own, the submit is verify_old on /verify* and
 * update_mobile / update_email on /bind*.
 */
const withSendCode = contactLinkingMachine.provide({
  actors: {
    sendCode: providedSendCodeMachine,
    checkContact: fromPromise<unknown, LinkContactInput>(({ input }) => checkContact(input)),
  },
});

export const providedVerifyContactMachine = withSendCode.provide({
  actors: {
    submitCode: fromPromise<unknown, SubmitLinkCodeInput>(({ input }) => verifyCurrentContact(input)),
  },
});

export const providedBindContactMachine = withSendCode.provide({
  actors: {
    submitCode: fromPromise<unknown, SubmitLinkCodeInput>(({ input }) => linkContact(input)),
  },
});
