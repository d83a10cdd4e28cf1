import useSWR, { mutate } from 'swr';
import { ApiError, isSuccess, readEnvelope } from '../../contract/envelope';
import type { Member, MemberInfo } from '../../contract/member';
import type { UpdateAvatarResponse } from '../../contract/profile';
import { AVATAR_FIELD } from '../../contract/profile-constants';
import { postToShell } from '../platform/native-bridge';
import type { UserInfo } from '../session/persisted-state';
import { session, useSession, type SessionStore } from '../session/session-store';
import { apiKey, keysOf } from './keys';
import { prepareCall, request } from './request';

/**
 * The signed-in member (server/routes/member-auth.ts: info and logout). Decision: apart from
 * the sign-in calls (./member-auth.ts) because every page needs these (the /me guard, logout)
 * while only the login screens need those and their password encryption.
 */
export const memberInfoPath = 'member/user/info';
export const logoutPath = 'member/user/logout';
export const updateNamePath = 'member/user/update_name';
export const updateBirthdayPath = 'member/user/update_birthday';
export const updateAvatarPath = 'member/user/update_avatar';
export const updatePasswordPath = 'member/user/update_password';

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

/** A profile write's answer is the member: it becomes the cached info and the session's name. */
async function storeMemberInfo(info: MemberInfo) {
  session.update((s) =>
    s.userInfo.userInfo
      ? { ...s, userInfo: { ...s.userInfo, userInfo: { ...s.userInfo.userInfo, user_name: info.user_name } } }
      : s,
  );
  await mutate(keysOf(memberInfoPath), info, { revalidate: false });
}

/**
 * PUT update_name / update_birthday. Silent: the forms show the refusal (once a year, 1101012 /
 * 1101011) beside the field, where the shopper's input stays.
 */
export async function updateName(userName: string): Promise<MemberInfo> {
  const info = await request<MemberInfo>(updateNamePath, {
    method: 'PUT',
    body: { user_name: userName },
    silent: true,
  });
  await storeMemberInfo(info);
  return info;
}

export async function updateBirthday(birthday: string): Promise<MemberInfo> {
  const info = await request<MemberInfo>(updateBirthdayPath, {
    method: 'PUT',
    body: { birthday },
    silent: true,
  });
  await storeMemberInfo(info);
  return info;
}

/**
 * PUT update_password signed in (contract/profile-constants.ts CHANGE_PASSWORD_TYPE): the
 * passwords already encrypted (api/encrypt-password.ts). Silent: the dialog shows the refusal.
 */
export async function changePassword(body: {
  update_type: number;
  password: string;
  old_password?: string;
  check_code?: string;
}) {
  await request<null>(updatePasswordPath, { method: 'PUT', body, silent: true });
  await mutate(keysOf(memberInfoPath));
}

/**
 * Decision: an upload may take 30 s (the server's own request limit), not the 8 s of other
 * calls: 800 KB over a slow 3G link needs it.
 */
export const UPLOAD_TIMEOUT_MS = 30_000;

/**
 * PUT update_avatar as multipart/form-data, reporting progress (0–1): XMLHttpRequest, since
 * fetch cannot report an upload's progress. Throws ApiError like request() (never toasts: the
 * picker shows the error).
 */
export function uploadAvatar(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  const { url, init } = prepareCall(updateAvatarPath, { method: 'PUT' });
  const form = new FormData();
  form.append(AVATAR_FIELD, file, file.name);
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    init.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError('network', 'The network is unavailable'));
    xhr.ontimeout = () => reject(new ApiError('timeout', 'The request timed out'));
    xhr.onload = () => {
      let envelope = null;
      try {
        envelope = readEnvelope<UpdateAvatarResponse>(JSON.parse(xhr.responseText));
      } catch {
        // not JSON: below
      }
      if (!envelope)
        return reject(new ApiError('network', `Unexpected answer (HTTP ${xhr.status})`, xhr.status));
      if (!isSuccess(envelope)) return reject(new ApiError(envelope.code, envelope.msg, xhr.status));
      const avatarUrl = envelope.data.avatar_url;
      void mutate(
        keysOf(memberInfoPath),
        (info: MemberInfo | undefined) => (info ? { ...info, avatar_url: avatarUrl } : info),
        { revalidate: false },
      );
      resolve(avatarUrl);
    };
    xhr.send(form);
  });
}
