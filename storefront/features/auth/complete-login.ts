import { mutate } from 'swr';
import type { Session } from '../../../machines';
import { allKeys } from '../../api/keys';
import { clearLoginContact } from '../../session/login-storage';
import type { UserInfo } from '../../session/persisted-state';
import { session } from '../../session/session-store';
import { announceLoggedIn, type LoginKind } from './logged-in-events';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The login answer as the session keeps it (SPEC.md §3 userInfo); nulls become absent. */
export function userInfoOf(data: Session): UserInfo {
  return {
    auth_token: data.auth_token,
    member_no: text(data.member_no),
    user_name: text(data.user_name),
    points: typeof data.points === 'number' ? data.points : 0,
    phone: text(data.phone),
    email: text(data.email),
    country_code: text(data.country_code),
  };
}

/**
 * After any successful login (SPEC.md §4 step 7): the login data becomes the session, the
 * stored contact is cleared, everyone subscribed hears of it, and every
 * SWR answer is fetched again with the member's token.
 */
export function completeLogin(data: Session, kind: LoginKind, method: 'phone' | 'email' = 'phone'): UserInfo {
  const user = userInfoOf(data);
  const accountType = kind === 'google' ? 5 : kind === 'token' ? 6 : method === 'email' ? 4 : 3;
  session.update((s) => ({ ...s, userInfo: { ...s.userInfo, userInfo: user } }));
  clearLoginContact();
  announceLoggedIn({ user, kind, accountType });
  void mutate(allKeys);
  return user;
}
