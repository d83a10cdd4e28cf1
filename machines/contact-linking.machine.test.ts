import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, toPromise, waitFor } from 'xstate';
import * as errorCodes from '../contract/error-codes';
import {
  contactLinkingMachine,
  type ContactLinkingInput,
  type LinkContactInput,
  type SubmitLinkCodeInput,
} from './contact-linking.machine';
import { RESEND_SECONDS } from './shared';
import { answerCaptcha, apiError, fakeSendCode, resendSecondsOf, sendCodeChild } from './test-support';

const CURRENT_PHONE = '81234567890';
const NEW_EMAIL = 'budi@example.co.id';
const TAKEN_EMAIL = 'taken@example.co.id';
const RIGHT_CODE = '135790';

function startLinking(input: ContactLinkingInput) {
  const { machine: sendCode, sends } = fakeSendCode({ nonce: 'nonce-link' });
  const checks: LinkContactInput[] = [];
  const submits: SubmitLinkCodeInput[] = [];
  const machine = contactLinkingMachine.provide({
    actors: {
      sendCode,
      checkContact: fromPromise<unknown, LinkContactInput>(async ({ input }) => {
        checks.push(input);
        if (input.contact === TAKEN_EMAIL) throw apiError(errorCodes.emailAlreadyBound);
        return true;
      }),
      submitCode: fromPromise<unknown, SubmitLinkCodeInput>(async ({ input }) => {
        submits.push(input);
        if (input.code !== RIGHT_CODE) throw apiError(errorCodes.verificationCodeInvalid);
        return { proof: 'the-proof' };
      }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input });
  actor.start();
  return { actor, clock, sends, checks, submits };
}

describe('contactLinkingMachine: verifying the current contact', () => {
  it('sends a verifyOld code to the fixed contact, refuses a wrong code, and ends with the proof', async () => {
    const { actor, clock, sends, checks, submits } = startLinking({
      step: 'verify',
      method: 'phone',
      countryCode: '62',
      contact: CURRENT_PHONE,
    });
    actor.send({ type: 'contact.change', contact: '89999999999' });
    expect(actor.getSnapshot().context.contact).toBe(CURRENT_PHONE);
    actor.send({ type: 'code.input', code: RIGHT_CODE });
    actor.send({ type: 'link.submit' });
    expect(submits).toHaveLength(0); // no code sent yet

    actor.send({ type: 'code.send' });
    await answerCaptcha(sendCodeChild(actor));
    await waitFor(sendCodeChild(actor), (s) => s.matches('waiting'));
    expect(checks).toHaveLength(0);
    expect(sends).toEqual([expect.objectContaining({ purpose: 'verifyOld', contact: CURRENT_PHONE })]);
    expect(resendSecondsOf(sendCodeChild(actor))).toBe(RESEND_SECONDS);
    for (let second = 0; second < RESEND_SECONDS; second++) clock.increment(1000);
    expect(sendCodeChild(actor).getSnapshot().matches('idle')).toBe(true);

    actor.send({ type: 'code.input', code: '000000' });
    actor.send({ type: 'link.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({
      code: '',
      error: errorCodes.verificationCodeInvalid,
    });

    actor.send({ type: 'code.input', code: RIGHT_CODE });
    actor.send({ type: 'link.submit' });
    expect(await toPromise(actor)).toEqual({ proof: 'the-proof' });
  });
});

describe('contactLinkingMachine: linking the new contact', () => {
  it('asks whether the contact is free before the captcha: a taken one sends nothing', async () => {
    const { actor, sends, checks } = startLinking({ step: 'bind', method: 'email' });
    actor.send({ type: 'contact.change', contact: 'not-an-email' });
    actor.send({ type: 'code.send' });
    expect(checks).toHaveLength(0);

    actor.send({ type: 'contact.change', contact: TAKEN_EMAIL });
    actor.send({ type: 'code.send' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(errorCodes.emailAlreadyBound);
    expect(sendCodeChild(actor).getSnapshot().matches('idle')).toBe(true);
    expect(sends).toHaveLength(0);
  });

  it('sends a bindNew code to a free contact; a code proves only the contact it went to', async () => {
    const { actor, sends, submits } = startLinking({ step: 'bind', method: 'email' });
    actor.send({ type: 'contact.change', contact: NEW_EMAIL });
    actor.send({ type: 'code.send' });
    await answerCaptcha(sendCodeChild(actor));
    await waitFor(sendCodeChild(actor), (s) => s.matches('waiting'));
    expect(sends).toEqual([expect.objectContaining({ purpose: 'bindNew', contact: NEW_EMAIL })]);

    actor.send({ type: 'contact.change', contact: 'someone.else@example.com' });
    actor.send({ type: 'code.input', code: RIGHT_CODE });
    actor.send({ type: 'link.submit' });
    expect(submits).toHaveLength(0);

    actor.send({ type: 'contact.change', contact: NEW_EMAIL });
    actor.send({ type: 'link.submit' });
    await toPromise(actor);
    expect(submits).toEqual([
      { method: 'email', countryCode: '62', contact: NEW_EMAIL, code: RIGHT_CODE, proof: undefined },
    ]);
  });
});
