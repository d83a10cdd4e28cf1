import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { espeakSpeech, type CaptchaSpeech } from './captcha-speech';
import { readWav } from '../../lib/wav';
import { LIMITS } from './send-limits';
import { BoundedQueue } from '../../lib/speech-queue';
import {
  freshOrigin,
  memberFlows,
  phone,
  email,
  type Contact,
  type Origin,
} from '../../test-support/member-flows';
import { startTestServer, type TestServer } from '../../test-support/test-server';

// The real espeak-ng, or one at a path that does not exist (the "not installed" test).
const installed = espeakSpeech();
let speaker: CaptchaSpeech = installed;
const switchableSpeech: CaptchaSpeech = {
  speak: (characters, language) => speaker.speak(characters, language),
};

let server: TestServer;
let flows: ReturnType<typeof memberFlows>;
beforeAll(async () => {
  server = await startTestServer({ speech: switchableSpeech });
  flows = memberFlows(server);
});
afterAll(async () => {
  await server.close();
});

const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** GET random_code_audio for a picture's id, as the storefront asks for it. */
async function audio(contact: Contact, origin: Origin, imageId: string, language = 'en') {
  const query = new URLSearchParams({
    account: contact.account,
    type_id: contact.kind === 'phone' ? '2' : '1',
    ...(contact.kind === 'phone' ? { country_code: contact.countryCode ?? '62' } : {}),
    image_id: imageId,
  });
  const started = performance.now();
  const response = await server.fetch(`/api/member/user/random_code_audio?${query}`, {
    headers: { Deviceid: origin.deviceId, 'X-Forwarded-For': origin.ip, Language: language },
  });
  const ms = performance.now() - started;
  const body = Buffer.from(await response.arrayBuffer());
  const json = response.headers.get('content-type')?.startsWith('application/json')
    ? JSON.parse(body.toString())
    : null;
  return { status: response.status, contentType: response.headers.get('content-type'), body, json, ms };
}

const spokenFor = async (deviceId: string) =>
  (await server.call('GET', `/api/dev/captcha_audio?device=${encodeURIComponent(deviceId)}`)).json;

