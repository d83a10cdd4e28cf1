import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMachine } from '@xstate/react';
import { Button, PasswordField } from '@pasar/ui';
import { PASSWORD_MAX_LENGTH, passwordError } from '../../../contract/rules/password';
import type { ContactMethod, FlowError, PhoneCode, Session } from '../../../machines';
import { clearLoginContact, writeLogin } from '../../session/login-storage';
import { AgreementCheckbox } from './agreement-checkbox';
import { CaptchaStep } from './captcha-step';
import { codeLoginInput } from './code-login-flow';
import { ContactField } from './contact-field';
import { ContactTabs } from './contact-tabs';
import { FlowErrorMessage } from './flow-error';
import { machineInspect } from './inspector';
import { otherMethods, type LoginChannels, type LoginMethod } from './login-options';
import { authMessages as m } from './messages';
import { OtherMethods } from './other-methods';
import { providedPasswordLoginMachine } from './provided-machines';

export interface PasswordLoginFormProps {
  channels: LoginChannels;
  onChooseMethod: (method: LoginMethod) => void;
  /** Forgot password: the account typed so far goes along to prefill the reset. */
  onForgotPassword: () => void;
  onDone: (session: Session, method: ContactMethod) => void;
  google: { pending: boolean; error: FlowError | null };
  newTabLinks?: boolean;
}

/**
 * Password login (/accountLogin, view 3; SPEC.md §2): tabs for phone and e-mail (the phone tab
 * only where WhatsApp login is on), the account, the password with show/hide, the agreement,
 * Log In (enabled only when all three are valid, §4), forgot password, other methods.
 */
export function PasswordLoginForm({
  channels,
  onChooseMethod,
  onForgotPassword,
  onDone,
  google,
  newTabLinks = false,
}: PasswordLoginFormProps) {
  const intl = useIntl();
  const [start] = useState(() => {
    const method: ContactMethod = channels.whatsapp ? 'phone' : 'email';
    const stored = codeLoginInput(method, false);
    return { method, countryCode: stored.countryCode, contact: stored.contact };
  });
  const [snapshot, send] = useMachine(providedPasswordLoginMachine, { input: start, ...machineInspect() });
  const { method, contact, countryCode, password, agreed, error } = snapshot.context;
  const [passwordTouched, setPasswordTouched] = useState(false);
  const busy = snapshot.hasTag('busy');
  // Past 5 attempts on the account the server wants a picture captcha per try (ADR 012).
  const captcha = snapshot.children.captcha;

  const finished = useRef(false);
  const done = snapshot.status === 'done' ? snapshot.output : undefined;
  useEffect(() => {
    if (!done || finished.current) return;
    finished.current = true;
    onDone(done, method);
  }, [done, method, onDone]);

  function submit(event: FormEvent) {
    event.preventDefault();
    send({ type: 'login.submit' });
  }

  const accountField = (tab: ContactMethod) => (
    <ContactField
      method={tab}
      value={contact}
      onChange={(value) => {
        writeLogin('account', value);
        writeLogin(tab, value);
        send({ type: 'contact.change', contact: value });
      }}
      countryCode={countryCode}
      onCountryCodeChange={(code) => {
        writeLogin('countryCode', code);
        send({ type: 'contact.countryChange', countryCode: code as PhoneCode });
      }}
    />
  );

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <ContactTabs
          withPhone={channels.whatsapp}
          method={method}
          onMethodChange={(next) => {
            // Another method clears the stored contact data (SPEC.md §4).
            clearLoginContact();
            setPasswordTouched(false);
            send({ type: 'method.switch', method: next });
          }}
          label={intl.formatMessage(m.accountKind)}
          phoneTab={<FormattedMessage {...m.tabPhone} />}
          emailTab={<FormattedMessage {...m.tabEmail} />}
          field={accountField}
        />
        <PasswordField
          label={intl.formatMessage(m.passwordLabel)}
          placeholder={intl.formatMessage(m.passwordPlaceholder)}
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="current-password"
          value={password}
          onChange={(value) => send({ type: 'password.change', password: value })}
          onBlur={() => setPasswordTouched(true)}
          isInvalid={passwordTouched && passwordError(password) === 'invalid'}
          errorMessage={intl.formatMessage(m.passwordInvalid)}
        />
        <div className="-mt-2 flex justify-end">
          <Button
            variant="link"
            size="sm"
            className="px-0"
            onPress={() => {
              // The reset form starts with this account (SPEC.md §3 account, loginType, countryCode).
              writeLogin('account', contact);
              writeLogin('loginType', method === 'email' ? '4' : '3');
              writeLogin('countryCode', countryCode);
              onForgotPassword();
            }}
          >
            <FormattedMessage {...m.forgotPassword} />
          </Button>
        </div>
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
          isDisabled={!snapshot.can({ type: 'login.submit' }) && !busy}
          isPending={busy}
        >
          <FormattedMessage {...m.passwordSubmit} />
        </Button>
        <OtherMethods
          methods={otherMethods('password', channels)}
          onChoose={onChooseMethod}
          pending={google.pending ? 'google' : null}
        />
      </form>
      {/* Outside the form: the dialog's own submit must not bubble into Log In (React portals). */}
      {captcha && <CaptchaStep actor={captcha} />}
    </>
  );
}
