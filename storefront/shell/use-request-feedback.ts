import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { showToast } from '@pasar/ui';
import { errorMessageFor } from '../../contract/error-messages';
import type { ApiError } from '../../contract/envelope';
import { setRequestHooks } from '../api/request';
import { saveJumpBack } from '../session/login-storage';
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
 * return; mobile goes to /login; desktop also posts a LOGIN message for the login dialog.
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
        if (!mobile)
          window.postMessage({ type: 'LOGIN', message: 'Session expired' }, window.location.origin);
        // Decision: until the desktop login dialog exists (sign-in issue), desktop goes to /login too.
        navigate('/login');
      },
    });
  });
}
