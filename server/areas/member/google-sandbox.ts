import crypto from 'node:crypto';
import { type Clock } from '../../lib/clock';
import type { GoogleIdentity, GoogleSignIn } from './google-sign-in';

/** The sandbox provider's pages live here, on the API itself (server/areas/member/google-sandbox-routes.ts). */
export const SANDBOX_GOOGLE_PATH = '/api/sandbox/google/authorize';
export const SANDBOX_DEMO_EMAIL = 'demo.shopper@example.com';
// Decision: a sandbox authorisation code lives 5 minutes and works once, like Google's.
const CODE_TTL_MS = 5 * 60_000;
const STATE_TTL_MS = 10 * 60_000;

interface Pending {
  redirectUri: string;
  codeChallenge: string;
  expiresAt: number;
}

/** RFC 7636 S256: base64url(SHA-256(verifier)). */
const s256 = (verifier: string) => crypto.createHash('sha256').update(verifier).digest('base64url');

/**
 * A Google stand-in for development and tests: an authorise page with an e-mail field, codes
 * that work once within 5 minutes, and the identity the page was given. It only redirects to a
 * redirect URI it issued itself (the real one only to registered URIs). State lives in memory:
 * one server process, which is all the sandbox is for.
 */
export class SandboxGoogleSignIn implements GoogleSignIn {
  readonly sandbox = true;
  private readonly states = new Map<string, Pending>();
  private readonly codes = new Map<string, Pending & { identity: GoogleIdentity }>();

  constructor(private readonly clock: Clock) {}

  authorizationUrl(state: string, redirectUri: string, codeChallenge: string): string {
    this.sweep();
    this.states.set(state, {
      redirectUri,
      codeChallenge,
      expiresAt: this.clock.now().getTime() + STATE_TTL_MS,
    });
    const query = new URLSearchParams({
      state,
      redirect_uri: redirectUri,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
      client_id: 'pasar-sandbox',
      scope: 'openid email profile',
    });
    return `${SANDBOX_GOOGLE_PATH}?${query}`;
  }

  /** The redirect URI the state was issued for, or undefined when the page should refuse. */
  redirectFor(state: string, redirectUri: string): string | undefined {
    const pending = this.states.get(state);
    if (!pending || pending.expiresAt <= this.clock.now().getTime() || pending.redirectUri !== redirectUri)
      return undefined;
    return pending.redirectUri;
  }

  /** The page's Continue: issues a code for the e-mail and answers where to send the browser. */
  approve(state: string, redirectUri: string, email: string, name: string): string | undefined {
    const pending = this.states.get(state);
    if (!pending || !this.redirectFor(state, redirectUri)) return undefined;
    this.states.delete(state);
    const code = `sandbox-${crypto.randomBytes(24).toString('base64url')}`;
    const normalized = email.trim().toLowerCase();
    // Google's subject id is stable per account; the sandbox derives it from the address.
    const sub = crypto.createHash('sha256').update(normalized).digest('hex').slice(0, 21);
    this.codes.set(code, {
      redirectUri,
      codeChallenge: pending.codeChallenge,
      expiresAt: this.clock.now().getTime() + CODE_TTL_MS,
      identity: { sub, email: normalized, name: name.trim() || normalized.split('@')[0] || normalized },
    });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', state);
    return target.toString();
  }

  async exchange(code: string, redirectUri: string, codeVerifier: string): Promise<GoogleIdentity> {
    const pending = this.codes.get(code);
    this.codes.delete(code);
    if (!pending || pending.expiresAt <= this.clock.now().getTime()) throw new Error('invalid_grant');
    if (pending.redirectUri !== redirectUri) throw new Error('redirect_uri_mismatch');
    // Like Google: a code asked for with a challenge is redeemed only with its verifier.
    if (s256(codeVerifier) !== pending.codeChallenge) throw new Error('invalid_grant: code_verifier');
    return pending.identity;
  }

  private sweep() {
    const now = this.clock.now().getTime();
    for (const [key, value] of this.states) if (value.expiresAt <= now) this.states.delete(key);
    for (const [key, value] of this.codes) if (value.expiresAt <= now) this.codes.delete(key);
  }
}

export function isSandboxGoogle(google: GoogleSignIn): google is SandboxGoogleSignIn {
  return google instanceof SandboxGoogleSignIn;
}
