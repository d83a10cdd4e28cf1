import { useEffect, useEffectEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { ContactMethod } from '../../../machines';
import { useSession } from '../../session/session-store';
import { AlreadyLoggedIn } from './already-logged-in';
import { AuthPageFrame } from './auth-page-frame';
import { CodeLoginForm } from './code-login-form';
import { codeLoginInput, useCodeLogin, type CodeLoginFlow } from './code-login-flow';
import { loginMethodPaths } from './login-method-paths';
import { firstLoginMethod } from './login-options';
import { authMessages as m } from './messages';
import { useChooseMethod } from './use-choose-method';
import { useLoginChannels } from './use-login-channels';

/**
 * Arriving on a login screen: the flow must be at its form, for this screen's method. Back from
 * the code screen, or from the other code screen, it starts again with what was typed before.
 * Each arrival counts, not only the first render. Navigations are transitions, so Back pressed
 * before the code screen had rendered returns to this screen without it ever having left, with
 * the flow already at the code step; nothing in the location says so (Back restores the entry
 * as it was, the one this screen last rendered with), so the browser's own `popstate` does.
 */
function useFlowFor(flow: CodeLoginFlow, method: ContactMethod) {
  const { pathname, key: arrival } = useLocation();
  const arrive = useEffectEvent(() => {
    const { snapshot } = flow;
    const atForm = !snapshot.context.codeSent && snapshot.status === 'active';
    if (!atForm || snapshot.context.method !== method)
      flow.restart(codeLoginInput(method, flow.autoSubmit, snapshot.context.agreed));
  });
  // Only on arrival: later changes are the shopper's own.
  useEffect(() => arrive(), [method, arrival]);
  useEffect(() => {
    const back = () => {
      if (window.location.pathname === pathname) arrive();
    };
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, [pathname]);
}

/**
 * /login (WhatsApp, SPEC.md §2) and /emailLogin. After the captcha and the send, the code
 * screen, with the country code in navigation state.
 */
export function CodeLoginPage({ method }: { method: ContactMethod }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const channels = useLoginChannels();
  const flow = useCodeLogin();
  const { choose, google } = useChooseMethod();
  const userName = useSession((s) => s.userInfo.userInfo?.user_name);
  const [loggedInOnArrival] = useState(() => Boolean(userName));
  useFlowFor(flow, method);

  const { actorRef } = flow;
  useEffect(() => {
    const subscription = actorRef.on('code.sent', () =>
      navigate('/verificationCode', { state: { countryCode: actorRef.getSnapshot().context.countryCode } }),
    );
    return () => subscription.unsubscribe();
  }, [actorRef, navigate]);

  const enabled = method === 'phone' ? channels.whatsapp : channels.email;
  if (!enabled) return <Navigate to={loginMethodPaths[firstLoginMethod(channels)]} replace />;

  const title = intl.formatMessage(method === 'phone' ? m.loginTitle : m.emailLoginTitle);
  return (
    <AuthPageFrame title={title}>
      {loggedInOnArrival && userName ? (
        <AlreadyLoggedIn name={userName} />
      ) : (
        <>
          {method === 'phone' && (
            <p className="m-0 text-sm text-muted-foreground">{intl.formatMessage(m.loginIntro)}</p>
          )}
          {flow.snapshot.context.method === method && (
            <CodeLoginForm flow={flow} channels={channels} onChooseMethod={choose} google={google} />
          )}
        </>
      )}
    </AuthPageFrame>
  );
}

export function PhoneLoginPage() {
  return <CodeLoginPage method="phone" />;
}

export function EmailLoginPage() {
  return <CodeLoginPage method="email" />;
}
