import { describe, expect, it } from 'vitest';
import { createActor, createMachine, waitFor, type AnyEventObject } from 'xstate';
import {
  sendCodeMachine,
  type CodeSentEvent,
  type SendCodeInput,
  type SendCodeReport,
} from './send-code.machine';
import { RESEND_SECONDS } from './shared';
import {
  answerCaptcha,
  apiError,
  CAPTCHA_TEXT,
  captchaChild,
  CountingClock,
  fakeSendCode,
  resendSecondsOf,
} from './test-support';

const recipient = { method: 'phone', countryCode: '62', contact: '81234567890' } as const;
const press = { type: 'code.send', ...recipient } as const;

/**
 * Runs the child under a stand-in parent that records what the child reports (sendParent), as
 * loginMachine and passwordResetMachine receive it.
 */
function startSendCode(
  input: SendCodeInput = { purpose: 'login', cancelledResendWaits: true },
  options: Parameters<typeof fakeSendCode>[0] = {},
) {
  const fake = fakeSendCode(options);
  const reports: SendCodeReport[] = [];
  const parent = createMachine({
    invoke: { id: 'sendCode', src: fake.machine, input },
    on: { '*': { actions: ({ event }: { event: AnyEventObject }) => reports.push(event as SendCodeReport) } },
  });
  const clock = new CountingClock();
  const parentActor = createActor(parent, { clock }).start();
  const actor = parentActor.getSnapshot().children.sendCode as ReturnType<
    typeof createActor<typeof sendCodeMachine>
  >;
  return { actor, clock, reports, sends: fake.sends, captcha: fake.captcha };
}

type SendCodeActor = ReturnType<typeof startSendCode>['actor'];

async function sendOnce(actor: SendCodeActor) {
  actor.send(press);
  await answerCaptcha(actor);
  return waitFor(actor, (s) => s.matches('waiting'));
}

describe('sendCodeMachine: captcha → send → wait (SPEC.md §4, §9)', () => {
  it('draws the captcha for the recipient, sends with its nonce, and reports the send', async () => {
    const { actor, captcha, sends, reports } = startSendCode({
      purpose: 'reset',
      cancelledResendWaits: false,
    });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send(press);
    expect(actor.getSnapshot().value).toBe('captcha');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    await answerCaptcha(actor);
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(captcha.calls.loads).toEqual([recipient]);
    expect(sends).toEqual([{ ...recipient, purpose: 'reset', imageCode: CAPTCHA_TEXT, nonce: 'nonce-1' }]);
    const sent: CodeSentEvent = {
      type: 'code.sent',
      ...recipient,
      nonce: 'nonce-1',
      imageCode: CAPTCHA_TEXT,
    };
    expect(reports).toEqual([sent]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('takes no second send before 60 s and takes one at 60 s', async () => {
    const { actor, clock, sends } = startSendCode();
    await sendOnce(actor);
    expect(resendSecondsOf(actor)).toBe(RESEND_SECONDS);

    for (let tick = 1; tick < RESEND_SECONDS; tick += 1) clock.increment(1000);
    expect(resendSecondsOf(actor)).toBe(1);
    // 59.999 s after the send: still refused.
    clock.increment(999);
    actor.send(press);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().children.captcha).toBeUndefined();

    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(resendSecondsOf(actor)).toBe(0);
    actor.send(press);
    expect(actor.getSnapshot().value).toBe('captcha');
    await answerCaptcha(actor);
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(sends).toHaveLength(2);
  });

  it('leaves nothing ticking once the wait is over', async () => {
    const { actor, clock } = startSendCode();
    await sendOnce(actor);
    expect(clock.pendingTimers).toBe(1);
    for (let tick = 0; tick < RESEND_SECONDS; tick += 1) clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().children.countdown).toBeUndefined();
    expect(clock.pendingTimers).toBe(0);
  });

  it('ignores a press while the captcha is open or the send is under way', async () => {
    let finish: (value: unknown) => void = () => {};
    const { actor, sends, captcha } = startSendCode(undefined, {
      requestCode: () => new Promise((resolve) => (finish = resolve)),
    });
    actor.send(press);
    actor.send({ ...press, contact: '89999999999' });
    expect(captcha.calls.loads).toHaveLength(1);

    await answerCaptcha(actor);
    await waitFor(actor, (s) => s.matches('sending'));
    actor.send(press);
    expect(actor.getSnapshot().value).toBe('sending');
    finish('sent');
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(sends).toHaveLength(1);
    expect(sends[0]?.contact).toBe(recipient.contact);
  });
});

describe('sendCodeMachine: error paths', () => {
  it('a failed send reports the error code and frees Send at once, with no wait', async () => {
    const { actor, reports, clock } = startSendCode(undefined, {
      requestCode: async () => {
        throw apiError(1101014);
      },
    });
    actor.send(press);
    await answerCaptcha(actor);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(reports).toEqual([{ type: 'code.sendFailed', error: 1101014 }]);
    expect(clock.pendingTimers).toBe(0);
  });

  it('a send that throws something without a code reports "unknown"', async () => {
    const { actor, reports } = startSendCode(undefined, {
      requestCode: async () => {
        throw new Error('boom');
      },
    });
    actor.send(press);
    await answerCaptcha(actor);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(reports).toEqual([{ type: 'code.sendFailed', error: 'unknown' }]);
  });

  it('a cancelled first captcha reports the cancel and leaves Send free', async () => {
    const { actor, reports, sends } = startSendCode();
    actor.send(press);
    (await captchaChild(actor)).send({ type: 'captcha.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(reports).toEqual([{ type: 'code.sendCancelled' }]);
    expect(sends).toHaveLength(0);
  });

  it.each([
    [true, 'waiting', RESEND_SECONDS],
    [false, 'idle', 0],
  ] as const)(
    'a cancelled resend (cancelledResendWaits %s) goes to %s',
    async (cancelledResendWaits, state, seconds) => {
      const { actor, clock, reports } = startSendCode({ purpose: 'login', cancelledResendWaits });
      await sendOnce(actor);
      for (let tick = 0; tick < RESEND_SECONDS; tick += 1) clock.increment(1000);
      actor.send(press);
      (await captchaChild(actor)).send({ type: 'captcha.cancel' });
      expect(actor.getSnapshot().value).toBe(state);
      expect(resendSecondsOf(actor)).toBe(seconds);
      expect(reports.at(-1)).toEqual({ type: 'code.sendCancelled' });
    },
  );

  it('without provided actors the send fails loudly rather than pretending', async () => {
    const reports: SendCodeReport[] = [];
    const parent = createMachine({
      invoke: {
        id: 'sendCode',
        src: sendCodeMachine.provide({ actors: { solveCaptcha: fakeSendCode().captcha.machine } }),
        input: { purpose: 'login', cancelledResendWaits: true },
      },
      on: {
        '*': { actions: ({ event }: { event: AnyEventObject }) => reports.push(event as SendCodeReport) },
      },
    });
    const parentActor = createActor(parent).start();
    const actor = parentActor.getSnapshot().children.sendCode as SendCodeActor;
    actor.send(press);
    await answerCaptcha(actor);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(reports).toEqual([{ type: 'code.sendFailed', error: 'unknown' }]);
  });
});
