import { describe, expect, it } from 'vitest';
import { firstLoginMethod, loginChannels, otherMethods } from './login-options';

describe('login options per country (SPEC.md §2, §5)', () => {
  it('every flag defaults to on', () => {
    expect(loginChannels(undefined)).toEqual({ whatsapp: true, email: true });
    expect(loginChannels({ whatsapp: false })).toEqual({ whatsapp: false, email: true });
  });

  it('the phone screen offers e-mail, password and Google', () => {
    expect(otherMethods('whatsapp', { whatsapp: true, email: true })).toEqual([
      'email',
      'password',
      'google',
    ]);
  });

  it('the e-mail screen offers WhatsApp only where it is enabled', () => {
    expect(otherMethods('email', { whatsapp: true, email: true })).toEqual([
      'whatsapp',
      'password',
      'google',
    ]);
    expect(otherMethods('email', { whatsapp: false, email: true })).toEqual(['password', 'google']);
  });

  it('the password screen offers the enabled code logins and Google', () => {
    expect(otherMethods('password', { whatsapp: true, email: false })).toEqual(['whatsapp', 'google']);
  });

  it('the first screen follows the enabled channels', () => {
    expect(firstLoginMethod({ whatsapp: true, email: true })).toBe('whatsapp');
    expect(firstLoginMethod({ whatsapp: false, email: true })).toBe('email');
    expect(firstLoginMethod({ whatsapp: false, email: false })).toBe('password');
  });
});
