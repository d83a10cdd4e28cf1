import type { UserInfo } from '../session/persisted-state';
import { request } from './request';

/** GET member/user/info: `data.data` is the member; the client adds the token it called with. */
export const memberInfoKey = 'member/user/info';

export async function fetchMemberInfo(token: string): Promise<UserInfo> {
  const data = await request<{ data: Omit<UserInfo, 'auth_token'> }>(memberInfoKey, { token, silent: true });
  return { ...data.data, auth_token: token };
}
