import { mutate } from 'swr';
import type { MemberInfo } from '../../contract/member';
import type { UpdateAvatarResponse } from '../../contract/profile';
import { AVATAR_FIELD } from '../../contract/profile-constants';
import { session } from '../session/session-store';
import { keysOf } from './keys';
import { memberInfoPath } from './member';
import { request } from './request';
import { uploadFile } from './upload';

/**
 * The signed-in member's profile writes (server/areas/member/profile-routes.ts and the signed-in
 * update_password). Decision: apart from ./member.ts, as ./member-auth.ts is: member.ts is on
 * every page's first load (the /me guard, logout), these only on /setting's chunk.
 */
export const updateNamePath = 'member/user/update_name';
export const updateBirthdayPath = 'member/user/update_birthday';
export const updateAvatarPath = 'member/user/update_avatar';
export const updatePasswordPath = 'member/user/update_password';

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
 * PUT update_avatar as multipart/form-data, reporting progress (0–1) (./upload.ts). Throws
 * ApiError like request() (never toasts: the picker shows the error).
 */
export async function uploadAvatar(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  const { avatar_url: avatarUrl } = await uploadFile<UpdateAvatarResponse>(updateAvatarPath, {
    method: 'PUT',
    field: AVATAR_FIELD,
    file,
    onProgress,
  });
  void mutate(
    keysOf(memberInfoPath),
    (info: MemberInfo | undefined) => (info ? { ...info, avatar_url: avatarUrl } : info),
    { revalidate: false },
  );
  return avatarUrl;
}
