import { mutate } from 'swr';
import type { VerifyOldResponse } from '../../contract/linking';
import type { Member } from '../../contract/member';
import type { LinkContactInput, SubmitLinkCodeInput } from '../../machines';
import { session } from '../session/session-store';
import { keysOf } from './keys';
import { memberInfoPath, userInfoOf } from './member';
import { request } from './request';

/**
 * Linking a phone or e-mail (server/areas/member/linking-routes.ts; SPEC.md §7 check_phone,
 * check_email, update_mobile, update_email, and verify_old). Every call is `silent`: the linking
 * screens say what went wrong next to the field (features/linking).
 */
export const checkPhonePath = 'member/user/check_phone';
export const checkEmailPath = 'member/user/check_email';
export const verifyOldPath = 'member/user/verify_old';
export const updateMobilePath = 'member/user/update_mobile';
export const updateEmailPath = 'member/user/update_email';

const phoneBody = (input: LinkContactInput) => ({
  phone: input.contact.trim(),
  country_code: input.countryCode,
});

/** POST check_phone / check_email: resolves when the contact is free; 1101024 / 1101010 when taken. */
export function checkContact(input: LinkContactInput): Promise<true> {
  return input.method === 'phone'
    ? request<true>(checkPhonePath, { body: phoneBody(input), silent: true })
    : request<true>(checkEmailPath, { body: { email: input.contact.trim() }, silent: true });
}

/** POST verify_old: the code sent to the member's current contact buys the proof for the next step. */
export function verifyCurrentContact(input: SubmitLinkCodeInput): Promise<VerifyOldResponse> {
  return request<VerifyOldResponse>(verifyOldPath, {
    body: { check_code: input.code, type: input.method },
    silent: true,
  });
}

/**
 * PUT update_mobile / update_email with the new contact's code and the proof (when the member
 * had a contact of the kind). The answer is the member: it goes into the session and every
 * cached info, so /setting and /me show the new contact at once.
 */
export async function linkContact(input: SubmitLinkCodeInput): Promise<Member> {
  const withProof = input.proof ? { proof: input.proof } : {};
  const member =
    input.method === 'phone'
      ? await request<Member>(updateMobilePath, {
          method: 'PUT',
          body: { ...phoneBody(input), check_code: input.code, ...withProof },
          silent: true,
        })
      : await request<Member>(updateEmailPath, {
          method: 'PUT',
          body: { email: input.contact.trim(), check_code: input.code, ...withProof },
          silent: true,
        });
  session.update((s) => {
    const user = s.userInfo.userInfo;
    if (!user?.auth_token) return s;
    return {
      ...s,
      userInfo: { ...s.userInfo, userInfo: { ...user, ...userInfoOf(member, user.auth_token) } },
    };
  });
  await mutate(keysOf(memberInfoPath), member, { revalidate: false });
  return member;
}
