import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { ContactMethod, Session } from '../../../machines';
import { useSession } from '../../session/session-store';
import { AlreadyLoggedIn } from './already-logged-in';
import { AuthPageFrame } from './auth-page-frame';
import { completeLogin } from './complete-login';
import { authMessages as m } from './messages';
import { PasswordLoginForm } from './password-login-form';
import { useChooseMethod } from './use-choose-method';
import { useLoginChannels } from './use-login-channels';
import { useReturnAfterLogin } from './use-return-after-login';

/** /accountLogin: password login (SPEC.md §2). */
export function AccountLoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const channels = useLoginChannels();
  const { choose, google } = useChooseMethod();
  const returnAfterLogin = useReturnAfterLogin();
  const userName = useSession((s) => s.userInfo.userInfo?.user_name);
  const [loggedInOnArrival] = useState(() => Boolean(userName));
  const onDone = useCallback(
    (session: Session, method: ContactMethod) => {
      completeLogin(session, 'password', method);
      returnAfterLogin();
    },
    [returnAfterLogin],
  );
  return (
    <AuthPageFrame title={intl.formatMessage(m.passwordTitle)}>
      {loggedInOnArrival && userName ? (
        <AlreadyLoggedIn name={userName} />
      ) : (
        <PasswordLoginForm
          channels={channels}
          onChooseMethod={choose}
          onForgotPassword={() => void navigate('/forgetPassword')}
          onDone={onDone}
          google={google}
        />
      )}
    </AuthPageFrame>
  );
}
