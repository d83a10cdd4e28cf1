import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../../session/session-store';
import { completeLogin, userInfoOf } from './complete-login';
import { onLoggedIn } from './logged-in-events';

const stored = new Map<string, string>();
beforeAll(() => {
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
});
afterAll(() => vi.unstubAllGlobals());

const answer = {
  auth_token: 'tok-1',
  member_no: 'M100',
  user_name: 'Sari',
  points: 12,
  phone: '81234567890',
  email: null,
  country_code: '62',
};

describe('after a login (SPEC.md §4 step 7)', () => {
  it('keeps the login answer as the session user, nulls left out', () => {
    expect(userInfoOf(answer)).toEqual({
      auth_token: 'tok-1',
      member_no: 'M100',
      user_name: 'Sari',
      points: 12,
      phone: '81234567890',
      email: undefined,
      country_code: '62',
    });
  });

  it('stores the session, clears the stored contact and tells subscribers', () => {
    stored.set('phone', '81234567890');
    stored.set('jump-back-path', '/me');
    const heard = vi.fn();
    const stop = onLoggedIn(heard);
    completeLogin(answer, 'code', 'phone');
    stop();
    expect(session.get().userInfo.userInfo?.auth_token).toBe('tok-1');
    expect(stored.has('phone')).toBe(false);
    // The jump-back path is for the redirect that follows; the login leaves it alone.
    expect(stored.get('jump-back-path')).toBe('/me');
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ kind: 'code', accountType: 3 }));
  });

  it('a listener that throws does not stop the login', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stop = onLoggedIn(() => {
      throw new Error('cart down');
    });
    const heard = vi.fn();
    const stopHeard = onLoggedIn(heard);
    expect(() => completeLogin({ ...answer, auth_token: 'tok-2' }, 'google')).not.toThrow();
    stop();
    stopHeard();
    expect(session.get().userInfo.userInfo?.auth_token).toBe('tok-2');
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ kind: 'google', accountType: 5 }));
    expect(error).toHaveBeenCalled();
  });
});
