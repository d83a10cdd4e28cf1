/**
 * The member and login calls' plain values (SPEC.md §3, §4, §7, §9). Zod-free (see
 * contract/catalogue-constants.ts): contract/member.ts builds its schemas from them; the
 * storefront's calls and the login machines import them directly.
 */

/** SPEC.md §3: login_type 3 phone, 4 e-mail, 5 Google, 6 token in the URL. */
export const LOGIN_TYPE = { phone: 3, email: 4, google: 5, token: 6 } as const;
/**
 * SPEC.md §7: code_type 1 login, 5 password reset. Decision: the signed-in member's codes (not
 * shown in SPEC) are 2 (verify the member's current phone or e-mail before changing it), 3 (the
 * new phone or e-mail being linked: it must be free) and 4 (confirm an account deletion). A code
 * proves one purpose only, so a linking code can never confirm a deletion.
 */
export const CODE_TYPE = { login: 1, verifyOld: 2, bindNew: 3, deleteAccount: 4, reset: 5 } as const;
/** The code types a signed-in member asks for about their own account (the send needs the bearer token). */
export const MEMBER_CODE_TYPES: readonly number[] = [CODE_TYPE.verifyOld, CODE_TYPE.bindNew, CODE_TYPE.deleteAccount];
/** SPEC.md §7: the captcha's type_id, '2' phone, '1' e-mail. */
export const CAPTCHA_TYPE = { email: '1', phone: '2' } as const;
// Decision: update_password's update_type (not shown in SPEC) is 1 phone, 2 e-mail.
export const UPDATE_TYPE = { phone: 1, email: 2 } as const;

/** The response header that carries the captcha's id next to the PNG. */
export const IMAGE_ID_HEADER = 'x-image-id';
/** The captcha PNG's size in pixels: the server draws it so, the dialog reserves the space. */
export const CAPTCHA_IMAGE_WIDTH = 160;
export const CAPTCHA_IMAGE_HEIGHT = 56;

/**
 * SPEC.md §4, §9: a code can be sent again to the same account only after this many seconds: the
 * server refuses sooner sends (errorCatalogue.codeSentTooOften), the screens count it down.
 */
export const RESEND_SECONDS = 60;
