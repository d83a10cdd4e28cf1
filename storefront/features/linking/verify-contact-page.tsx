import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import type { VerifyOldResponse } from '../../../contract/linking';
import { DEFAULT_PHONE_CODE, type ContactMethod, type PhoneCode } from '../../../machines';
import { useSession } from '../../session/session-store';
import { AuthPageFrame, machineInspect, maskContact } from '../auth';
import { LinkCodeForm } from './link-code-form';
import { linkingPaths, linkingStart, type LinkingState } from './linking-paths';
import { linkingMessages as m } from './messages';
import { providedVerifyContactMachine } from './provided-machines';

interface VerifyContactProps {
  /** The contact verified. */
  method: ContactMethod;
  contact: string;
  countryCode: PhoneCode;
  /** The kind linked after it. */
  next: ContactMethod;
}

function VerifyContact({ method, contact, countryCode, next }: VerifyContactProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [snapshot, , actor] = useMachine(providedVerifyContactMachine, {
    input: { step: 'verify', method, contact, countryCode },
    ...machineInspect(),
  });
  const proof = snapshot.status === 'done' ? (snapshot.output as VerifyOldResponse).proof : null;
  useEffect(() => {
    if (proof) void navigate(linkingPaths.bind[next], { state: { proof } satisfies LinkingState });
  }, [proof, next, navigate]);

  return (
    <LinkCodeForm
      snapshot={snapshot}
      actor={actor}
      contact={
        <p className="m-0 text-sm text-muted-foreground">
          <FormattedMessage
            {...m.verifyIntro}
            values={{
              channel: method === 'phone' ? 'whatsapp' : 'email',
              target: maskContact(method, countryCode, contact),
              b: (chunks) => <strong className="font-semibold text-foreground">{chunks}</strong>,
            }}
          />
        </p>
      }
      submitLabel={intl.formatMessage(m.next)}
    />
  );
}

/**
 * /verifyPhone and /verifyEmail (SPEC.md §2, §5): a code to the member's current phone or
 * e-mail proves it is them before it is replaced, or before the other kind is added (router
 * state `next`). A member with none of the kind is sent where linking starts for them.
 */
function VerifyContactPage({ method }: { method: ContactMethod }) {
  const intl = useIntl();
  const { state } = useLocation();
  const next = (state as LinkingState | null)?.next ?? method;
  const user = useSession((s) => s.userInfo.userInfo);
  const current = method === 'phone' ? user?.phone : user?.email;
  if (user?.auth_token && !current) {
    const start = linkingStart(next, user);
    return <Navigate to={start.path} state={start.state} replace />;
  }
  return (
    <AuthPageFrame title={intl.formatMessage(method === 'phone' ? m.verifyPhoneTitle : m.verifyEmailTitle)}>
      {current && (
        <VerifyContact
          method={method}
          contact={current}
          countryCode={(user?.country_code ?? DEFAULT_PHONE_CODE) as PhoneCode}
          next={next}
        />
      )}
    </AuthPageFrame>
  );
}

export const VerifyPhonePage = () => <VerifyContactPage method="phone" />;
export const VerifyEmailPage = () => <VerifyContactPage method="email" />;
