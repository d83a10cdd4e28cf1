import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NEW_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_BYTES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  confirmPasswordError,
  isValidConfirmPassword,
  isValidNewPassword,
  isValidPassword,
  newPasswordError,
  passwordError,
} from './password';
import { newPasswordSchema, passwordSchema } from './schemas';

describe('password (ADR 012: ASVS 5.0 toward SPEC.md §5)', () => {
  it('accepts 6 to 64 characters at login, 8 to 64 when chosen', () => {
    expect([PASSWORD_MIN_LENGTH, NEW_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([6, 8, 64]);
  });

  it.each([
    'abc123',
    'Secret1!',
    '!@#$%^&*,.',
    'a'.repeat(64),
    '123456',
    'pass word',
    'pässwort',
    'abc123()',
    '密码很长的一句话',
    '🔑🔑🔑🔑🔑🔑',
  ])('accepts %j at login', (password) => expect(isValidPassword(password)).toBe(true));

  it.each(['', 'abc12', 'a'.repeat(65), 'tab\there1', 'nul\u0000byte1', 'é'.repeat(5)])(
    'refuses %j at login',
    (password) => expect(isValidPassword(password)).toBe(false),
  );

  it('a new password is 8 to 64 characters of any kind, within RSA-OAEP’s 190 bytes', () => {
    expect(isValidNewPassword('abcdefg')).toBe(false);
    expect(isValidNewPassword('abc 1234')).toBe(true);
    expect(isValidNewPassword('correct horse battery staple')).toBe(true);
    expect(isValidNewPassword('a'.repeat(64))).toBe(true);
    expect(isValidNewPassword('a'.repeat(65))).toBe(false);
    // 63 three-byte letters are 189 bytes; 64 would be 192.
    expect(isValidNewPassword('密'.repeat(63))).toBe(true);
    expect(isValidNewPassword('密'.repeat(64))).toBe(false);
    // The old 6-character passwords still log in but may not be chosen again.
    expect(isValidPassword('abc123')).toBe(true);
    expect(isValidNewPassword('abc123')).toBe(false);
  });

  it.each([
    ['Secret1!', 'Secret1!', true],
    ['Secret1!', 'Secret1?', false],
    ['Secret1!', 'secret1!', false],
    ['abc', 'abc', false],
    ['a'.repeat(65), 'a'.repeat(65), false],
  ])('confirm %j / %j → %s', (password, confirm, valid) => {
    expect(isValidConfirmPassword(password, confirm)).toBe(valid);
  });

  it.each([
    ['', '', 'required'],
    ['Secret1!', '', 'required'],
    ['Secret1!', 'abc', 'invalid'],
    ['Secret1!', 'Secret2!', 'mismatch'],
    ['Secret1!', 'Secret1!', null],
  ] as const)('confirm outcome %j / %j → %s', (password, confirm, outcome) => {
    expect(confirmPasswordError(password, confirm)).toBe(outcome);
  });

  it('maps outcomes for the login and new-password fields', () => {
    expect(passwordError('')).toBe('required');
    expect(passwordError('abc')).toBe('invalid');
    expect(passwordError('abc123')).toBe(null);
    expect(newPasswordError('abc123')).toBe('invalid');
    expect(newPasswordError('a'.repeat(65))).toBe('invalid');
  });

  it('the server schemas agree', () => {
    expect(passwordSchema.safeParse('abc123').success).toBe(true);
    expect(newPasswordSchema.safeParse('abc123').success).toBe(false);
  });

  it('every valid password fits RSA-OAEP and has no control character', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 70, unit: 'binary' }), (text) => {
        if (!isValidPassword(text)) return;
        expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(PASSWORD_MAX_BYTES);
        expect(text).not.toMatch(/\p{Cc}/u);
      }),
    );
  });
});
