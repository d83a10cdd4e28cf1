import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { passwordResetMachine, type ResetPasswordInput } from './password-reset.machine';
import type { CodeSentEvent, RequestCodeInput } from './send-code.machine';
import { RESEND_SECONDS } from './shared';
import {
  answerCaptcha,
  apiError,
  CAPTCHA_TEXT,
  captchaChild,
  fakeSendCode,
  resendSecondsOf,
  sendCodeChild,
} from './test-support';

const VALID_PHONE = '81234567890';
const RIGHT_CODE = '246810';
const NEW_PASSWORD = 'Baru!2024';

interface Options {
  sendCode?: (input: RequestCodeInput) => Promise<unknown>;
}

function startReset(options: Options = {}) {
  const { machine: sendCode, sends } = fakeSendCode({ nonce: 'nonce-reset', requestCode: options.sendCode });
  const resets: ResetPasswordInput[] = [];
  const machine = passwordResetMachine.provide({
    actors: {
      sendCode,
      resetPassword: fromPromise<unknown, ResetPasswordInput>(async ({ input }) => {
        resets.push(input);
        if (input.code !== RIGHT_CODE) throw apiError(1101002);
        return null;
      }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: {} });
  actor.start();
  const announced: CodeSentEvent[] = [];
  actor.on('code.sent', (event) => announced.push(event));
  const resendSeconds = () => resendSecondsOf(sendCodeChild(actor));
  /** Send is offered: the account is valid here and the child takes a press. */
  const canSend = () =>
    actor.getSnapshot().can({ type: 'code.send' }) && sendCodeChild(actor).getSnapshot().matches('idle');
  return { actor, clock, sends, resets, announced, resendSeconds, canSend };
}

type ResetActor = ReturnType<typeof startReset>['actor'];

async function sendCode(actor: ResetActor) {
  actor.send({ type: 'contact.change', contact: VALID_PHONE });
  actor.send({ type: 'code.send' });
  await answerCaptcha(sendCodeChild(actor));
  await waitFor(sendCodeChild(actor), (s) => s.matches('waiting'));
  return actor.getSnapshot();
}

function fillForm(actor: ResetActor, fields: { code?: string; password?: string; confirm?: string } = {}) {
  actor.send({ type: 'code.input', code: fields.code ?? RIGHT_CODE });
  actor.send({ type: 'password.change', password: fields.password ?? NEW_PASSWORD });
  actor.send({ type: 'confirm.change', confirm: fields.confirm ?? fields.password ?? NEW_PASSWORD });
}

describe('passwordResetMachine: Send and countdown (SPEC.md §4 "Password reset")', () => {
  it('offers Send only for a valid account', () => {
    const { actor, canSend } = startReset();
    actor.send({ type: 'contact.change', contact: '1234' });
    expect(canSend()).toBe(false);
    actor.send({ type: 'code.send' });
    expect(sendCodeChild(actor).getSnapshot().value).toBe('idle');
    actor.send({ type: 'contact.change', contact: VALID_PHONE });
    expect(canSend()).toBe(true);

    actor.send({ type: 'method.switch', method: 'email' });
    expect(actor.getSnapshot().context.contact).toBe('');
    actor.send({ type: 'contact.change', contact: 'budi@example.co.id' });
    expect(canSend()).toBe(true);
  });

  it('sends a reset code through the captcha, then counts 60 seconds one tick at a time', async () => {
    const { actor, clock, sends, announced, resendSeconds, canSend } = startReset();
    await sendCode(actor);
    expect(sends).toEqual([
      {
        purpose: 'reset',
        method: 'phone',
        countryCode: '62',
        contact: VALID_PHONE,
        imageCode: CAPTCHA_TEXT,
        nonce: 'nonce-reset',
      },
    ]);
    expect(announced).toMatchObject([{ type: 'code.sent', method: 'phone', contact: VALID_PHONE }]);
    expect(actor.getSnapshot().context.nonce).toBe('nonce-reset');
    expect(resendSeconds()).toBe(RESEND_SECONDS);

    for (let tick = 1; tick <= RESEND_SECONDS; tick += 1) {
      expect(canSend()).toBe(false);
      clock.increment(1000);
      expect(resendSeconds()).toBe(RESEND_SECONDS - tick);
    }
    expect(sendCodeChild(actor).getSnapshot().value).toBe('idle');
    expect(canSend()).toBe(true);
  });

  it('a cancelled captcha or a failed send leaves Send available, the failure recorded', async () => {
    const { actor, sends, canSend } = startReset({
      sendCode: async () => {
        throw apiError(1101014);
      },
    });
    actor.send({ type: 'contact.change', contact: VALID_PHONE });
    actor.send({ type: 'code.send' });
    (await captchaChild(sendCodeChild(actor))).send({ type: 'captcha.cancel' });
    expect(sendCodeChild(actor).getSnapshot().value).toBe('idle');
    expect(canSend()).toBe(true);
    expect(sends).toHaveLength(0);

    actor.send({ type: 'code.send' });
    await answerCaptcha(sendCodeChild(actor));
    const failed = await waitFor(actor, (s) => s.context.error !== null);
    expect(failed.context.error).toBe(1101014);
    expect(sends).toHaveLength(1);
    expect(canSend()).toBe(true);
    // A send that did not go out gives the reset nothing to carry.
    expect(failed.context.nonce).toBeNull();
  });
});

describe('passwordResetMachine: submit (SPEC.md §5 "Password")', () => {
  it('refuses submit before a code was sent', () => {
    const { actor } = startReset();
    actor.send({ type: 'contact.change', contact: VALID_PHONE });
    fillForm(actor);
    expect(actor.getSnapshot().can({ type: 'reset.submit' })).toBe(false);
  });

  it.each([
    ['a 5-digit code', { code: '24681' }],
    ['a code with letters', { code: '24681a' }],
    ['an invalid password', { password: 'abc', confirm: 'abc' }],
    ['a password over 64 characters', { password: 'a'.repeat(65), confirm: 'a'.repeat(65) }],
    ['a password under 8 characters (ADR 012)', { password: 'abc1234', confirm: 'abc1234' }],
    ['a confirmation that does not match', { confirm: 'Baru!2025' }],
    ['an empty confirmation', { confirm: '' }],
  ])('refuses submit with %s', async (_, fields) => {
    const { actor } = startReset();
    await sendCode(actor);
    fillForm(actor, fields);
    expect(actor.getSnapshot().can({ type: 'reset.submit' })).toBe(false);
    actor.send({ type: 'reset.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('resets with the code, the new password and the captcha nonce, then is done', async () => {
    const { actor, resets } = startReset();
    await sendCode(actor);
    fillForm(actor);
    expect(actor.getSnapshot().can({ type: 'reset.submit' })).toBe(true);
    actor.send({ type: 'reset.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('done');
    expect(resets).toEqual([
      {
        method: 'phone',
        countryCode: '62',
        contact: VALID_PHONE,
        code: RIGHT_CODE,
        password: NEW_PASSWORD,
        nonce: 'nonce-reset',
      },
    ]);
    expect(done.context).toMatchObject({ password: '', confirm: '', code: '' });
  });

  it('a wrong code returns to the form with the error and the code cleared, countdown untouched', async () => {
    const { actor, clock, resendSeconds } = startReset();
    await sendCode(actor);
    clock.increment(1000);
    fillForm(actor, { code: '111111' });
    actor.send({ type: 'reset.submit' });

    const back = await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(back.context).toMatchObject({ error: 1101002, code: '', password: NEW_PASSWORD });
    expect(sendCodeChild(actor).getSnapshot().value).toBe('waiting');
    expect(resendSeconds()).toBe(RESEND_SECONDS - 1);
    expect(back.can({ type: 'reset.submit' })).toBe(false);
  });
});
