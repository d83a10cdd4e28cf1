import type { Context } from 'hono';
import { toCountryCode, type CountryCode } from '../../contract/countries';
import type { LanguageCode } from '../../contract/device';
import type { AppEnv } from '../app-env';
import { findSession } from '../areas/member/sessions';
import { bearerToken, type SignedInMember } from './auth';
import { languageOf, localeOf, optionalDeviceId } from './client-info';

/** Who is asking, as the catalogue, search and cart calls read it from the headers (SPEC.md §7). */
export interface Shopper {
  /** X-Locale; anything but ID, SG or MY reads as ID (SPEC.md §5). */
  country: CountryCode;
  /** Language; names and keywords answer in it. */
  language: LanguageCode;
  /** The Deviceid header when well-formed. */
  deviceId: string | null;
  /** The signed-in member's id, or null for a visitor. */
  memberId: string | null;
}

export function countryOf(c: Context): CountryCode {
  return toCountryCode(localeOf(c)?.trim().toUpperCase());
}

/**
 * The signed-in member when the bearer token is good, else null. Decision: browsing never answers
 * 401: an expired token on a product page reads as a visitor instead of sending the shopper to
 * log in. Calls that need a member use requireMember.
 */
export async function optionalMember(c: Context<AppEnv>): Promise<SignedInMember | null> {
  const cached = c.get('member');
  if (cached) return cached;
  const token = bearerToken(c);
  if (!token) return null;
  const { db, clock } = c.var.deps;
  const found = await findSession(db, token, clock.now());
  if (!found) return null;
  const signedIn = { member: found.member, sessionId: found.sessionId, token };
  c.set('member', signedIn);
  return signedIn;
}

/** The shopper without looking the member up (for calls that never read who it is). */
export function anonymousShopper(c: Context): Shopper {
  return { country: countryOf(c), language: languageOf(c), deviceId: optionalDeviceId(c), memberId: null };
}

/** The shopper, signed in or not. */
export async function shopperOf(c: Context<AppEnv>): Promise<Shopper> {
  const member = await optionalMember(c);
  return { ...anonymousShopper(c), memberId: member?.member.id ?? null };
}
