import { DesktopLoginHost } from './desktop-login-host';
import { MemberGuard } from './member-guard';
import { UrlLogin } from './url-login';

/**
 * What sign-in needs on every page, mounted once by the root shell: logins arriving in the
 * address (?token=, Google's ?code=), the member pages' guard, and the desktop login dialog.
 * Login success can be observed with `onLoggedIn` (./logged-in-events).
 */
export function AuthRoot() {
  return (
    <>
      <UrlLogin />
      <MemberGuard />
      <DesktopLoginHost />
    </>
  );
}
