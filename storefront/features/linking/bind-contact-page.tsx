import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import { showToast } from '@pasar/ui';
import { DEFAULT_PHONE_CODE, type ContactMethod, type PhoneCode } from '../../../machines';
import { useSession } from '../../session/session-store';
import { AuthPageFrame, ContactField, machineInspect } from '../auth';
import { LinkCodeForm } from './link-code-form';
import { linkingStart, type LinkingState } from './linking-paths';
import { linkingMessages as m } from './messages';
import { providedBindContactMachine } from './provided-machines';

/** Where a linked contact takes the member: the settings page they came from. */
const SETTINGS_PATH = '/setting';

function BindContact({
  method,
  proof,
  countryCode,
}: {
  method: ContactMethod;
  proof?: string;
  countryCode: PhoneCode;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [snapshot, send, actor] = useMachine(providedBindContactMachine, {
    input: { step: 'bind', method, countryCode, ...(proof ? { proof } : {}) },
    ...machineInspect(),
  });
  const done = snapshot.status === 'done';
  useEffect(() => {
    if (!done) return;
    showToast({
      title: intl.formatMessage(method === 'phone' ? m.phoneLinked : m.emailLinked),
      variant: 'success',
    });
    void navigate(SETTINGS_PATH, { replace: true });
  }, [done, method, intl, navigate]);

  return (
    <LinkCodeForm
      snapshot={snapshot}
      actor={actor}
      contact={
        <>
          <p className="m-0 text-sm text-muted-foreground">
            <FormattedMessage {...(method === 'phone' ? m.bindPhoneIntro : m.bindEmailIntro)} />
          </p>
          <ContactField
            method={method}
            value={snapshot.context.contact}
            onChange={(contact) => send({ type: 'contact.change', contact })}
            countryCode={snapshot.context.countryCode}
            onCountryCodeChange={(next) =>
              send({ type: 'contact.countryChange', countryCode: next as PhoneCode })
            }
            phoneLabel={intl.formatMessage(m.phoneLabel)}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the page exists to take this contact
            autoFocus
          />
        </>
      }
      submitLabel={intl.formatMessage(m.confirm)}
    />
  );
}

/**
 * /bindPhone and /bindEmail (SPEC.md §2, §5): the new phone or e-mail, its code, Confirm; then
 * back to /setting with the member refreshed. The member comes with the proof of /verifyPhone
 * or /verifyEmail (router state); without it they verify first (linkingStart).
 */
function BindContactPage({ method }: { method: ContactMethod }) {
  const intl = useIntl();
  const location = useLocation();
  const proof = (location.state as LinkingState | null)?.proof;
  const user = useSession((s) => s.userInfo.userInfo);
  const start = user ? linkingStart(method, user) : null;
  if (!proof && start && start.path !== location.pathname)
    return <Navigate to={start.path} state={start.state} replace />;
  return (
    <AuthPageFrame title={intl.formatMessage(method === 'phone' ? m.bindPhoneTitle : m.bindEmailTitle)}>
      {user?.auth_token && (
        <BindContact
          method={method}
          proof={proof}
          countryCode={(user.country_code ?? DEFAULT_PHONE_CODE) as PhoneCode}
        />
      )}
    </AuthPageFrame>
  );
}

export const BindPhonePage = () => <BindContactPage method="phone" />;
export const BindEmailPage = () => <BindContactPage method="email" />;
