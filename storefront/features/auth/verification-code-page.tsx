import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { AuthPageFrame } from './auth-page-frame';
import { CodeEntry } from './code-entry';
import { isAtCodeStep, useCodeLogin } from './code-login-flow';
import { authMessages as m } from './messages';

/**
 * /verificationCode (SPEC.md §2): the code step of the flow the login screen started.
 * Decision: opened with no code on its way (a reload, a bookmark), it returns to the login
 * screen with the contact filled in — the code can only be checked for a send this flow made.
 */
export function VerificationCodePage() {
  const intl = useIntl();
  const flow = useCodeLogin();
  const { state } = useLocation();
  const countryCode = (state as { countryCode?: unknown } | null)?.countryCode;
  if (!isAtCodeStep(flow.snapshot))
    return <Navigate to={flow.snapshot.context.method === 'email' ? '/emailLogin' : '/login'} replace />;
  return (
    <AuthPageFrame title={intl.formatMessage(m.codeTitle)}>
      <CodeEntry flow={flow} countryCode={typeof countryCode === 'string' ? countryCode : undefined} />
    </AuthPageFrame>
  );
}
