import useSWR from 'swr';
import type { Member } from '../../contract/member';
import { session } from '../session/session-store';
import { memberInfoKey } from './member-info';
import { request } from './request';

/**
 * GET member/user/info for the signed-in member, kept in the session (points change after an
 * order). Not silent: a revoked or expired token answers 401, which takes the session-expiry
 * path of SPEC.md §4 (and back here after logging in again).
 */
export function useMemberRefresh(token: string | undefined) {
  return useSWR(
    token ? [memberInfoKey, token] : null,
    async () => {
      const { data } = await request<{ data: Member }>(memberInfoKey);
      session.update((s) =>
        s.userInfo.userInfo?.auth_token === token
          ? {
              ...s,
              userInfo: {
                ...s.userInfo,
                userInfo: {
                  ...s.userInfo.userInfo,
                  member_no: data.member_no,
                  user_name: data.user_name,
                  points: data.points,
                  phone: data.phone ?? undefined,
                  email: data.email ?? undefined,
                  country_code: data.country_code,
                },
              },
            }
          : s,
      );
      return data;
    },
    { revalidateOnFocus: false },
  );
}
