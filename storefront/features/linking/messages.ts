import { defineMessages } from 'react-intl';
import type { NoMessageValues, MessageTag, MessageValue } from 'react-intl';

export const linkingMessages = defineMessages<{
  readonly verifyPhoneTitle: NoMessageValues;
  readonly verifyEmailTitle: NoMessageValues;
  readonly bindPhoneTitle: NoMessageValues;
  readonly bindEmailTitle: NoMessageValues;
  readonly verifyIntro: { readonly b: MessageTag; readonly channel: string; readonly target: MessageValue };
  readonly bindPhoneIntro: NoMessageValues;
  readonly bindEmailIntro: NoMessageValues;
  readonly phoneLabel: NoMessageValues;
  readonly codeLabel: NoMessageValues;
  readonly send: NoMessageValues;
  readonly sendAgainIn: { readonly seconds: MessageValue };
  readonly codeSent: NoMessageValues;
  readonly next: NoMessageValues;
  readonly confirm: NoMessageValues;
  readonly phoneLinked: NoMessageValues;
  readonly emailLinked: NoMessageValues;
}>({
  verifyPhoneTitle: { id: 'link.verifyPhone.title', defaultMessage: 'Verify your phone number' },
  verifyEmailTitle: { id: 'link.verifyEmail.title', defaultMessage: 'Verify your e-mail' },
  bindPhoneTitle: { id: 'link.bindPhone.title', defaultMessage: 'Link a phone number' },
  bindEmailTitle: { id: 'link.bindEmail.title', defaultMessage: 'Link an e-mail' },
  verifyIntro: {
    id: 'link.verify.intro',
    defaultMessage:
      'To keep your account safe, first confirm it is you: we send a code by {channel, select, whatsapp {WhatsApp} other {e-mail}} to <b>{target}</b>.',
  },
  bindPhoneIntro: {
    id: 'link.bindPhone.intro',
    defaultMessage: 'Enter the new number. We send a code to it by WhatsApp; after that you log in with it.',
  },
  bindEmailIntro: {
    id: 'link.bindEmail.intro',
    defaultMessage: 'Enter the new e-mail. We send a code to it; after that you log in with it.',
  },
  phoneLabel: { id: 'link.phone.label', defaultMessage: 'New phone number (WhatsApp)' },
  codeLabel: { id: 'link.code.label', defaultMessage: 'Verification code' },
  send: { id: 'link.code.send', defaultMessage: 'Send code' },
  sendAgainIn: { id: 'link.code.sendAgainIn', defaultMessage: 'Resend in {seconds}s' },
  codeSent: { id: 'link.code.sent', defaultMessage: 'Code sent successfully' },
  next: { id: 'link.verify.next', defaultMessage: 'Next' },
  confirm: { id: 'link.bind.confirm', defaultMessage: 'Confirm' },
  phoneLinked: { id: 'link.bindPhone.done', defaultMessage: 'Your phone number is linked' },
  emailLinked: { id: 'link.bindEmail.done', defaultMessage: 'Your e-mail is linked' },
});
