import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import type { VerifyOldResponse } from '../../../contract/linking';
import { DEFAULT_PHONE_CODE, type ContactMethod, type PhoneCode } from '../../../machines';
import { useSession } from '../../session/session-store';
import { AuthPageFrame, machineInspect, maskContact } from '../auth';
import { LinkCodeForm } from './link-code-form';
import { linkingPaths } from './linking-paths';
import { linkingMessages as m } from './messages';
import { providedVerifyContactMachine } from './provided-machines';

/** The proof the verify step hands to the bind step, in router state (never in the address). */
export interface LinkingState {
  proof?: string;
}

function VerifyContact({
  method,
  contact,
  countryCode,
}: {
  method: ContactMethod;
  contact: string;
  countryCode: PhoneCode;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [snapshot, , actor] = useMachine(providedVerifyContactMachine, {
    input: { step: 'verify', method, contact, countryCode },
    ...machineInspect(),
  });
  const proof = snapshot.status === 'done' ? (snapshot.output as VerifyOldResponse).proof : null;
  useEffect(() => {
    if (proof) void navigate(linkingPaths.bind[method], { state: { proof } satisfies LinkingState });
  }, [proof, method, navigate]);

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
 * e-mail proves it is them before it is replaced. A member with none of the kind has nothing
 * to verify and goes on to link one.
 */
function VerifyContactPage({ method }: { method: ContactMethod }) {
  const intl = useIntl();
  const user = useSession((s) => s.userInfo.userInfo);
  const current = method === 'phone' ? user?.phone : user?.email;
  if (user?.auth_token && !current) return <Navigate to={linkingPaths.bind[method]} replace />;
  return (
    <AuthPageFrame title={intl.formatMessage(method === 'phone' ? m.verifyPhoneTitle : m.verifyEmailTitle)}>
      {current && (
        <VerifyContact
          method={method}
          contact={current}
          countryCode={(user?.country_code ?? DEFAULT_PHONE_CODE) as PhoneCode}
        />
      )}
    </AuthPageFrame>
  );
}

export const VerifyPhonePage = () => <VerifyContactPage method="phone" />;
export const VerifyEmailPage = () => <VerifyContactPage method="email" />;
