import { useEffect, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { Button, CodeInput, showToast } from '@pasar/ui';
import { isCodeRejection, type contactLinkingMachine } from '../../../machines';
import { CaptchaStep, FlowErrorMessage, useSendCode } from '../auth';
import { linkingMessages as m } from './messages';

export interface LinkCodeFormProps {
  snapshot: SnapshotFrom<typeof contactLinkingMachine>;
  actor: ActorRefFrom<typeof contactLinkingMachine>;
  /** The contact: the masked current one, or the field for the new one. */
  contact: ReactNode;
  submitLabel: ReactNode;
}

/**
 * The part both linking steps share (SPEC.md §2, §4): Send (the captcha first, then a 60-second
 * countdown), the six code boxes, what went wrong, and Next or Confirm.
 */
export function LinkCodeForm({ snapshot, actor, contact, submitLabel }: LinkCodeFormProps) {
  const intl = useIntl();
  const { code, error } = snapshot.context;
  const sendButton = useSendCode(snapshot.children.sendCode);
  const checking = snapshot.matches('checking');
  const sending = sendButton.isSending || checking;
  const submitting = snapshot.matches('submitting') || snapshot.status === 'done';

  useEffect(() => {
    const subscription = actor.on('code.sent', () =>
      showToast({ title: intl.formatMessage(m.codeSent), variant: 'success' }),
    );
    return () => subscription.unsubscribe();
  }, [actor, intl]);

  function submit(event: FormEvent) {
    event.preventDefault();
    actor.send({ type: 'link.submit' });
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        {contact}
        <Button
          variant="secondary"
          className="self-start"
          isDisabled={!(snapshot.can({ type: 'code.send' }) && sendButton.isIdle) && !sending}
          isPending={sending}
          onPress={() => actor.send({ type: 'code.send' })}
        >
          {sendButton.seconds > 0 ? (
            <FormattedMessage {...m.sendAgainIn} values={{ seconds: sendButton.seconds }} />
          ) : (
            <FormattedMessage {...m.send} />
          )}
        </Button>
        <CodeInput
          label={intl.formatMessage(m.codeLabel)}
          value={code}
          onChange={(next) => actor.send({ type: 'code.input', code: next })}
          isInvalid={error !== null && isCodeRejection(error)}
          isDisabled={submitting}
          size="lg"
        />
        <FlowErrorMessage error={error} />
        <Button
          type="submit"
          size="lg"
          fullWidth
          isDisabled={!snapshot.can({ type: 'link.submit' }) && !submitting}
          isPending={submitting}
        >
          {submitLabel}
        </Button>
      </form>
      {sendButton.captcha && <CaptchaStep actor={sendButton.captcha} />}
    </>
  );
}
