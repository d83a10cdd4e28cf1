import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, toPromise, waitFor } from 'xstate';
import { captchaMachine, type CaptchaImage, type CaptchaInput } from './captcha.machine';
import * as errorCodes from '../contract/error-codes';
import { apiError, CAPTCHA_TEXT, fakeCaptcha } from './test-support';

const input: CaptchaInput = { method: 'phone', countryCode: '62', contact: '81234567890' };

function start(machine = fakeCaptcha().machine) {
  return createActor(machine, { input, clock: new SimulatedClock() }).start();
}

describe('captchaMachine (SPEC.md §4 step 4, §5 "Codes")', () => {
  it('loads a picture for the contact, then allows Confirm only for exactly 6 characters', async () => {
    const { machine, calls } = fakeCaptcha();
    const actor = start(machine);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.loads).toEqual([input]);
    expect(ready.context).toMatchObject({ imageUrl: 'blob:captcha-1', imageId: 'img-1', wrong: false });

    for (const code of ['', 'Ab12C', 'Ab12Cd7', 'Ab12C!']) {
      actor.send({ type: 'captcha.input', code });
      expect(actor.getSnapshot().can({ type: 'captcha.submit' }), code).toBe(false);
    }
    actor.send({ type: 'captcha.submit' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);

    actor.send({ type: 'captcha.input', code: CAPTCHA_TEXT });
    expect(actor.getSnapshot().can({ type: 'captcha.submit' })).toBe(true);
  });

  it('passes with the nonce and the typed code', async () => {
    const { machine, calls } = fakeCaptcha('nonce-42');
    const actor = start(machine);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'captcha.input', code: CAPTCHA_TEXT });
    actor.send({ type: 'captcha.submit' });
    expect(actor.getSnapshot().matches('checking')).toBe(true);

    await expect(toPromise(actor)).resolves.toEqual({
      status: 'passed',
      nonce: 'nonce-42',
      code: CAPTCHA_TEXT,
    });
    expect(actor.getSnapshot().value).toBe('passed');
    expect(calls.checks).toEqual([{ ...input, imageId: 'img-1', code: CAPTCHA_TEXT }]);
  });

  it('a wrong code loads a new picture, flags it wrong and clears what was typed', async () => {
    const { machine, calls } = fakeCaptcha();
    const actor = start(machine);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'captcha.input', code: 'zzzzzz' });
    actor.send({ type: 'captcha.submit' });

    const again = await waitFor(actor, (s) => s.matches('ready') && s.context.imageId === 'img-2');
    expect(calls.loads).toHaveLength(2);
    expect(again.context).toMatchObject({
      imageUrl: 'blob:captcha-2',
      wrong: true,
      code: '',
      error: 1101015,
    });

    // The next attempt, on the new picture, passes.
    actor.send({ type: 'captcha.input', code: CAPTCHA_TEXT });
    actor.send({ type: 'captcha.submit' });
    expect(actor.getSnapshot().context.wrong).toBe(false);
    await expect(toPromise(actor)).resolves.toMatchObject({ status: 'passed' });
    expect(calls.checks.at(-1)).toMatchObject({ imageId: 'img-2' });
  });

  it('captcha.refresh loads another picture and drops the typed characters', async () => {
    const { machine, calls } = fakeCaptcha();
    const actor = start(machine);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'captcha.input', code: 'abc' });
    actor.send({ type: 'captcha.refresh' });
    expect(actor.getSnapshot().value).toBe('loading');

    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.loads).toHaveLength(2);
    expect(ready.context).toMatchObject({ imageId: 'img-2', code: '' });
  });

  it('a picture that fails to load waits in failed until captcha.refresh retries', async () => {
    let attempts = 0;
    const machine = fakeCaptcha().machine.provide({
      actors: {
        loadCaptcha: fromPromise<CaptchaImage, CaptchaInput>(async () => {
          attempts += 1;
          if (attempts === 1) throw apiError('timeout');
          return { imageUrl: 'blob:retry', imageId: 'img-retry' };
        }),
      },
    });
    const actor = start(machine);

    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('timeout');
    expect(failed.can({ type: 'captcha.submit' })).toBe(false);

    actor.send({ type: 'captcha.refresh' });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context).toMatchObject({ imageId: 'img-retry', error: null });
  });

  it.each(['loading', 'ready'] as const)(
    'captcha.cancel while %s ends the dialog as cancelled',
    async (state) => {
      const actor = start();
      if (state === 'ready') await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'captcha.cancel' });
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().value).toBe('cancelled');
      expect(actor.getSnapshot().output).toEqual({ status: 'cancelled' });
    },
  );

  it('captcha.listen loads the audio of the challenge on screen; the answer goes with the same id', async () => {
    const { machine, calls } = fakeCaptcha('nonce-7');
    const actor = start(machine);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().matches({ ready: 'silent' })).toBe(true);

    actor.send({ type: 'captcha.listen' });
    expect(actor.getSnapshot().matches({ ready: 'loadingAudio' })).toBe(true);
    // Typing does not wait for the audio.
    actor.send({ type: 'captcha.input', code: CAPTCHA_TEXT });
    const heard = await waitFor(actor, (s) => s.matches({ ready: 'audioReady' }));
    expect(heard.context).toMatchObject({
      audioUrl: 'blob:audio-img-1',
      prefersAudio: true,
      code: CAPTCHA_TEXT,
    });
    expect(calls.audios).toEqual([{ ...input, imageId: 'img-1' }]);
    // Replays play the loaded file: nothing asks the server again.
    expect(heard.can({ type: 'captcha.listen' })).toBe(false);

    actor.send({ type: 'captcha.submit' });
    await expect(toPromise(actor)).resolves.toMatchObject({ status: 'passed', nonce: 'nonce-7' });
    expect(calls.checks).toEqual([{ ...input, imageId: 'img-1', code: CAPTCHA_TEXT }]);
  });

  it('once the shopper listened, a refresh or a wrong answer brings the new challenge as audio', async () => {
    const { machine, calls } = fakeCaptcha();
    const actor = start(machine);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'captcha.listen' });
    await waitFor(actor, (s) => s.matches({ ready: 'audioReady' }));

    actor.send({ type: 'captcha.refresh' });
    // The old challenge's audio is gone with it.
    const refreshed = await waitFor(
      actor,
      (s) => s.matches({ ready: 'audioReady' }) && s.context.imageId === 'img-2',
    );
    expect(refreshed.context.audioUrl).toBe('blob:audio-img-2');

    actor.send({ type: 'captcha.input', code: 'zzzzzz' });
    actor.send({ type: 'captcha.submit' });
    const afterWrong = await waitFor(
      actor,
      (s) => s.matches({ ready: 'audioReady' }) && s.context.imageId === 'img-3',
    );
    expect(afterWrong.context).toMatchObject({ audioUrl: 'blob:audio-img-3', wrong: true, code: '' });
    expect(calls.audios.map((a) => a.imageId)).toEqual(['img-1', 'img-2', 'img-3']);
  });

  it('audio that fails (no speech engine) keeps the picture usable, and captcha.listen tries again', async () => {
    let attempts = 0;
    const { machine } = fakeCaptcha('nonce-1', async ({ imageId }) => {
      attempts += 1;
      if (attempts === 1) throw apiError(errorCodes.captchaAudioUnavailable);
      return `blob:audio-${imageId}-again`;
    });
    const actor = start(machine);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'captcha.listen' });
    const failed = await waitFor(actor, (s) => s.matches({ ready: 'audioFailed' }));
    expect(failed.context).toMatchObject({ audioUrl: null, audioError: errorCodes.captchaAudioUnavailable });
    // The picture still answers.
    actor.send({ type: 'captcha.input', code: CAPTCHA_TEXT });
    expect(actor.getSnapshot().can({ type: 'captcha.submit' })).toBe(true);

    actor.send({ type: 'captcha.listen' });
    const heard = await waitFor(actor, (s) => s.matches({ ready: 'audioReady' }));
    expect(heard.context).toMatchObject({ audioUrl: 'blob:audio-img-1-again', audioError: null });
  });

  it('without provided actors the placeholders fail loudly', async () => {
    const actor = createActor(captchaMachine, { input }).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('unknown');
  });
});
