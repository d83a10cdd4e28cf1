import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, toPromise, waitFor } from 'xstate';
import {
  passwordLoginMachine,
  type LogInWithPasswordInput,
  type PasswordLoginInput,
} from './password-login.machine';
import type { Session } from './shared';
import { answerCaptcha, apiError, captchaChild, fakeCaptcha } from './test-support';

const session: Session = { auth_token: 'token-2', user_name: 'Siti' };
const RIGHT_PASSWORD = 'rahasia123';

/** `gated`: the account is past its 5 attempts, so every try without a nonce answers 1101019. */
function startPasswordLogin(input: PasswordLoginInput = {}, gated = false) {
  const calls: LogInWithPasswordInput[] = [];
  const captcha = fakeCaptcha('nonce-7');
  const machine = passwordLoginMachine.provide({
    actors: {
      logInWithPassword: fromPromise<Session, LogInWithPasswordInput>(async ({ input: call }) => {
        calls.push(call);
        if (gated && call.nonce !== 'nonce-7') throw apiError(1101019);
        if (call.password !== RIGHT_PASSWORD) throw apiError(1101007);
        return session;
      }),
      solveCaptcha: captcha.machine,
    },
  });
  const actor = createActor(machine, { input, clock: new SimulatedClock() }).start();
  return { actor, calls };
}

describe('passwordLoginMachine (SPEC.md §2 "Password login", §4)', () => {
  it('keeps Log In disabled until account valid, password valid and agreement ticked', () => {
    const { actor } = startPasswordLogin();
    const canLogIn = () => actor.getSnapshot().can({ type: 'login.submit' });

    actor.send({ type: 'contact.change', contact: '1234' });
    actor.send({ type: 'password.change', password: RIGHT_PASSWORD });
    actor.send({ type: 'agreement.toggle' });
    expect(canLogIn()).toBe(false);

    actor.send({ type: 'contact.change', contact: '81234567890' });
    expect(canLogIn()).toBe(true);

    for (const password of ['12345', 'tab\tnot ok', 'x'.repeat(65)]) {
      actor.send({ type: 'password.change', password });
      expect(canLogIn(), password).toBe(false);
    }
    actor.send({ type: 'password.change', password: RIGHT_PASSWORD });
    actor.send({ type: 'agreement.toggle' });
    expect(canLogIn()).toBe(false);
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('logs in with the typed account and outputs the session', async () => {
    const { actor, calls } = startPasswordLogin({ method: 'email', agreed: true });
    actor.send({ type: 'contact.change', contact: 'siti@example.my' });
    actor.send({ type: 'password.change', password: RIGHT_PASSWORD });
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    await expect(toPromise(actor)).resolves.toEqual(session);
    expect(calls).toEqual([
      { method: 'email', countryCode: '62', contact: 'siti@example.my', password: RIGHT_PASSWORD },
    ]);
    expect(actor.getSnapshot().context.password).toBe('');
  });

  it('a refused password returns to the form with the error', async () => {
    const { actor } = startPasswordLogin({ agreed: true, countryCode: '65' });
    actor.send({ type: 'contact.change', contact: '91234567' });
    actor.send({ type: 'password.change', password: 'salah1234' });
    actor.send({ type: 'login.submit' });

    const editing = await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(editing.context).toMatchObject({ error: 1101007, password: 'salah1234' });
    actor.send({ type: 'password.change', password: RIGHT_PASSWORD });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'login.submit' });
    await expect(toPromise(actor)).resolves.toEqual(session);
  });

  it('switching between the phone and e-mail tabs clears the account', () => {
    const { actor } = startPasswordLogin({ agreed: true });
    actor.send({ type: 'contact.change', contact: '81234567890' });
    actor.send({ type: 'password.change', password: RIGHT_PASSWORD });
    actor.send({ type: 'method.switch', method: 'email' });
    expect(actor.getSnapshot().context).toMatchObject({ method: 'email', contact: '', password: '' });
    expect(actor.getSnapshot().can({ type: 'login.submit' })).toBe(false);
  });

  it('when the server wants a captcha (1101019) it opens one and logs in again with its nonce (ADR 012)', async () => {
    const { actor, calls } = startPasswordLogin({ method: 'email', agreed: true }, true);
    actor.send({ type: 'contact.change', contact: 'siti@example.my' });
    actor.send({ type: 'password.change', password: RIGHT_PASSWORD });
    actor.send({ type: 'login.submit' });
    await captchaChild(actor);
    expect(actor.getSnapshot().value).toBe('captcha');
    await answerCaptcha(actor);
    await expect(toPromise(actor)).resolves.toEqual(session);
    expect(calls.map((call) => call.nonce)).toEqual([undefined, 'nonce-7']);
  });

  it('a cancelled captcha returns to the form with 1101019; a passed one buys one try, then it is spent', async () => {
    const { actor, calls } = startPasswordLogin({ method: 'email', agreed: true }, true);
    actor.send({ type: 'contact.change', contact: 'siti@example.my' });
    actor.send({ type: 'password.change', password: RIGHT_PASSWORD });
    actor.send({ type: 'login.submit' });
    (await captchaChild(actor)).send({ type: 'captcha.cancel' });
    const editing = await waitFor(actor, (s) => s.matches('editing'));
    expect(editing.context).toMatchObject({ error: 1101019, nonce: null });
    expect(calls).toHaveLength(1);

    // A wrong password with a captcha: back to the form with 1101007; the nonce is spent.
    actor.send({ type: 'password.change', password: 'salah1234' });
    actor.send({ type: 'login.submit' });
    await answerCaptcha(actor);
    const wrong = await waitFor(actor, (s) => s.matches('editing') && s.context.error === 1101007);
    expect(wrong.context.nonce).toBeNull();
  });
});
