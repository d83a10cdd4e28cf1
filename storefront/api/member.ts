import useSWR from 'swr';
import type { Member, MemberInfo } from '../../contract/member';
import { postToShell } from '../platform/native-bridge';
import type { UserInfo } from '../session/persisted-state';
import { session, useSession, type SessionStore } from '../session/session-store';
import { apiKey } from './keys';
import { request } from './request';

/**
 * The signed-in member (server/areas/member/sign-in-routes.ts: info and logout). Decision: apart from
 * the sign-in calls (./member-auth.ts) because every page needs these (the /me guard, logout)
 * while only the login screens need those and their password encryption.
 */
export const memberInfoPath = 'member/user/info';
export const logoutPath = 'member/user/logout';

/**
 * GET member/user/info: `data.data` is the member. `token` calls with that token instead of the
 * session's (start-up inside the native shell), and silently: start-up fails invisibly (§8).
 */
export async function fetchMember(token?: string): Promise<MemberInfo> {
  const { data } = await request<{ data: MemberInfo }>(memberInfoPath, token ? { token, silent: true } : {});
  return data;
}

/** The member as the session keeps it (SPEC.md §3 userInfo): nulls become absent. */
export function userInfoOf(member: Member, token: string): UserInfo {
  return {
    auth_token: token,
    member_no: member.member_no,
    user_name: member.user_name,
    points: member.points,
    phone: member.phone ?? undefined,
    email: member.email ?? undefined,
    country_code: member.country_code,
  };
}

/**
 * GET member/user/info for the signed-in member, kept in the session (points change after an
 * order). Not silent: a revoked or expired token answers 401, which takes the session-expiry
 * path of SPEC.md §4 (and back here after logging in again).
 */
export function useMemberRefresh(token: string | undefined) {
  return useSWR(
    token ? apiKey(memberInfoPath, token) : null,
    async ([, token]: readonly [string, string]) => {
      const member = await fetchMember();
      session.update((s) =>
        s.userInfo.userInfo?.auth_token === token
          ? {
              ...s,
              userInfo: { ...s.userInfo, userInfo: { ...s.userInfo.userInfo, ...userInfoOf(member, token) } },
            }
          : s,
      );
      return member;
    },
    { revalidateOnFocus: false },
  );
}

export const LOGOUT_MESSAGE = 'User logged out';

/**
 * Logout after confirmation (SPEC.md §4): the server revokes the token, the persisted state is
 * deleted, the user reset, and a LOGIN message saying "User logged out" is posted to the window
 * (and to the native shell).
 */
export async function logOut(store: SessionStore = session) {
  const token = store.get().userInfo.userInfo?.auth_token;
  if (token) {
    // Decision: logout succeeds locally even when the server cannot be reached.
    await request(logoutPath, { method: 'POST', body: {}, silent: true }).catch(() => undefined);
  }
  store.reset();
  window.postMessage({ type: 'LOGIN', message: LOGOUT_MESSAGE }, window.location.origin);
  postToShell({ type: 'LOGIN', message: LOGOUT_MESSAGE });
}

/** The signed-in member with the profile's fields (Me, /setting): the same key the /me guard refreshes. */
export function useMemberInfo() {
  const token = useSession((s) => s.userInfo.userInfo?.auth_token);
  return useMemberRefresh(token);
}
