import { describe, expect, it } from 'vitest';
import { linkingStart } from './linking-paths';

describe('linkingStart: where changing or adding a contact begins', () => {
  it('verifies the contact being replaced', () => {
    expect(linkingStart('phone', { phone: '81234567890', email: 'a@b.co' })).toEqual({
      path: '/verifyPhone',
      state: {},
    });
    expect(linkingStart('email', { phone: null, email: 'a@b.co' })).toEqual({
      path: '/verifyEmail',
      state: {},
    });
  });

  it('adding a kind the member has none of verifies the one they have, then links the new kind', () => {
    expect(linkingStart('email', { phone: '81234567890' })).toEqual({
      path: '/verifyPhone',
      state: { next: 'email' },
    });
    expect(linkingStart('phone', { email: 'a@b.co', phone: null })).toEqual({
      path: '/verifyEmail',
      state: { next: 'phone' },
    });
  });

  it('a member with neither links straight away', () => {
    expect(linkingStart('phone', {})).toEqual({ path: '/bindPhone', state: {} });
  });
});
