import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { showToast } from '@pasar/ui';
import { logOut } from '../../api/member';
import { AuthPageFrame } from './auth-page-frame';
import { authMessages as m } from './messages';
import { PasswordResetForm } from './password-reset-form';
import { useLoginChannels } from './use-login-channels';

/**
 * /forgetPassword (SPEC.md §2, §4): on success the session and the persisted state are cleared
 * (the server has revoked every session of the member) and the shopper logs in again at /login.
 */
export function ForgetPasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const channels = useLoginChannels();
  const onDone = useCallback(() => {
    void logOut().then(() => {
      showToast({ title: intl.formatMessage(m.resetDone), variant: 'success' });
      void navigate('/login', { replace: true });
    });
  }, [intl, navigate]);
  return (
    <AuthPageFrame title={intl.formatMessage(m.resetTitle)}>
      <PasswordResetForm channels={channels} onDone={onDone} />
    </AuthPageFrame>
  );
}
