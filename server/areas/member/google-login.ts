import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { errorCatalogue } from '../../../contract/errors';
import type { GoogleIdentity } from './google-sign-in';
import type { Deps } from '../../app-env';
import { googleSignIns } from '../../db/schema';
import { DomainError } from '../../lib/domain-error';
import { logger } from '../../lib/logger';

// Decision: a Google sign-in must come back within 10 minutes of google_auth.
export const GOOGLE_STATE_TTL_MS = 10 * 60_000;
/**
 * The HttpOnly cookie that binds `state` to the browser that asked for it (login CSRF). Over
 * HTTPS it is `__Host-` prefixed, Secure and on Path=/ (ASVS 5.0 3.3.1, 3.3.3); over plain HTTP
 * (development, the e2e server) a browser would drop such a cookie, so it is a plain one there,
 * sent only to the login call.
 */
export function googleStateCookie(publicOrigin: string | undefined) {
  const secure = publicOrigin?.startsWith('https:') ?? false;
  return {
    name: secure ? '__Host-pasar_google_state' : 'pasar_google_state',
    options: {
      path: secure ? '/' : '/api/member/user/login',
      secure,
      httpOnly: true,
      // Lax: the cookie still goes with the storefront's own login call after Google's redirect.
      sameSite: 'Lax',
      maxAge: GOOGLE_STATE_TTL_MS / 1000,
    },
  } as const;
}

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');

/** The redirect URI Google returns to: /login on mobile, / on desktop (device=pc). */
export function googleRedirectUri(origin: string, device: string | undefined): string {
  return `${origin}${device === 'pc' ? '/' : '/login'}`;
}

/**
 * google_auth: a fresh `state` and PKCE verifier (S256), kept server-side with the redirect URI,
 * which comes only from configuration (PUBLIC_ORIGIN; never from the request's Origin or Host).
 * Answers Google's URL and the state, which the route also sets as an HttpOnly cookie.
 */
export async function startGoogleLogin(
  deps: Deps,
  device: string | undefined,
): Promise<{ url: string; state: string }> {
  if (!deps.publicOrigin) throw new Error('Google sign-in needs PUBLIC_ORIGIN');
  const redirectUri = googleRedirectUri(deps.publicOrigin, device);
  const state = crypto.randomBytes(32).toString('base64url');
  const codeVerifier = crypto.randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await deps.db.insert(googleSignIns).values({
    stateHash: sha256(state),
    codeVerifier,
    redirectUri,
    expiresAt: new Date(now.getTime() + GOOGLE_STATE_TTL_MS),
  });
  const url = deps.google.authorizationUrl(state, redirectUri, sha256(codeVerifier));
  return { url, state };
}

/**
 * login_type 5: the `state` Google sent back must equal the browser's cookie, and must be one we
 * issued, unused and fresh; the code is then redeemed with its PKCE verifier and redirect URI.
 * Any failure answers 1101006.
 */
export async function finishGoogleLogin(
  deps: Deps,
  code: string,
  state: string | undefined,
  cookieState: string | undefined,
): Promise<GoogleIdentity> {
  if (!state || !cookieState || !sameText(state, cookieState))
    throw new DomainError(errorCatalogue.loginFailed);
  const now = deps.clock.now();
  const [pending] = await deps.db
    .update(googleSignIns)
    .set({ usedAt: now })
    .where(
      and(
        eq(googleSignIns.stateHash, sha256(state)),
        isNull(googleSignIns.usedAt),
        gt(googleSignIns.expiresAt, now),
      ),
    )
    .returning();
  if (!pending) throw new DomainError(errorCatalogue.loginFailed);
  try {
    return await deps.google.exchange(code, pending.redirectUri, pending.codeVerifier);
  } catch (error) {
    // The message only: the provider's error may echo the authorisation code.
    logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'Google sign-in failed');
    throw new DomainError(errorCatalogue.loginFailed);
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(sha256(a));
  const right = Buffer.from(sha256(b));
  return crypto.timingSafeEqual(left, right);
}
