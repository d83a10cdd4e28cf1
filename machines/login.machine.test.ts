import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, toPromise, waitFor } from 'xstate';
import { loginMachine, type LogInInput } from './login.machine';
import type { CodeSentEvent, RequestCodeInput } from './send-code.machine';
import { RESEND_SECONDS, type Session } from './shared';
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
const RIGHT_CODE = '123456';
const session: Session = { auth_token: 'token-1', user_name: 'Budi' };

interface Options {
  autoSubmit?: boolean;
  /** Replaces the default send (which succeeds). */
  sendCode?: (input: RequestCodeInput) => Promise<unknown>;
  /** Replaces the default login (RIGHT_CODE → session, anything else → 1101002). */
  logIn?: (input: LogInInput) => Promise<Session>;
}

function startLogin(options: Options = {}) {
  const { machine: sendCode, captcha, sends } = fakeSendCode({ requestCode: options.sendCode });
  const logins: LogInInput[] = [];
  const machine = loginMachine.provide({
    actors: {
      sendCode,
      logIn: fromPromise<Session, LogInInput>(async ({ input }) => {
        logins.push(input);
        if (options.logIn) return options.logIn(input);
        if (input.code !== RIGHT_CODE) throw apiError(1101002);
        return session;
      }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: { autoSubmit: options.autoSubmit ?? false } });
  actor.start();
  const announced: CodeSentEvent[] = [];
  actor.on('code.sent', (event) => announced.push(event));
  /** The resend wait, read from the send-code child as the code screen reads it. */
  const resendSeconds = () => resendSecondsOf(sendCodeChild(actor));
  /** Whether the child would take a resend now (the Resend button's state). */
  const resendOpen = () => sendCodeChild(actor).getSnapshot().matches('idle');
  return { actor, clock, captcha, sends, logins, announced, resendSeconds, resendOpen };
}

type LoginActor = ReturnType<typeof startLogin>['actor'];

/** Phone, agreement, send, captcha: the shopper arrives on the code screen. */
async function reachCodeEntry(actor: LoginActor) {
  actor.send({ type: 'contact.change', contact: VALID_PHONE });
  actor.send({ type: 'agreement.toggle' });
  actor.send({ type: 'code.send' });
  await answerCaptcha(sendCodeChild(actor));
  return waitFor(actor, (s) => s.matches('codeEntry'));
}

describe('loginMachine: contact and send (SPEC.md §4 "Login flow", §5)', () => {
  it('refuses send until the contact is valid for the method and the agreement is ticked', () => {
    const { actor } = startLogin();
    const canSend = () => actor.getSnapshot().can({ type: 'code.send' });

    actor.send({ type: 'contact.change', contact: '1234' });
    actor.send({ type: 'agreement.toggle' });
    expect(actor.getSnapshot().context).toMatchObject({ countryCode: '62', agreed: true });
    expect(canSend()).toBe(false);

    actor.send({ type: 'contact.change', contact: VALID_PHONE });
    expect(canSend()).toBe(true);

    actor.send({ type: 'agreement.toggle' });
    expect(canSend()).toBe(false);
    actor.send({ type: 'code.send' });
    expect(actor.getSnapshot().value).toBe('editing');

    // The same digits are not a Singapore number.
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'contact.countryChange', countryCode: '65' });
    expect(canSend()).toBe(false);
  });

  it('judges an e-mail contact by the e-mail rule', () => {
    const { actor } = startLogin();
    actor.send({ type: 'method.switch', method: 'email' });
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'contact.change', contact: 'budi@example' });
    expect(actor.getSnapshot().can({ type: 'code.send' })).toBe(false);
    actor.send({ type: 'contact.change', contact: 'budi@example.co.id' });
    expect(actor.getSnapshot().can({ type: 'code.send' })).toBe(true);
  });

  it('switching the method clears the contact', () => {
    const { actor } = startLogin();
    actor.send({ type: 'contact.change', contact: VALID_PHONE });
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'method.switch', method: 'email' });
    expect(actor.getSnapshot().context).toMatchObject({ method: 'email', contact: '', agreed: true });
    expect(actor.getSnapshot().can({ type: 'code.send' })).toBe(false);
  });

  it('sends through the captcha, announces it, and opens the code step with 60 seconds', async () => {
    const { actor, captcha, sends, announced, resendSeconds } = startLogin();
    actor.send({ type: 'contact.change', contact: VALID_PHONE });
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'code.send' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(sendCodeChild(actor).getSnapshot().value).toBe('captcha');

    await answerCaptcha(sendCodeChild(actor));
    const entry = await waitFor(actor, (s) => s.matches('codeEntry'));

    expect(captcha.calls.loads).toEqual([{ method: 'phone', countryCode: '62', contact: VALID_PHONE }]);
    expect(sends).toEqual([
      {
        purpose: 'login',
        method: 'phone',
        countryCode: '62',
        contact: VALID_PHONE,
        imageCode: CAPTCHA_TEXT,
        nonce: 'nonce-1',
      },
    ]);
    expect(announced).toEqual([
      {
        type: 'code.sent',
        method: 'phone',
        countryCode: '62',
        contact: VALID_PHONE,
        nonce: 'nonce-1',
        imageCode: CAPTCHA_TEXT,
      },
    ]);
    expect(entry.context).toMatchObject({ nonce: 'nonce-1', imageCode: CAPTCHA_TEXT, codeSent: true });
    expect(resendSeconds()).toBe(RESEND_SECONDS);
    expect(entry.matches({ codeEntry: 'typing' })).toBe(true);
    expect(sendCodeChild(actor).getSnapshot().children.captcha).toBeUndefined();
  });

  it('a wrong captcha shows a new picture and the send waits for the right one', async () => {
    const { actor, captcha, sends } = startLogin();
    actor.send({ type: 'contact.change', contact: VALID_PHONE });
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'code.send' });

    await answerCaptcha(sendCodeChild(actor), 'wrong1');
    const child = await captchaChild(sendCodeChild(actor));
    await waitFor(child, (s) => s.matches('ready') && s.context.imageId === 'img-2');
    expect(child.getSnapshot().context.wrong).toBe(true);
    expect(actor.getSnapshot().value).toBe('sending');
    expect(sends).toHaveLength(0);

    await answerCaptcha(sendCodeChild(actor));
    await waitFor(actor, (s) => s.matches('codeEntry'));
    expect(captcha.calls.loads).toHaveLength(2);
    expect(sends).toHaveLength(1);
  });

  it('cancelling the captcha returns to the form without sending', async () => {
    const { actor, sends } = startLogin();
    actor.send({ type: 'contact.change', contact: VALID_PHONE });
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'code.send' });
    (await captchaChild(sendCodeChild(actor))).send({ type: 'captcha.cancel' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.contact).toBe(VALID_PHONE);
    expect(sends).toHaveLength(0);
    // Send is free again: a cancelled first send starts no wait.
    expect(sendCodeChild(actor).getSnapshot().value).toBe('idle');
  });

  it('a failed send records the error and returns to the form', async () => {
    const { actor, announced } = startLogin({
      sendCode: async () => {
        throw apiError(1101023);
      },
    });
    actor.send({ type: 'contact.change', contact: VALID_PHONE });
    actor.send({ type: 'agreement.toggle' });
    actor.send({ type: 'code.send' });
    await answerCaptcha(sendCodeChild(actor));

    const editing = await waitFor(actor, (s) => s.matches('editing'));
    expect(editing.context.error).toBe(1101023);
    expect(announced).toHaveLength(0);
    // Editing the contact clears the note.
    actor.send({ type: 'contact.change', contact: VALID_PHONE });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('loginMachine: resend countdown (SPEC.md §4, §9)', () => {
  it('counts from 60 to 0, one second per clock tick', async () => {
    const { actor, clock, resendSeconds, resendOpen } = startLogin();
    await reachCodeEntry(actor);

    for (let tick = 1; tick <= RESEND_SECONDS; tick += 1) {
      clock.increment(1000);
      expect(resendSeconds()).toBe(RESEND_SECONDS - tick);
    }
    expect(resendOpen()).toBe(true);

    clock.increment(1000);
    expect(resendSeconds()).toBe(0);
  });

  it('refuses resend before 0; at 0 it reopens the captcha and a send restarts the 60 seconds', async () => {
    const { actor, clock, sends, announced, resendSeconds, resendOpen } = startLogin();
    await reachCodeEntry(actor);

    for (let tick = 1; tick < RESEND_SECONDS; tick += 1) clock.increment(1000);
    expect(resendSeconds()).toBe(1);
    expect(resendOpen()).toBe(false);
    actor.send({ type: 'code.resend' });
    expect(actor.getSnapshot().matches({ codeEntry: 'typing' })).toBe(true);
    expect(sendCodeChild(actor).getSnapshot().value).toBe('waiting');

    clock.increment(1000);
    expect(resendOpen()).toBe(true);
    expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(true);
    actor.send({ type: 'code.resend' });
    expect(sendCodeChild(actor).getSnapshot().value).toBe('captcha');
    expect(sendCodeChild(actor).getSnapshot().hasTag('busy')).toBe(true);

    await answerCaptcha(sendCodeChild(actor));
    await waitFor(sendCodeChild(actor), (s) => s.matches('waiting'));
    expect(sends).toHaveLength(2);
    expect(announced).toHaveLength(2);
    expect(resendSeconds()).toBe(RESEND_SECONDS);
    clock.increment(1000);
    expect(resendSeconds()).toBe(RESEND_SECONDS - 1);
  });

  it('a cancelled resend goes back to the code step with the countdown restarted', async () => {
    const { actor, clock, sends, resendSeconds } = startLogin();
    await reachCodeEntry(actor);
    for (let tick = 0; tick < RESEND_SECONDS; tick += 1) clock.increment(1000);
    actor.send({ type: 'code.resend' });
    (await captchaChild(sendCodeChild(actor))).send({ type: 'captcha.cancel' });

    expect(actor.getSnapshot().matches({ codeEntry: 'typing' })).toBe(true);
    expect(sendCodeChild(actor).getSnapshot().value).toBe('waiting');
    expect(resendSeconds()).toBe(RESEND_SECONDS);
    expect(sends).toHaveLength(1);
    clock.increment(1000);
    expect(resendSeconds()).toBe(RESEND_SECONDS - 1);
  });

  it('a failed resend stays on the code step with the error and resend free again', async () => {
    let sendsSoFar = 0;
    const { actor, clock, resendSeconds, resendOpen } = startLogin({
      sendCode: async () => {
        sendsSoFar += 1;
        if (sendsSoFar === 2) throw apiError('network');
        return 'sent';
      },
    });
    await reachCodeEntry(actor);
    for (let tick = 0; tick < RESEND_SECONDS; tick += 1) clock.increment(1000);
    actor.send({ type: 'code.resend' });
    await answerCaptcha(sendCodeChild(actor));

    const back = await waitFor(actor, (s) => s.context.error !== null);
    expect(back.context).toMatchObject({ error: 'network', nonce: 'nonce-1' });
    expect(back.matches({ codeEntry: 'typing' })).toBe(true);
    expect(resendSeconds()).toBe(0);
    expect(resendOpen()).toBe(true);
  });
});

describe('loginMachine: the code and the login (SPEC.md §4 steps 6–7)', () => {
  it('six digits log in by themselves on mobile and output the session', async () => {
    const { actor, logins } = startLogin({ autoSubmit: true });
    await reachCodeEntry(actor);

    actor.send({ type: 'code.input', code: '12345' });
    expect(actor.getSnapshot().matches({ codeEntry: 'typing' })).toBe(true);
    actor.send({ type: 'code.input', code: RIGHT_CODE });
    expect(actor.getSnapshot().matches({ codeEntry: 'loggingIn' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    await expect(toPromise(actor)).resolves.toEqual(session);
    expect(actor.getSnapshot().value).toBe('done');
    expect(logins).toEqual([
      {
        method: 'phone',
        countryCode: '62',
        contact: VALID_PHONE,
        code: RIGHT_CODE,
        imageCode: CAPTCHA_TEXT,
        nonce: 'nonce-1',
      },
    ]);
  });

  it('on desktop six digits wait for the Log in button', async () => {
    const { actor, logins } = startLogin({ autoSubmit: false });
    await reachCodeEntry(actor);

    actor.send({ type: 'code.input', code: '12345' });
    expect(actor.getSnapshot().can({ type: 'code.submit' })).toBe(false);
    actor.send({ type: 'code.input', code: RIGHT_CODE });
    expect(actor.getSnapshot().matches({ codeEntry: 'typing' })).toBe(true);
    expect(logins).toHaveLength(0);

    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().matches({ codeEntry: 'loggingIn' })).toBe(true);
    await expect(toPromise(actor)).resolves.toEqual(session);
  });

  it('a wrong code returns to code entry with the error and the digits cleared', async () => {
    const { actor, clock, resendSeconds } = startLogin({ autoSubmit: true });
    await reachCodeEntry(actor);
    clock.increment(1000);

    actor.send({ type: 'code.input', code: '654321' });
    const back = await waitFor(actor, (s) => s.matches({ codeEntry: 'typing' }));
    expect(back.context).toMatchObject({ error: 1101002, code: '' });
    // The countdown was not disturbed by the attempt.
    expect(resendSeconds()).toBe(RESEND_SECONDS - 1);

    actor.send({ type: 'code.input', code: '1' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'code.input', code: RIGHT_CODE });
    await expect(toPromise(actor)).resolves.toEqual(session);
  });

  it('a network failure keeps the digits so the same code can be tried again', async () => {
    let attempts = 0;
    const { actor } = startLogin({
      autoSubmit: true,
      logIn: async () => {
        attempts += 1;
        if (attempts === 1) throw apiError('network');
        return session;
      },
    });
    await reachCodeEntry(actor);
    actor.send({ type: 'code.input', code: RIGHT_CODE });

    const back = await waitFor(actor, (s) => s.matches({ codeEntry: 'typing' }) && s.context.error !== null);
    expect(back.context).toMatchObject({ error: 'network', code: RIGHT_CODE });
    actor.send({ type: 'code.submit' });
    await expect(toPromise(actor)).resolves.toEqual(session);
  });

  it('the countdown keeps running while a login is under way', async () => {
    let finish: (value: Session) => void = () => {};
    const { actor, clock, resendSeconds } = startLogin({
      autoSubmit: true,
      logIn: () => new Promise<Session>((resolve) => (finish = resolve)),
    });
    await reachCodeEntry(actor);
    actor.send({ type: 'code.input', code: RIGHT_CODE });
    // Let the login actor start and park on its pending promise.
    await Promise.resolve();

    clock.increment(1000);
    clock.increment(1000);
    expect(actor.getSnapshot().matches({ codeEntry: 'loggingIn' })).toBe(true);
    expect(resendSeconds()).toBe(RESEND_SECONDS - 2);
    expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(false);

    finish(session);
    await expect(toPromise(actor)).resolves.toEqual(session);
  });
});
