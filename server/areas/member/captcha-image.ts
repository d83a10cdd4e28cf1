import crypto from 'node:crypto';
import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH } from '../../../contract/member-constants';
import { CAPTCHA_LENGTH } from '../../../contract/rules/codes';
import { encodePng } from '../../lib/png-encoder';

/**
 * Symbols nobody confuses by sight or by ear, because the same challenge is also spoken (ADR 014):
 * no 0/O, 1/I/L, 5/S, 8/B, U/V (bent glyphs); in English no rhyming letter names (B C D E G P T,
 * A J K, M N), in Indonesian no "ha"/"ka", "we"/"ye", in Mandarin no R beside 二 (èr), Z beside
 * 四 (sì) nor Q beside 九 (jiǔ). No lower case (the check ignores case). 9 symbols, 6 of them:
 * about 5.3 × 10^5 answers, each challenge answered once and counted against the hourly limits.
 */
export const CAPTCHA_ALPHABET = '234679KWX';

// A 5×7 bitmap font for the alphabet above, one string per row.
const GLYPHS: Record<string, readonly string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#', '#...#'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
};

/** A captcha answer: `length` symbols of the alphabet, from the CSPRNG. */
export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[crypto.randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
const rand = (min: number, max: number) => min + (crypto.randomInt(1_000_000) / 1_000_000) * (max - min);

/**
 * Draws the text as a PNG: each glyph rotated, scaled and placed at random, the whole row bent
 * by a sine wave, then crossed by lines in the glyphs' own colours and sprinkled with dots, so
 * neither a threshold nor a connected-component split separates the characters cleanly.
 */
export function drawCaptcha(text: string): Buffer {
  const width = CAPTCHA_IMAGE_WIDTH;
  const height = CAPTCHA_IMAGE_HEIGHT;
  const pixels = new Uint8Array(width * height * 3);
  const set = (x: number, y: number, [r, g, b]: readonly number[]) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    if (xi < 0 || yi < 0 || xi >= width || yi >= height) return;
    const i = (yi * width + xi) * 3;
    pixels[i] = clamp(r!);
    pixels[i + 1] = clamp(g!);
    pixels[i + 2] = clamp(b!);
  };

  // A pale, uneven background.
  const base = [rand(225, 250), rand(225, 250), rand(225, 250)];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shade = 10 * Math.sin(x / 17 + y / 11);
      set(
        x,
        y,
        base.map((c) => c + shade),
      );
    }
  }

  const palette = Array.from({ length: text.length }, () => [rand(20, 120), rand(20, 120), rand(40, 150)]);
  const waveAmplitude = rand(2, 5);
  const wavePeriod = rand(18, 30);
  const wavePhase = rand(0, Math.PI * 2);
  const cell = width / (text.length + 1);

  [...text].forEach((symbol, index) => {
    const glyph = GLYPHS[symbol];
    if (!glyph) throw new Error(`drawCaptcha: no glyph for ${symbol}`);
    const scale = rand(3, 3.6);
    const angle = rand(-0.3, 0.3);
    const shear = rand(-0.2, 0.2);
    const cx = cell * (index + 1) + rand(-2, 2);
    const cy = height / 2 + rand(-5, 5);
    const colour = palette[index]!;
    const reach = Math.ceil(scale * 6);
    const cos = Math.cos(-angle);
    const sin = Math.sin(-angle);
    // Inverse mapping, pixel by pixel, so no rotation or wave leaves holes: unbend, unrotate,
    // unshear, then look the font cell up.
    for (let y = Math.floor(cy - reach - waveAmplitude); y <= cy + reach + waveAmplitude; y++) {
      for (let x = Math.floor(cx - reach); x <= cx + reach; x++) {
        const dx = x - cx;
        const dy = y - cy - waveAmplitude * Math.sin(x / wavePeriod + wavePhase);
        const u = dx * cos - dy * sin;
        const v = dx * sin + dy * cos;
        const gx = Math.floor((u - shear * v) / scale + 2.5);
        const gy = Math.floor(v / scale + 3.5);
        if (glyph[gy]?.[gx] === '#') set(x, y, colour);
      }
    }
  });

  // Lines through the text, in the text's colours so colour alone does not remove them.
  const lines = 3 + crypto.randomInt(2);
  for (let n = 0; n < lines; n++) {
    const colour = palette[crypto.randomInt(palette.length)]!;
    const x0 = rand(0, width * 0.3);
    const y0 = rand(0, height);
    const x1 = rand(width * 0.7, width);
    const y1 = rand(0, height);
    const thickness = rand(1, 2);
    const steps = Math.ceil(Math.hypot(x1 - x0, y1 - y0));
    const bend = rand(-8, 8);
    for (let s = 0; s <= steps; s++) {
      const t = s / steps;
      const y = y0 + (y1 - y0) * t + bend * Math.sin(Math.PI * t);
      for (let k = 0; k < thickness; k++) set(x0 + (x1 - x0) * t, y + k, colour);
    }
  }
  for (let n = 0; n < 220; n++) {
    set(rand(0, width), rand(0, height), [rand(40, 200), rand(40, 200), rand(40, 200)]);
  }
  return encodePng(width, height, pixels);
}
