import type { ContactMethod } from '../../../machines';

/** The linking steps' paths (SPEC.md §2 login group). */
export const linkingPaths = {
  verify: { phone: '/verifyPhone', email: '/verifyEmail' },
  bind: { phone: '/bindPhone', email: '/bindEmail' },
} as const satisfies Record<'verify' | 'bind', Record<ContactMethod, string>>;

/**
 * What the linking steps carry in router state (never in the address): `next`, the kind being
 * linked when the verify step checks the other one; `proof`, verify_old's answer for the bind step.
 */
export interface LinkingState {
  next?: ContactMethod;
  proof?: string;
}

/** The member's contacts as the session keeps them. */
export interface MemberContacts {
  phone?: string | null;
  email?: string | null;
}

/**
 * Where changing or adding the member's phone or e-mail starts (/setting links here): verifying
 * the contact it replaces, else the one the member has (adding is verified too: a new way to
 * sign in; server/areas/member/contact-linking.ts provingKind), else straight to linking.
 */
export function linkingStart(
  method: ContactMethod,
  member: MemberContacts,
): { path: string; state: LinkingState } {
  const other: ContactMethod = method === 'phone' ? 'email' : 'phone';
  if (member[method]) return { path: linkingPaths.verify[method], state: {} };
  if (member[other]) return { path: linkingPaths.verify[other], state: { next: method } };
  return { path: linkingPaths.bind[method], state: {} };
}
