import { Hono, type Context } from '../../http/route-kit';
import { errorCatalogue } from '../../../contract/errors';
import { isValidEmail } from '../../../contract/rules/email';
import { isSandboxGoogle, SANDBOX_DEMO_EMAIL, type SandboxGoogleSignIn } from './google-sandbox';
import type { AppEnv } from '../../app-env';
import { escapeHtml, setPlainPageHeaders } from '../../http/html-page';
import { answerError } from '../../http/respond';

function page(c: Context, status: 200 | 400, body: string) {
  setPlainPageHeaders(c);
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Google (sandbox)</title>
<style>body{font:16px system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem;color:#202124}
h1{font-size:1.4rem}label{display:block;margin:1rem 0 .3rem}input{width:100%;box-sizing:border-box;padding:.6rem;font:inherit}
button{margin-top:1.2rem;padding:.6rem 1.4rem;font:inherit;background:#1a73e8;color:#fff;border:0;border-radius:4px}
p.note{color:#5f6368;font-size:.9rem}</style></head><body>${body}</body></html>`,
    status,
  );
}

const expired = (c: Context) =>
  page(
    c,
    400,
    '<h1>Sign in with Google (sandbox)</h1><p>This sign-in link is not valid any more. Go back to Pasar and try again.</p>',
  );

/** The sandbox's own provider, when it is the configured one and PASAR_SANDBOX=1. */
function sandboxOf(c: Context<AppEnv>): SandboxGoogleSignIn | undefined {
  const { google, sandbox } = c.var.deps;
  return sandbox && isSandboxGoogle(google) ? google : undefined;
}

/**
 * The sandbox Google provider's authorise page: pick an e-mail, press Continue, and the browser
 * returns to the storefront with ?code=…&state=…, as it would from Google.
 */
export const googleSandboxRoutes = new Hono<AppEnv>()
  .get('/sandbox/google/authorize', (c) => {
    const google = sandboxOf(c);
    if (!google) return answerError(c, errorCatalogue.notFound, `No such API: ${c.req.method} ${c.req.path}`);
    const state = c.req.query('state') ?? '';
    const redirectUri = c.req.query('redirect_uri') ?? '';
    if (!google.redirectFor(state, redirectUri)) return expired(c);
    return page(
      c,
      200,
      `<h1>Sign in with Google (sandbox)</h1>
<p class="note">A stand-in for Google in development: no password, any address works.</p>
<form method="post">
<input type="hidden" name="state" value="${escapeHtml(state)}"><input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<label for="email">E-mail</label><input id="email" name="email" type="email" required maxlength="64" value="${SANDBOX_DEMO_EMAIL}">
<label for="name">Name</label><input id="name" name="name" maxlength="64" value="Demo Shopper">
<button type="submit">Continue</button>
</form>`,
    );
  })
  .post('/sandbox/google/authorize', async (c) => {
    const google = sandboxOf(c);
    if (!google) return answerError(c, errorCatalogue.notFound, `No such API: ${c.req.method} ${c.req.path}`);
    // A body that is no form (malformed multipart) is the sender's mistake, not a 500.
    const form = await c.req.parseBody().catch(() => undefined);
    if (!form)
      return answerError(c, errorCatalogue.invalidParameter, 'Invalid parameter: the body is not a form');
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const email = field('email').trim();
    if (!isValidEmail(email))
      return page(
        c,
        400,
        '<h1>Sign in with Google (sandbox)</h1><p>Please go back and enter a valid e-mail.</p>',
      );
    const target = google.approve(field('state'), field('redirect_uri'), email, field('name').slice(0, 64));
    return target ? c.redirect(target, 302) : expired(c);
  });
