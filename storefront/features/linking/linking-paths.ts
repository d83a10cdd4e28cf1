import type { ContactMethod } from '../../../machines';

/** The linking steps' paths (SPEC.md §2 login group). */
export const linkingPaths = {
  verify: { phone: '/verifyPhone', email: '/verifyEmail' },
  bind: { phone: '/bindPhone', email: '/bindEmail' },
} as const satisfies Record<'verify' | 'bind', Record<ContactMethod, string>>;

/**
 * Where changing or adding the member's phone or e-mail starts (/setting links here): verify the
 * current one first, or straight to linking when the member has none of the kind (SPEC.md §5).
 */
export function linkingStart(method: ContactMethod, current: string | null | undefined): string {
  return current ? linkingPaths.verify[method] : linkingPaths.bind[method];
}
