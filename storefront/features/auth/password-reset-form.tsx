import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMachine } from '@xstate/react';
import { Button, PasswordField, showToast, TextField } from '@pasar/ui';
import { VERIFICATION_CODE_LENGTH } from '../../../contract/rules/codes';
import {
  confirmPasswordError,
  newPasswordError,
  PASSWORD_MAX_LENGTH,
} from '../../../contract/rules/password';
import type { ContactMethod, PhoneCode } from '../../../machines';
import { readLogin, writeLogin } from '../../session/login-storage';
import { CaptchaStep } from './captcha-step';
import { codeLoginInput } from './code-login-flow';
import { ContactField } from './contact-field';
import { ContactTabs } from './contact-tabs';
import { FlowErrorMessage } from './flow-error';
import { machineInspect } from './inspector';
import type { LoginChannels } from './login-options';
import { authMessages as m } from './messages';
import { providedPasswordResetMachine } from './provided-machines';
import { useSendCode } from './use-send-code';

export interface PasswordResetFormProps {
  channels: LoginChannels;
  /** The password is changed (and every session of the member revoked by the server). */
  onDone: () => void;
}

/** Where the reset starts: the account the password screen had, else the stored contact. */
function resetStart(channels: LoginChannels) {
  const wanted: ContactMethod = readLogin('loginType') === '4' || !channels.whatsapp ? 'email' : 'phone';
  const stored = codeLoginInput(wanted, false);
  const account = readLogin('account');
  const fits = account !== null && account.includes('@') === (wanted === 'email');
  return { method: wanted, countryCode: stored.countryCode, contact: fits ? account : stored.contact };
}

/**
 * Password reset (/forgetPassword, view 4; SPEC.md §2, §4): tabs for WhatsApp or e-mail, the
 * account, the code with its Send button (captcha first; a 60-second countdown after), the new
 * password twice, Submit.
 */
export function PasswordResetForm({ channels, onDone }: PasswordResetFormProps) {
  const intl = useIntl();
  const [start] = useState(() => resetStart(channels));
  const [snapshot, send, actorRef] = useMachine(providedPasswordResetMachine, {
    input: start,
    ...machineInspect(),
  });
  const { method, contact, countryCode, code, password, confirm, error } = snapshot.context;
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const sendButton = useSendCode(snapshot.children.sendCode);
  const sending = sendButton.isSending;
  const resendSeconds = sendButton.seconds;
  const { captcha } = sendButton;
  const resetting = snapshot.matches('resetting');

  useEffect(() => {
    const subscription = actorRef.on('code.sent', () =>
      showToast({ title: intl.formatMessage(m.codeSent), variant: 'success' }),
    );
    return () => subscription.unsubscribe();
  }, [actorRef, intl]);

  const isDone = snapshot.status === 'done';
  useEffect(() => {
    if (isDone) onDone();
  }, [isDone, onDone]);

  function submit(event: FormEvent) {
    event.preventDefault();
    send({ type: 'reset.submit' });
  }

  const accountField = (tab: ContactMethod) => (
    <ContactField
      method={tab}
      value={contact}
      onChange={(value) => {
        writeLogin('account', value);
        send({ type: 'contact.change', contact: value });
      }}
      countryCode={countryCode}
      onCountryCodeChange={(next) => {
        writeLogin('countryCode', next);
        send({ type: 'contact.countryChange', countryCode: next as PhoneCode });
      }}
      phoneLabel={intl.formatMessage(m.phoneLabel)}
    />
  );
  const passwordProblem = touched.password ? newPasswordError(password) : null;
  const confirmProblem = touched.confirm ? confirmPasswordError(password, confirm) : null;

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <ContactTabs
          withPhone={channels.whatsapp}
          method={method}
          onMethodChange={(next) => {
            writeLogin('loginType', next === 'email' ? '4' : '3');
            send({ type: 'method.switch', method: next });
          }}
          label={intl.formatMessage(m.resetBy)}
          phoneTab={<FormattedMessage {...m.tabWhatsApp} />}
          emailTab={<FormattedMessage {...m.tabEmail} />}
          field={accountField}
        />
        <div className="flex items-end gap-2">
          <TextField
            className="min-w-0 flex-1"
            label={intl.formatMessage(m.resetCodeLabel)}
            placeholder={intl.formatMessage(m.resetCodePlaceholder)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFICATION_CODE_LENGTH}
            value={code}
            onChange={(value) => send({ type: 'code.input', code: value.replace(/\D/g, '') })}
          />
          <Button
            variant="secondary"
            className="min-w-28"
            // A valid account (this machine) and no send or wait under way (the send-code child).
            isDisabled={!(snapshot.can({ type: 'code.send' }) && sendButton.isIdle) && !sending}
            isPending={sending}
            onPress={() => send({ type: 'code.send' })}
          >
            {resendSeconds > 0 ? (
              <FormattedMessage {...m.sendAgainIn} values={{ seconds: resendSeconds }} />
            ) : (
              <FormattedMessage {...m.send} />
            )}
          </Button>
        </div>
        <PasswordField
          label={intl.formatMessage(m.newPassword)}
          description={intl.formatMessage(m.newPasswordHint)}
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="new-password"
          value={password}
          onChange={(value) => send({ type: 'password.change', password: value })}
          onBlur={() => setTouched((t) => ({ ...t, password: true }))}
          isInvalid={passwordProblem === 'invalid'}
          errorMessage={intl.formatMessage(m.passwordInvalid)}
        />
        <PasswordField
          label={intl.formatMessage(m.confirmPassword)}
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="new-password"
          value={confirm}
          onChange={(value) => send({ type: 'confirm.change', confirm: value })}
          onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
          isInvalid={confirmProblem === 'invalid' || confirmProblem === 'mismatch'}
          errorMessage={intl.formatMessage(
            confirmProblem === 'mismatch' ? m.passwordMismatch : m.passwordInvalid,
          )}
        />
        <FlowErrorMessage error={error} />
        <Button
          type="submit"
          size="lg"
          fullWidth
          isDisabled={!snapshot.can({ type: 'reset.submit' }) && !resetting}
          isPending={resetting}
        >
          <FormattedMessage {...m.resetSubmit} />
        </Button>
      </form>
      {captcha && <CaptchaStep actor={captcha} />}
    </>
  );
}
