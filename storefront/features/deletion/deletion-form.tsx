import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Button, CodeInput, Countdown, Radio, RadioGroup, TextField } from '@pasar/ui';
import type { DeletionStatus } from '../../../contract/account-deletion';
import {
  DELETION_REASON_TEXT_MAX,
  DELETION_REASONS,
  type DeletionReason,
} from '../../../contract/account-deletion-constants';
import { isValidVerificationCode } from '../../../contract/rules/codes';
import {
  accountDeletionMachine,
  type AccountDeletionInput,
  type ApplyDeletionInput,
} from '../../../machines';
import { applyForDeletion } from '../../api/account-deletion';
import { CaptchaStep, FlowErrorMessage, maskContact, providedSendCodeMachine, useSendCode } from '../auth';
import { deletionMessages as m } from './messages';

const providedAccountDeletionMachine = accountDeletionMachine.provide({
  actors: {
    sendCode: providedSendCodeMachine,
    applyDeletion: fromPromise<DeletionStatus, ApplyDeletionInput>(({ input }) => applyForDeletion(input)),
  },
});

const reasonLabels = {
  noLongerUsed: m.reasonNoLongerUsed,
  anotherAccount: m.reasonAnotherAccount,
  privacy: m.reasonPrivacy,
  tooManyMessages: m.reasonTooManyMessages,
  badExperience: m.reasonBadExperience,
  other: m.reasonOther,
} satisfies Record<DeletionReason, unknown>;

/**
 * The request: a reason (or "other" with the shopper's words), a code sent to the member's own
 * phone or e-mail through the login's captcha and Send button, then the destructive button.
 * The request's answer lands in the status key, which turns the page into the processing view.
 */
export function DeletionForm({ contact }: { contact: AccountDeletionInput }) {
  const intl = useIntl();
  const [snapshot, send] = useMachine(providedAccountDeletionMachine, { input: contact });
  const [reason, setReason] = useState<DeletionReason | null>(null);
  const [reasonText, setReasonText] = useState('');
  const [tried, setTried] = useState(false);
  const sendCode = useSendCode(snapshot.children.sendCode);
  const { context } = snapshot;
  const submitting = snapshot.matches('submitting');
  const missingText = reason === 'other' && reasonText.trim() === '';

  const submit = () => {
    setTried(true);
    if (!reason || missingText) return;
    send({ type: 'deletion.submit', reason, reasonText: reasonText.trim() });
  };

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <RadioGroup
        label={intl.formatMessage(m.reasonLabel)}
        value={reason}
        onChange={(value) => setReason(value as DeletionReason)}
        isInvalid={tried && !reason}
        isRequired
      >
        {DELETION_REASONS.map((value) => (
          <Radio key={value} value={value}>
            {intl.formatMessage(reasonLabels[value])}
          </Radio>
        ))}
      </RadioGroup>
      {reason === 'other' && (
        <TextField
          label={intl.formatMessage(m.reasonText)}
          value={reasonText}
          onChange={setReasonText}
          maxLength={DELETION_REASON_TEXT_MAX}
          isInvalid={tried && missingText}
          errorMessage={intl.formatMessage(m.reasonTextRequired)}
        />
      )}
      <section aria-labelledby="deletion-verify" className="flex flex-col gap-3">
        <h2 id="deletion-verify" className="m-0 text-base font-semibold">
          {intl.formatMessage(m.verifyHeading)}
        </h2>
        <p className="m-0 text-sm text-muted-foreground">
          <FormattedMessage
            {...m.verifyBody}
            // The masked number never breaks between its code and digits ("+62 813****7711").
            values={{
              target: (
                <span className="whitespace-nowrap">
                  {maskContact(contact.method, contact.countryCode, contact.contact)}
                </span>
              ),
            }}
          />
        </p>
        <div className="flex items-end gap-3">
          <CodeInput
            label={intl.formatMessage(m.codeLabel)}
            value={context.code}
            onChange={(code) => send({ type: 'code.input', code })}
            isDisabled={submitting}
          />
        </div>
        <div className="flex min-h-10 items-center text-sm">
          {sendCode.seconds > 0 ? (
            <Countdown
              seconds={sendCode.seconds}
              tone="muted"
              size="sm"
              prefix={intl.formatMessage(m.resendIn)}
            />
          ) : (
            <Button
              variant="secondary"
              size="sm"
              isPending={sendCode.isSending}
              isDisabled={!sendCode.isIdle && !sendCode.isSending}
              onPress={() => send({ type: 'code.send' })}
            >
              {intl.formatMessage(m.sendCode)}
            </Button>
          )}
        </div>
        <FlowErrorMessage error={context.error} />
      </section>
      <p className="m-0 rounded bg-muted p-3 text-sm">{intl.formatMessage(m.notice)}</p>
      <Button
        type="submit"
        variant="destructive"
        size="lg"
        fullWidth
        isPending={submitting}
        isDisabled={!context.codeSent || !isValidVerificationCode(context.code)}
      >
        {intl.formatMessage(m.submit)}
      </Button>
      {sendCode.captcha && <CaptchaStep actor={sendCode.captcha} />}
    </form>
  );
}
