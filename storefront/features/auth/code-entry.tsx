import { FormattedMessage, useIntl } from 'react-intl';
import { Button, CodeInput, Countdown, Spinner } from '@pasar/ui';
import { isValidVerificationCode } from '../../../contract/rules/codes';
import { isCodeRejection } from '../../../machines';
import { CaptchaStep } from './captcha-step';
import type { CodeLoginFlow } from './code-login-flow';
import { FlowErrorMessage } from './flow-error';
import { maskContact } from '../../frame/mask-contact';
import { authMessages as m } from './messages';
import { rootMessages } from './root-messages';
import { useSendCode } from './use-send-code';

export interface CodeEntryProps {
  flow: CodeLoginFlow;
  /** The country code the code screen received in navigation state (SPEC.md §2). */
  countryCode?: string;
}

/**
 * The code step (/verificationCode, view 2; SPEC.md §2, §4): six boxes, the masked target, the
 * 60-second resend countdown (resend reopens the captcha), and on desktop a Log in button —
 * mobile logs in as the sixth digit lands. "Logging in…" shows until the login ends.
 */
export function CodeEntry({ flow, countryCode }: CodeEntryProps) {
  const intl = useIntl();
  const { snapshot, send, autoSubmit } = flow;
  const { context } = snapshot;
  const done = snapshot.status === 'done';
  const loggingIn = snapshot.matches({ codeEntry: 'loggingIn' });
  const resend = useSendCode(snapshot.children.sendCode);
  const resending = resend.isSending;
  // Resend while a code is typed, not during a login attempt, and only when the wait is over.
  const canResend = snapshot.can({ type: 'code.resend' }) && resend.isIdle;
  const rejected = context.error !== null && isCodeRejection(context.error);
  const target = maskContact(context.method, countryCode ?? context.countryCode, context.contact);
  const { captcha } = resend;

  return (
    <div className="flex flex-col gap-5">
      <p className="m-0 text-sm text-muted-foreground">
        <FormattedMessage
          {...m.codeSentTo}
          values={{
            channel: context.method === 'phone' ? 'whatsapp' : 'email',
            target,
            b: (chunks) => <strong className="font-semibold text-foreground">{chunks}</strong>,
          }}
        />
      </p>
      <CodeInput
        label={intl.formatMessage(m.codeLabel)}
        value={context.code}
        onChange={(code) => send({ type: 'code.input', code })}
        isInvalid={rejected}
        isDisabled={loggingIn || done}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the code step exists to take this code
        autoFocus
        size="lg"
      />
      <FlowErrorMessage error={context.error} />
      <div className="flex min-h-10 items-center text-sm">
        {resend.seconds > 0 ? (
          <Countdown
            seconds={resend.seconds}
            tone="muted"
            size="sm"
            prefix={<FormattedMessage {...m.resendIn} />}
          />
        ) : (
          <Button
            variant="link"
            size="sm"
            className="px-0"
            isPending={resending}
            isDisabled={!canResend && !resending}
            onPress={() => send({ type: 'code.resend' })}
          >
            <FormattedMessage {...m.resend} />
          </Button>
        )}
      </div>
      {!autoSubmit && !done && (
        <Button
          size="lg"
          fullWidth
          isDisabled={!isValidVerificationCode(context.code) && !loggingIn}
          isPending={loggingIn}
          onPress={() => send({ type: 'code.submit' })}
        >
          <FormattedMessage {...m.codeLogIn} />
        </Button>
      )}
      <div role="status" className="flex min-h-6 items-center justify-center gap-2 text-sm">
        {loggingIn && (
          <>
            <Spinner size="sm" className="text-primary" />
            <FormattedMessage {...rootMessages.loggingIn} />
          </>
        )}
        {done && <FormattedMessage {...m.loggedIn} />}
      </div>
      {captcha && <CaptchaStep actor={captcha} />}
    </div>
  );
}
