import type { Context } from 'hono';
import { toCountryCode } from '../../contract/countries';
import { errorCatalogue } from '../../contract/errors';
import type { members } from '../db/schema';
import type { Db } from '../db/client';
import type { AppEnv } from '../app-env';
import type { Caller, MemberCaller } from '../lib/caller';
import { DomainError } from '../lib/domain-error';
import { languageOf, localeOf, optionalDeviceId, platformOf } from './client-info';

/** The member behind the request's bearer token, with the token itself (logout revokes it). */
export interface SignedInMember {
  member: typeof members.$inferSelect;
  sessionId: string;
  token: string;
}

/**
 * How a bearer token is looked up: the member area's live-session query, handed in by createApp,
 * so the HTTP layer never imports an area.
 */
export type FindSession = (
  db: Db,
  token: string,
  now: Date,
) => Promise<{ member: typeof members.$inferSelect; sessionId: string } | undefined>;

/** The token of `Authorization: Bearer …`, or undefined. */
export function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1];
}

/** The member of the bearer token, looked up once per request; null without a live session. */
async function sessionMember(c: Context<AppEnv>): Promise<SignedInMember | null> {
  const cached = c.get('member');
  if (cached) return cached;
  const token = bearerToken(c);
  if (!token) return null;
  const { db, clock, findSession } = c.var.deps;
  const found = await findSession(db, token, clock.now());
  if (!found) return null;
  const signedIn = { member: found.member, sessionId: found.sessionId, token };
  c.set('member', signedIn);
  c.set('caller', { ...callerOf(c), memberId: found.member.id });
  return signedIn;
}

/**
 * The signed-in member, or HTTP 401 with 1105001 for a missing, unknown, revoked or expired
 * token: the storefront takes its session-expiry path on any 401 (SPEC.md §4).
 */
export async function requireMember(c: Context<AppEnv>): Promise<SignedInMember> {
  const signedIn = await sessionMember(c);
  if (!signedIn) throw new DomainError(errorCatalogue.notLoggedIn);
  return signedIn;
}

/**
 * The signed-in member when the bearer token is good, else null. Decision: browsing never answers
 * 401: an expired token on a product page reads as a visitor instead of sending the shopper to
 * log in. Calls that need a member use requireMember.
 */
export const optionalMember = sessionMember;

/** Middleware for a group of routes that all need a member: `.use(memberRequired)`. */
export async function memberRequired(c: Context<AppEnv>, next: () => Promise<void>) {
  await requireMember(c);
  await next();
}

/**
 * Who is asking, from the headers alone (read once per request): memberId is the member's only
 * when a session was already looked up, else null. For calls that never read who it is.
 */
export function callerOf(c: Context): Caller {
  const held = (c as Context<AppEnv>).get('caller');
  if (held) return held;
  const caller: Caller = {
    country: toCountryCode(localeOf(c)?.trim().toUpperCase()),
    language: languageOf(c),
    deviceId: optionalDeviceId(c),
    platform: platformOf(c),
    memberId: null,
  };
  (c as Context<AppEnv>).set('caller', caller);
  return caller;
}

/** Who is asking, signed in or not (a visitor's memberId is null). */
export async function optionalCallerOf(c: Context<AppEnv>): Promise<Caller> {
  await sessionMember(c);
  return callerOf(c);
}

/** Who is asking, who must be a member (else 401, as requireMember). */
export async function memberCallerOf(c: Context<AppEnv>): Promise<MemberCaller> {
  const { member } = await requireMember(c);
  return { ...callerOf(c), memberId: member.id };
}
