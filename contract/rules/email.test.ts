import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, emailError, isValidEmail } from './email';
import { emailSchema } from './schemas';

describe('e-mail (SPEC.md §5)', () => {
  it('has input maximum 64', () => expect(EMAIL_MAX_LENGTH).toBe(64));

  it.each([
    'budi@example.co.id',
    'siti.rahma+shop@mail.com',
    'a_b-c@sub.domain.sg',
    'X@Y.MY',
    ' padded@example.com ',
    `${'a'.repeat(52)}@example.com`,
  ])('accepts %j', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    'plainaddress',
    'no-at.example.com',
    'user@',
    '@example.com',
    'user@example',
    'user@example.c',
    'user@example.c0m',
    'user@@example.com',
    'user name@example.com',
    '.user@example.com',
    'user.@example.com',
    'us..er@example.com',
    'user@-example.com',
    'user@example-.com',
    'user@example..com',
    `${'a'.repeat(53)}@example.com`,
    '',
  ])('refuses %j', (email) => expect(isValidEmail(email)).toBe(false));

  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['x@', 'invalid'],
    ['x@y.id', null],
  ] as const)('%j → %s', (value, outcome) => expect(emailError(value)).toBe(outcome));

  it('the server schema trims and refuses the same way', () => {
    expect(emailSchema.parse(' budi@example.co.id ')).toBe('budi@example.co.id');
    expect(emailSchema.safeParse('budi@example').success).toBe(false);
  });
});
