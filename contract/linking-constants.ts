/**
 * Linking a phone or e-mail: the plain values (zod-free, see contract/catalogue-constants.ts).
 * contract/linking.ts builds its schemas from them; the storefront imports them directly.
 */

/** verify_old's `type`: which of the member's current contacts is being verified. */
export const LINK_KIND = { phone: 'phone', email: 'email' } as const;
export type LinkKind = (typeof LINK_KIND)[keyof typeof LINK_KIND];

/**
 * Decision: the proof that the current contact was verified lasts 10 minutes, long enough to
 * have a code sent to the new contact and type it, short enough that a device left signed in
 * does not keep a change open.
 */
export const LINK_PROOF_TTL_SECONDS = 10 * 60;
