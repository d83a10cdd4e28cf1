import { useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { ContactMethod, Session } from '../../../machines';
import { useIsMobile } from '../../platform/use-is-mobile';
import { readLogin } from '../../session/login-storage';
import { CodeLoginProvider, codeLoginInput } from './code-login-flow';
import { completeLogin } from './complete-login';
import { useReturnAfterLogin } from './use-return-after-login';

/**
 * The route layout around /login, /emailLogin and /verificationCode: one code login runs across
 * them (the code screen continues what the login screen started). Six digits log in by
 * themselves on mobile; on a wide screen the Log in button does it (SPEC.md §4 step 6).
 */
export function CodeLoginLayout() {
  const { pathname } = useLocation();
  const mobile = useIsMobile();
  const returnAfterLogin = useReturnAfterLogin();
  const [input] = useState(() => {
    const email =
      pathname === '/emailLogin' || (pathname === '/verificationCode' && readLogin('loginType') === '4');
    return codeLoginInput(email ? 'email' : 'phone', mobile);
  });
  const onDone = useCallback(
    (session: Session, method: ContactMethod) => {
      completeLogin(session, 'code', method);
      returnAfterLogin();
    },
    [returnAfterLogin],
  );
  return (
    <CodeLoginProvider input={input} onDone={onDone}>
      <Outlet />
    </CodeLoginProvider>
  );
}
