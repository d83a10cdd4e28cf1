import type { Context } from 'hono';
import { errorCatalogue } from '../../contract/errors';
import type { members } from '../db/schema';
import { findSession } from '../areas/member/sessions';
import { DomainError } from './respond';
import type { AppEnv } from '../app-env';

/** The member behind the request's bearer token, with the token itself (logout revokes it). */
export interface SignedInMember {
  member: typeof members.$inferSelect;
  sessionId: string;
  token: string;
}

/** The token of `Authorization: Bearer …`, or undefined. */
export function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1];
}

/**
 * The signed-in member, or HTTP 401 with 1105001 for a missing, unknown, revoked or expired
 * token: the storefront takes its session-expiry path on any 401 (SPEC.md §4). Read once per
 * request.
 */
export async function requireMember(c: Context<AppEnv>): Promise<SignedInMember> {
  const cached = c.get('member');
  if (cached) return cached;
  const token = bearerToken(c);
  const { db, clock } = c.var.deps;
  const found = token ? await findSession(db, token, clock.now()) : undefined;
  if (!token || !found) throw new DomainError(errorCatalogue.notLoggedIn);
  const signedIn = { member: found.member, sessionId: found.sessionId, token };
  c.set('member', signedIn);
  return signedIn;
}

/** Middleware for a group of routes that all need a member: `.use(memberRequired)`. */
export async function memberRequired(c: Context<AppEnv>, next: () => Promise<void>) {
  await requireMember(c);
  await next();
}
