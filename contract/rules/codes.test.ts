import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_LENGTH,
  VERIFICATION_CODE_LENGTH,
  isValidCaptchaCode,
  isValidVerificationCode,
  pasteVerificationCode,
} from './codes';
import { captchaCodeSchema, verificationCodeSchema } from './schemas';

describe('captcha code (SPEC.md §5, §9)', () => {
  it('is exactly 6 characters', () => expect(CAPTCHA_LENGTH).toBe(6));
  it.each(['abc123', 'ABCDEF', '123456', 'a1B2c3'])('accepts %j', (code) =>
    expect(isValidCaptchaCode(code)).toBe(true),
  );
  it.each(['abc12', 'abc1234', '', 'abc 12', 'abc-12', 'ábc123'])('refuses %j', (code) => {
    expect(isValidCaptchaCode(code)).toBe(false);
  });
  it('the server schema agrees', () => {
    expect(captchaCodeSchema.safeParse('a1B2c3').success).toBe(true);
    expect(captchaCodeSchema.safeParse('a1B2c').success).toBe(false);
  });
});

describe('verification code (SPEC.md §5, §9)', () => {
  it('is exactly 6 digits', () => expect(VERIFICATION_CODE_LENGTH).toBe(6));
  it.each(['123456', '000000'])('accepts %j', (code) => expect(isValidVerificationCode(code)).toBe(true));
  it.each(['12345', '1234567', 'abcdef', '12345a', '', '123 456'])('refuses %j', (code) => {
    expect(isValidVerificationCode(code)).toBe(false);
  });
  it('the server schema agrees', () => {
    expect(verificationCodeSchema.safeParse('123456').success).toBe(true);
    expect(verificationCodeSchema.safeParse('12345a').success).toBe(false);
  });
});

describe('pasteVerificationCode', () => {
  it.each([
    ['123456', '123456'],
    ['Your Pasar code is 123-456.', '123456'],
    ['  12 34 56  ', '123456'],
    ['1234567890', '123456'],
    ['12ab3', '123'],
    ['no digits', ''],
    ['', ''],
    ['１２３４５６', '123456'],
  ])('%j → %j', (text, code) => expect(pasteVerificationCode(text)).toBe(code));

  it('never yields more than 6 characters, and only digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        const code = pasteVerificationCode(text);
        expect(code.length).toBeLessThanOrEqual(6);
        expect(code).toMatch(/^[0-9]*$/);
      }),
    );
  });

  it('keeps the first six digits in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.stringMatching(/^\d$/), fc.stringMatching(/^[a-zA-Z .:-]$/))),
        (pieces) => {
          const text = pieces.join('');
          expect(pasteVerificationCode(text)).toBe(text.replace(/\D/g, '').slice(0, 6));
        },
      ),
    );
  });
});
