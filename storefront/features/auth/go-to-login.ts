import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useIsMobile } from '../../platform/use-is-mobile';
import { saveJumpBack } from '../../session/login-storage';
import { requestLogin } from './login-dialog-store';
import { isLoginPath } from './return-target';

/**
 * Why the shopper is sent to log in. Every reason keeps this page as the return target, its
 * query and its router state with it (SPEC.md §2 "After login"); mobile then goes to /login, desktop stays and the LOGIN window
 * message opens the login dialog over the page.
 * - `sessionExpired`: a 401 (§4), from the app's request feedback, which also shows the toast
 *   and forgets the dead login.
 * - `memberAction`: an action only members may take (back-in-stock notice, buy now, checkout).
 * - `memberPage`: a member page (/me, §2) while logged out. Mobile replaces the page with /login
 *   (Back must not land on a page that sends it straight back); desktop opens the dialog over
 *   the page itself, which is then where the shopper already is, so no return target is stored.
 */
export type LoginReason = 'sessionExpired' | 'memberAction' | 'memberPage';

/** The LOGIN message's text per reason (what the three callers posted before there was one way). */
const loginMessages: Record<LoginReason, string> = {
  sessionExpired: 'Session expired',
  memberAction: 'Login required',
  memberPage: 'Log in to continue',
};

/** The one way to send the shopper to log in: `goToLogin(reason)`. Stable while the page is. */
export function useGoToLogin(): (reason: LoginReason) => void {
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  const mobile = useIsMobile();
  return useCallback(
    (reason: LoginReason) => {
      // Already on a login screen: a page's second call answering 401 after the first had sent
      // the shopper here would make the login screen the return target (and home the return).
      if (isLoginPath(pathname)) return;
      if (!mobile) {
        if (reason !== 'memberPage') saveJumpBack(pathname, search, state);
        requestLogin(loginMessages[reason]);
        return;
      }
      saveJumpBack(pathname, search, state);
      void navigate('/login', { replace: reason === 'memberPage' });
    },
    [mobile, navigate, pathname, search, state],
  );
}
