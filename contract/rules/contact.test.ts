import { describe, expect, it } from 'vitest';
import { canSendCode, isValidContact, showsContactError } from './contact';

describe('contact and agreement (SPEC.md §5)', () => {
  it.each([
    ['phone', '812345678', '62', true],
    ['phone', '812345678', '65', false],
    ['phone', '812345678', '', false],
    ['email', 'budi@example.co.id', '', true],
    ['email', 'budi@example', '', false],
  ] as const)('%s %j (+%s) valid: %s', (type, value, code, valid) => {
    expect(isValidContact(type, value, code)).toBe(valid);
  });

  it.each([
    [{ type: 'phone', value: '91234567', phoneCode: '65', agreed: true }, true],
    [{ type: 'phone', value: '91234567', phoneCode: '65', agreed: false }, false],
    [{ type: 'phone', value: '71234567', phoneCode: '65', agreed: true }, false],
    [{ type: 'email', value: 'siti@example.my', agreed: true }, true],
    [{ type: 'email', value: 'siti@example.my', agreed: false }, false],
  ] as const)('send enabled for %j: %s', (state, enabled) => expect(canSendCode(state)).toBe(enabled));

  it('shows the error border only for a filled, invalid contact', () => {
    expect(showsContactError('email', '')).toBe(false);
    expect(showsContactError('email', 'siti@')).toBe(true);
    expect(showsContactError('phone', '123', '62')).toBe(true);
    expect(showsContactError('phone', '812345678', '62')).toBe(false);
  });
});