describe(`audio captcha on ${database}`, () => {
  it.each(['en', 'id', 'zh-CN'])(
    "speaks the picture's own challenge as a WAV of plausible length (Language %s)",
    async (language) => {
      const contact = phone();
      const origin = freshOrigin();
      const drawn = await flows.captcha(contact, origin);
      const heard = await audio(contact, origin, drawn.imageId!, language);
      expect(heard.status).toBe(200);
      expect(heard.contentType).toBe('audio/wav');
      const pcm = readWav(heard.body);
      const seconds = pcm.samples.length / pcm.sampleRate;
      // Six characters, each with a pause of 0.55–0.9 s, and noise before and after.
      expect(seconds).toBeGreaterThan(4);
      expect(seconds).toBeLessThan(20);
      // Not silence: the speech and the noise are there.
      expect(Math.max(...pcm.samples.subarray(0, 50_000).map(Math.abs))).toBeGreaterThan(1000);
      // The measurement ADR 014 reports: one challenge through the route, speech and noise included.
      console.info(
        `audio captcha (${language}, ${database}): ${heard.ms.toFixed(0)} ms, ${seconds.toFixed(1)} s`,
      );
      // The sandbox says what was spoken: the same characters as the picture, in that language.
      const spoken = await spokenFor(origin.deviceId);
      expect(spoken.data).toEqual({ image_id: drawn.imageId, characters: drawn.text, language });
    },
  );

  it("is answered through random_code_check with the picture's id; a wrong answer is refused and kills both forms", async () => {
    const contact = email();
    const origin = freshOrigin();
    const drawn = await flows.captcha(contact, origin);
    expect((await audio(contact, origin, drawn.imageId!)).status).toBe(200);
    const { characters } = (await spokenFor(origin.deviceId)).data;
    const wrong = characters === '222222' ? '333333' : '222222';
    const refused = await flows.checkCaptcha(contact, origin, drawn.imageId!, wrong);
    expect(refused.json.code).toBe(1101002);
    expect((await flows.checkCaptcha(contact, origin, drawn.imageId!, characters)).json.code).toBe(1101002);

    // The sandbox names the newest audio of the device: let the clock move so "newest" is one.
    server.clock.advance(1_000);
    const again = await flows.captcha(contact, origin);
    expect((await audio(contact, origin, again.imageId!)).status).toBe(200);
    const heard = (await spokenFor(origin.deviceId)).data;
    expect(heard.image_id).toBe(again.imageId);
    const passed = await flows.checkCaptcha(contact, origin, again.imageId!, heard.characters.toLowerCase());
    expect(passed.json.code).toBe(0);
    // Answered: no audio for it any more.
    expect((await audio(contact, origin, again.imageId!)).json).toMatchObject({ code: 1101061, data: null });
  });

  it('speaks each challenge once, only for its own account and device, and not after 5 minutes', async () => {
    const contact = phone();
    const origin = freshOrigin();
    const drawn = await flows.captcha(contact, origin);
    const otherAccount = await audio(phone(), origin, drawn.imageId!);
    expect(otherAccount.status).toBe(409);
    expect(otherAccount.json.code).toBe(1101061);
    expect((await audio(contact, freshOrigin(), drawn.imageId!)).json.code).toBe(1101061);
    expect((await audio(contact, origin, drawn.imageId!)).status).toBe(200);
    // A second take of the same characters would let a listener average the noise away.
    expect((await audio(contact, origin, drawn.imageId!)).json.code).toBe(1101061);

    const late = await flows.captcha(contact, origin);
    server.clock.advance(5 * 60_000);
    expect((await audio(contact, origin, late.imageId!)).json.code).toBe(1101061);
    // An id that never existed, and a bad one.
    expect((await audio(contact, origin, crypto.randomUUID())).json.code).toBe(1101061);
    expect((await audio(contact, origin, 'not-an-id')).json.code).toBe(1101020);
  });

  it('gives one audio of a challenge to one of 6 parallel requests', async () => {
    const contact = phone();
    const origin = freshOrigin();
    const drawn = await flows.captcha(contact, origin);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => audio(contact, origin, drawn.imageId!)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json?.code === 1101061)).toHaveLength(5);
  });

  it(`counts each audio against the picture's ${LIMITS.captcha.perDevice} an hour per device (1101023)`, async () => {
    const contact = phone();
    const origin = freshOrigin();
    const drawn = await flows.captcha(contact, origin);
    expect((await audio(contact, origin, drawn.imageId!)).status).toBe(200);
    // One picture and one audio so far; the pictures fill the rest of the hour's allowance.
    let last = drawn;
    for (let i = 2; i < LIMITS.captcha.perDevice; i++) last = await flows.captcha(contact, origin);
    expect(last.status).toBe(200);
    const over = await audio(contact, origin, last.imageId!);
    expect(over.status).toBe(429);
    expect(over.json.code).toBe(1101023);
    expect((await flows.captcha(contact, origin)).status).toBe(429);
  });

  it('answers 1101060 (503) when espeak-ng is missing, charges nothing, and speaks once it is back', async () => {
    const contact = phone();
    const origin = freshOrigin();
    const drawn = await flows.captcha(contact, origin);
    speaker = espeakSpeech('/nonexistent/espeak-ng');
    try {
      const missing = await audio(contact, origin, drawn.imageId!);
      expect(missing.status).toBe(503);
      expect(missing.json).toMatchObject({ code: 1101060, data: null });
      expect((await server.call('GET', `/api/dev/captcha_audio?device=${origin.deviceId}`)).status).toBe(404);
    } finally {
      speaker = installed;
    }
    // The picture still works, and the same challenge can now be heard.
    expect((await audio(contact, origin, drawn.imageId!)).status).toBe(200);
  });
});

describe('the speech queue', () => {
  it('runs at most `running` jobs and refuses past `maxWaiting` with 1101023', async () => {
    const queue = new BoundedQueue({ running: 1, maxWaiting: 1 });
    let release!: () => void;
    const first = queue.run(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    const second = queue.run(async () => 'second');
    expect(queue.hasRoom()).toBe(false);
    await expect(queue.run(async () => 'third')).rejects.toMatchObject({ entry: { code: 1101023 } });
    release();
    expect(await first).toBe('first');
    expect(await second).toBe('second');
    expect(queue.hasRoom()).toBe(true);
  });
});

describe('the sandbox window on audio captchas', () => {
  it('is 404 without PASAR_SANDBOX', async () => {
    const production = await startTestServer({ production: true });
    try {
      const answer = await production.call('GET', '/api/dev/captcha_audio?device=test-device-1');
      expect(answer.status).toBe(404);
      expect(answer.json.code).toBe(1108001);
    } finally {
      await production.close();
    }
  });
});
