import crypto from 'node:crypto';
import type { Pcm } from '../../lib/wav';

/**
 * Noise for the audio captcha (ADR 014), so a plain speech recogniser has it harder while a person
 * still hears the characters: rumbling low-passed noise, the challenge's own speech played
 * backwards and shifted underneath it (a babble in the same voice, which recognisers hate and ears
 * ignore), and a wobbling hum. Silence of random length before and after the speech hides where
 * it starts. Every level is relative to the speech's own peak.
 */
export const CAPTCHA_NOISE = {
  /** The speech is scaled to this share of full scale before the noise is added. */
  speechPeak: 0.7,
  /** Decision: noise RMS at about −19 dB of the speech's peak; babble and hum below it. */
  noiseRms: 0.11,
  babbleGain: 0.16,
  humGain: 0.04,
  /** Seconds of noise before and after the speech, drawn between these. */
  padSeconds: [0.4, 0.9],
} as const;

/** A small fast generator seeded from the CSPRNG: the noise needs speed, the seed unpredictability. */
function noiseSource() {
  let state = crypto.randomBytes(4).readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

export function mixWithNoise(speech: Pcm): Pcm {
  const random = noiseSource();
  const { sampleRate } = speech;
  const [padMin, padMax] = CAPTCHA_NOISE.padSeconds;
  const lead = Math.round(sampleRate * (padMin + random() * (padMax - padMin)));
  const tail = Math.round(sampleRate * (padMin + random() * (padMax - padMin)));
  const source = speech.samples;
  const length = lead + source.length + tail;

  let peak = 1;
  for (const sample of source) peak = Math.max(peak, Math.abs(sample));
  const full = 32767;
  const speechScale = (CAPTCHA_NOISE.speechPeak * full) / peak;

  // Low-passed white noise (one pole; the cutoff drawn per challenge). Its RMS is measured as it
  // is made and the whole track scaled to the target afterwards.
  const noise = new Float32Array(length);
  const smoothing = 0.55 + random() * 0.3;
  let last = 0;
  let energy = 0;
  for (let i = 0; i < length; i++) {
    last = smoothing * last + (1 - smoothing) * (random() * 2 - 1);
    noise[i] = last;
    energy += last * last;
  }
  const noiseScale =
    (CAPTCHA_NOISE.noiseRms * CAPTCHA_NOISE.speechPeak * full) / Math.sqrt(energy / length || 1);

  const shift = Math.floor(random() * Math.max(1, source.length));
  const humHz = 110 + random() * 180;
  const wobbleHz = 0.3 + random() * 0.7;
  const out = new Int16Array(length);
  for (let i = 0; i < length; i++) {
    const at = i - lead;
    const voice = at >= 0 && at < source.length ? source[at]! * speechScale : 0;
    // The speech backwards, rotated by a random shift so it never lines up with the real one.
    const babble =
      source.length > 0
        ? source[source.length - 1 - ((i + shift) % source.length)]! * speechScale * CAPTCHA_NOISE.babbleGain
        : 0;
    const t = i / sampleRate;
    const hum =
      Math.sin(2 * Math.PI * humHz * t + 3 * Math.sin(2 * Math.PI * wobbleHz * t)) *
      CAPTCHA_NOISE.humGain *
      full;
    const mixed = voice + noise[i]! * noiseScale + babble + hum;
    out[i] = Math.max(-full, Math.min(full, Math.round(mixed)));
  }
  return { sampleRate, samples: out };
}
