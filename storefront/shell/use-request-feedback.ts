import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { showToast } from '@pasar/ui';
import { errorMessageFor } from '../../contract/error-messages';
import type { ApiError } from '../../contract/envelope';
import { setRequestHooks } from '../api/request';
import { saveJumpBack } from '../session/login-storage';
import { session } from '../session/session-store';
import { useIsMobile } from '../layouts/use-is-mobile';

/** The message for a failed call: `errors.<code>` from the locale, else the server's msg (SPEC.md §8). */
export function useErrorText() {
  const intl = useIntl();
  return (error: ApiError) => {
    const descriptor = errorMessageFor(error.code);
    return descriptor ? intl.formatMessage(descriptor) : error.message;
  };
}

/**
 * Connects request() to the screen: a toast for a failed call (unless it opted out), and the
 * session-expiry path for a 401 (SPEC.md §4): the current path and query are stored for the
 * return; mobile goes to /login; desktop posts a LOGIN message instead, for the login dialog.
 */
export function useRequestFeedback() {
  const intl = useIntl();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const mobile = useIsMobile();

  useEffect(() => {
    setRequestHooks({
      onError: (error) => showToast({ title: errorText(error), variant: 'error' }),
      onUnauthorized: () => {
        const expired = errorMessageFor('sessionExpired');
        showToast({ title: expired ? intl.formatMessage(expired) : 'Session expired', variant: 'error' });
        saveJumpBack(location.pathname, location.search);
        // Decision: the dead login is forgotten (the cart and the rest of the session stay), so
        // the header and the login screens stop greeting a member whose token no longer works.
        session.update((s) =>
          s.userInfo.userInfo ? { ...s, userInfo: { ...s.userInfo, userInfo: null } } : s,
        );
        // Desktop stays on the page: the LOGIN message opens the login dialog over it
        // (features/auth DesktopLoginHost), and logging in there returns here.
        if (mobile) navigate('/login');
        else window.postMessage({ type: 'LOGIN', message: 'Session expired' }, window.location.origin);
      },
    });
  });
}
