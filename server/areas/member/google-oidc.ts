import type { GoogleIdentity, GoogleSignIn } from './google-sign-in';

export interface GoogleOidcConfig {
  /** GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET of a "Web application" OAuth client. */
  clientId: string;
  clientSecret: string;
}

const AUTHORIZE = 'https://accounts.google.com/o/oauth2/v2/auth';
const TOKEN = 'https://oauth2.googleapis.com/token';
const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Google's OpenID Connect authorisation-code flow. The ID token comes straight from Google's token
 * endpoint over TLS, so (OIDC Core 3.1.3.7) its claims are checked (issuer, audience, expiry,
 * verified e-mail) without fetching Google's signing keys.
 */
export class GoogleOidcSignIn implements GoogleSignIn {
  constructor(
    private readonly config: GoogleOidcConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  authorizationUrl(state: string, redirectUri: string, codeChallenge: string): string {
    const query = new URLSearchParams({
      client_id: this.config.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    return `${AUTHORIZE}?${query}`;
  }

  async exchange(code: string, redirectUri: string, codeVerifier: string): Promise<GoogleIdentity> {
    const response = await this.fetchImpl(TOKEN, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        code,
        client_id: this.config.clientId,
        client_secret: this.config.clientSecret,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
        grant_type: 'authorization_code',
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Google token endpoint answered HTTP ${response.status}`);
    const { id_token: idToken } = (await response.json()) as { id_token?: string };
    const payload = idToken?.split('.')[1];
    if (!payload) throw new Error('Google answered no ID token');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (!ISSUERS.includes(String(claims.iss))) throw new Error('ID token from another issuer');
    if (claims.aud !== this.config.clientId) throw new Error('ID token for another client');
    if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) throw new Error('ID token expired');
    if (claims.email_verified !== true || typeof claims.email !== 'string')
      throw new Error('Google e-mail not verified');
    const email = claims.email.toLowerCase();
    return {
      sub: String(claims.sub),
      email,
      name: typeof claims.name === 'string' ? claims.name : email.split('@')[0]!,
    };
  }
}
