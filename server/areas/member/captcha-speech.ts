import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import type { LanguageCode } from '../../../contract/device';
import { readWav, type Pcm } from '../../lib/wav';

/** Speaks a captcha's characters one by one, with pauses between them (ADR 014). */
export interface CaptchaSpeech {
  speak(characters: readonly string[], language: LanguageCode): Promise<Pcm>;
}

/** The speech engine is not installed or failed: the route answers captchaAudioUnavailable. */
export class SpeechUnavailable extends Error {}

// espeak-ng's voices for the shop's languages; Mandarin reads digits as 二 三 四 and Latin
// letters by their English names, as Chinese shoppers say them.
const VOICES: Record<LanguageCode, string> = { en: 'en-us', id: 'id', 'zh-CN': 'cmn' };
// A few of espeak-ng's standard variants, one drawn per challenge, so no two sound alike.
const VARIANTS = ['m1', 'm3', 'm7', 'f2', 'f4'];
// Decision: 5 s is far above the ~20 ms a challenge takes; a hung engine must not hold a slot.
const SPEAK_TIMEOUT_MS = 5_000;
// About 30 s of 22 kHz audio; anything bigger is not a 6-character challenge.
const MAX_OUTPUT_BYTES = 1_500_000;

const between = (min: number, max: number) => min + crypto.randomInt(max - min + 1);

/** SSML: each character alone, its pitch and rate drawn at random, then a pause of its own. */
export function captchaSsml(characters: readonly string[]): string {
  const spoken = characters.map((character) => {
    if (!/^[A-Z0-9]$/.test(character)) throw new Error(`captchaSsml: cannot speak ${character}`);
    const pitch = between(-15, 15);
    const rate = between(80, 100);
    const pause = between(550, 900);
    return `<prosody pitch="${pitch >= 0 ? '+' : ''}${pitch}%" rate="${rate}%">${character}</prosody><break time="${pause}ms"/>`;
  });
  return `<speak>${spoken.join('')}</speak>`;
}

/**
 * espeak-ng from Debian (`apt-get install espeak-ng`), one process per challenge: SSML on stdin,
 * a WAV on stdout. A missing binary, a timeout or a bad exit is SpeechUnavailable.
 */
export function espeakSpeech(command = 'espeak-ng'): CaptchaSpeech {
  return {
    speak(characters, language) {
      const voice = `${VOICES[language]}+${VARIANTS[crypto.randomInt(VARIANTS.length)]}`;
      return new Promise<Pcm>((resolve, reject) => {
        const child = spawn(command, ['-m', '-v', voice, '-s', '150', '--stdout'], {
          stdio: ['pipe', 'pipe', 'ignore'],
        });
        const chunks: Buffer[] = [];
        let size = 0;
        let failed = false;
        const fail = (why: string) => {
          if (failed) return;
          failed = true;
          child.kill('SIGKILL');
          reject(new SpeechUnavailable(why));
        };
        const timer = setTimeout(() => fail('espeak-ng timed out'), SPEAK_TIMEOUT_MS);
        child.on('error', (error: NodeJS.ErrnoException) =>
          fail(error.code === 'ENOENT' ? `${command} is not installed` : `espeak-ng: ${error.message}`),
        );
        child.stdin.on('error', () => undefined); // a child that died early; 'close' reports it
        child.stdout.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_OUTPUT_BYTES) fail('espeak-ng answered too much audio');
          else chunks.push(chunk);
        });
        child.on('close', (code) => {
          clearTimeout(timer);
          if (failed) return;
          if (code !== 0) return fail(`espeak-ng exited with ${code}`);
          try {
            resolve(readWav(Buffer.concat(chunks)));
          } catch (error) {
            fail((error as Error).message);
          }
        });
        child.stdin.end(captchaSsml(characters));
      });
    },
  };
}
