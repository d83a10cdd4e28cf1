/** Who Google says signed in. */
export interface GoogleIdentity {
  /** Google's stable subject id. */
  sub: string;
  email: string;
  name: string;
}

/**
 * Google sign-in (OpenID Connect, authorisation-code flow). The sandbox provider built into the
 * server implements it for development and tests; GoogleOidcSignIn implements it against Google.
 */
export interface GoogleSignIn {
  /**
   * Where the browser goes to sign in; Google sends it back to redirectUri with ?code=…&state=….
   * codeChallenge is PKCE's S256 challenge (RFC 7636): base64url(SHA-256(verifier)).
   */
  authorizationUrl(state: string, redirectUri: string, codeChallenge: string): string;
  /**
   * Trades the code for the identity. The redirect URI must equal the one the code was issued for
   * and the verifier must hash to its challenge (Google checks both at its token endpoint). Throws
   * when the code is unknown, used or expired.
   */
  exchange(code: string, redirectUri: string, codeVerifier: string): Promise<GoogleIdentity>;
}

/** Production without GOOGLE_CLIENT_ID: Google sign-in is off rather than the sandbox's open door. */
export class GoogleSignInDisabled implements GoogleSignIn {
  authorizationUrl(): string {
    throw new Error('Google sign-in is not configured (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET)');
  }
  async exchange(): Promise<GoogleIdentity> {
    throw new Error('Google sign-in is not configured (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET)');
  }
}
