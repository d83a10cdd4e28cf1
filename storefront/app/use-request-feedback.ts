import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { showToast } from '@pasar/ui';
import { errorMessageFor } from '../../contract/error-messages';
import { setRequestHooks } from '../api/request';
import { useGoToLogin } from '../features/auth';
import { useErrorText } from '../i18n/use-error-text';
import { session } from '../session/session-store';

/**
 * Connects request() to the screen: a toast for a failed call (unless it opted out, or the device
 * is offline), and the
 * session-expiry path for a 401 (SPEC.md §4): a toast, the dead login forgotten, then
 * goToLogin('sessionExpired') (the page kept for the return; mobile to /login, desktop the
 * login dialog over the page).
 */
export function useRequestFeedback() {
  const intl = useIntl();
  const errorText = useErrorText();
  const goToLogin = useGoToLogin();

  useEffect(() => {
    setRequestHooks({
      // Offline, a call that cannot leave the device says nothing of its own: the offline banner
      // (ADR 042) already says why, once, instead of a toast for every page's calls.
      onError: (error) => {
        if (error.code !== 'network' || navigator.onLine)
          showToast({ title: errorText(error), variant: 'error' });
      },
      onUnauthorized: () => {
        const expired = errorMessageFor('sessionExpired');
        showToast({ title: expired ? intl.formatMessage(expired) : 'Session expired', variant: 'error' });
        // Decision: the dead login is forgotten (the cart and the rest of the session stay), so
        // the header and the login screens stop greeting a member whose token no longer works.
        session.update((s) =>
          s.userInfo.userInfo ? { ...s, userInfo: { ...s.userInfo, userInfo: null } } : s,
        );
        goToLogin('sessionExpired');
      },
    });
  });
}
