import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import * as errorCodes from '../contract/error-codes';
import type { DeletionStatus } from '../contract/account-deletion';
import { accountDeletionMachine, type ApplyDeletionInput } from './account-deletion.machine';
import { answerCaptcha, apiError, CountingClock, fakeSendCode, sendCodeChild } from './test-support';

const processing: DeletionStatus = { state: 'processing', requested_at: 1, due_at: 2 };

function start(apply: (input: ApplyDeletionInput) => Promise<DeletionStatus> = async () => processing) {
  const fake = fakeSendCode();
  const applied: ApplyDeletionInput[] = [];
  const machine = accountDeletionMachine.provide({
    actors: {
      sendCode: fake.machine,
      applyDeletion: fromPromise<DeletionStatus, ApplyDeletionInput>(async ({ input }) => {
        applied.push(input);
        return apply(input);
      }),
    },
  });
  const actor = createActor(machine, {
    input: { method: 'phone', countryCode: '62', contact: '81234567890' },
    clock: new CountingClock(),
  }).start();
  return { actor, applied, sends: fake.sends };
}

async function sendCode(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'code.send' });
  await answerCaptcha(sendCodeChild(actor));
  await waitFor(actor, (s) => s.context.codeSent);
}

describe('accountDeletionMachine: a code to the member’s own contact, then the request', () => {
  it('sends a deleteAccount code to the member’s phone, then applies with reason and code', async () => {
    const { actor, applied, sends } = start();
    actor.send({ type: 'deletion.submit', reason: 'privacy' });
    expect(actor.getSnapshot().value).toBe('editing'); // no code sent yet
    await sendCode(actor);
    expect(sends[0]).toMatchObject({ purpose: 'deleteAccount', method: 'phone', contact: '81234567890' });
    actor.send({ type: 'code.input', code: '12345' });
    actor.send({ type: 'deletion.submit', reason: 'privacy' });
    expect(actor.getSnapshot().value).toBe('editing'); // five digits are not a code
    actor.send({ type: 'code.input', code: '123456' });
    actor.send({ type: 'deletion.submit', reason: 'other', reasonText: 'Moving abroad' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(applied).toEqual([{ reason: 'other', reason_text: 'Moving abroad', check_code: '123456', type: 1 }]);
    expect(done.context.status).toEqual(processing);
  });

  it('a refused request goes back to editing with the error, and a new code clears it', async () => {
    const { actor } = start(async () => {
      throw apiError(errorCodes.verificationCodeInvalid);
    });
    await sendCode(actor);
    actor.send({ type: 'code.input', code: '000000' });
    actor.send({ type: 'deletion.submit', reason: 'privacy' });
    const refused = await waitFor(actor, (s) => s.context.error !== null);
    expect(refused.value).toBe('editing');
    expect(refused.context.error).toBe(errorCodes.verificationCodeInvalid);
    actor.send({ type: 'code.input', code: '111111' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
