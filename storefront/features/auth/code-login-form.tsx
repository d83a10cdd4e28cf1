import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@pasar/ui';
import type { FlowError, PhoneCode } from '../../../machines';
import { writeLogin } from '../../session/login-storage';
import { AgreementCheckbox } from './agreement-checkbox';
import { CaptchaStep } from './captcha-step';
import type { CodeLoginFlow } from './code-login-flow';
import { ContactField } from './contact-field';
import { FlowErrorMessage } from './flow-error';
import { otherMethods, type LoginChannels, type LoginMethod } from './login-options';
import { authMessages as m } from './messages';
import { OtherMethods } from './other-methods';
import { useSendCode } from './use-send-code';

export interface CodeLoginFormProps {
  flow: CodeLoginFlow;
  channels: LoginChannels;
  onChooseMethod: (method: LoginMethod) => void;
  /** Google's step is under way, or failed (its error shows with the others). */
  google: { pending: boolean; error: FlowError | null };
  /** Agreement documents in a new tab (the desktop dialog). */
  newTabLinks?: boolean;
}

/**
 * Phone (/login, view 1) or e-mail (/emailLogin, view 7) code login: the contact, the agreement,
 * the send button (enabled only for a valid contact and a ticked agreement, SPEC.md §5), the
 * picture captcha it opens, and the other methods.
 */
export function CodeLoginForm({
  flow,
  channels,
  onChooseMethod,
  google,
  newTabLinks = false,
}: CodeLoginFormProps) {
  const intl = useIntl();
  const { snapshot, send } = flow;
  const { method, contact, countryCode, agreed, error } = snapshot.context;
  const busy = snapshot.matches('sending');
  const { captcha } = useSendCode(snapshot.children.sendCode);

  function submit(event: FormEvent) {
    event.preventDefault();
    send({ type: 'code.send' });
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <ContactField
          method={method}
          value={contact}
          onChange={(value) => {
            writeLogin(method === 'phone' ? 'phone' : 'email', value);
            send({ type: 'contact.change', contact: value });
          }}
          countryCode={countryCode}
          onCountryCodeChange={(code) => {
            writeLogin('countryCode', code);
            send({ type: 'contact.countryChange', countryCode: code as PhoneCode });
          }}
          phoneLabel={intl.formatMessage(m.phoneLabel)}
        />
        <AgreementCheckbox
          isSelected={agreed}
          onChange={() => send({ type: 'agreement.toggle' })}
          newTab={newTabLinks}
        />
        <FlowErrorMessage error={error ?? google.error} />
        <Button
          type="submit"
          size="lg"
          fullWidth
          isDisabled={!snapshot.can({ type: 'code.send' }) && !busy}
          isPending={busy}
        >
          <FormattedMessage {...(method === 'phone' ? m.sendWhatsApp : m.emailSubmit)} />
        </Button>
        <OtherMethods
          methods={otherMethods(method === 'phone' ? 'whatsapp' : 'email', channels)}
          onChoose={onChooseMethod}
          pending={google.pending ? 'google' : null}
        />
      </form>
      {/* Outside the form: the dialog is portalled, but React events would still bubble to it. */}
      {captcha && <CaptchaStep actor={captcha} />}
    </>
  );
}
