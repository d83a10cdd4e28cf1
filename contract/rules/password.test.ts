import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_MAX_LENGTH,
  confirmPasswordError,
  isValidConfirmPassword,
  isValidNewPassword,
  isValidPassword,
  newPasswordError,
  passwordError,
} from './password';
import { newPasswordSchema, passwordSchema } from './schemas';

describe('password (SPEC.md §5)', () => {
  it('accepts 6 to 64 characters, input maximum 30', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_RULE_MAX_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([6, 64, 30]);
  });

  it.each(['abc123', 'Secret1!', '!@#$%^&*,.', 'a'.repeat(30), 'a'.repeat(64), 'ABCDEF', '123456'])(
    'accepts %j at login',
    (password) => expect(isValidPassword(password)).toBe(true),
  );

  it.each([
    '',
    'abc12',
    'a'.repeat(65),
    'pass word',
    'pass_word',
    'pass-word',
    'pässwort',
    'abc123?',
    'abc123()',
  ])('refuses %j', (password) => expect(isValidPassword(password)).toBe(false));

  it('a new password is at most 30 characters', () => {
    expect(isValidNewPassword('a'.repeat(30))).toBe(true);
    expect(isValidNewPassword('a'.repeat(31))).toBe(false);
    expect(isValidPassword('a'.repeat(31))).toBe(true);
    expect(isValidNewPassword('abc12')).toBe(false);
  });

  it.each([
    ['Secret1!', 'Secret1!', true],
    ['Secret1!', 'Secret1?', false],
    ['Secret1!', 'secret1!', false],
    ['abc', 'abc', false],
    ['a'.repeat(31), 'a'.repeat(31), false],
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
    expect(newPasswordError('a'.repeat(31))).toBe('invalid');
  });

  it('the server schemas agree', () => {
    expect(passwordSchema.safeParse('a'.repeat(64)).success).toBe(true);
    expect(newPasswordSchema.safeParse('a'.repeat(64)).success).toBe(false);
  });

  it('every valid password is ASCII (so it fits RSA-OAEP byte for byte)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), (text) => {
        if (isValidPassword(text)) expect(text).toMatch(/^[\x20-\x7e]{6,64}$/);
      }),
    );
  });
});
