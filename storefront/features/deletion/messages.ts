import { defineMessages } from 'react-intl';
import type {NoMessageValues, MessageValue} from "react-intl";

export const deletionMessages = defineMessages<{ readonly "title": NoMessageValues; readonly "loseHeading": NoMessageValues; readonly "loseOrders": NoMessageValues; readonly "loseCoins": NoMessageValues; readonly "loseProfile": NoMessageValues; readonly "loseLogin": NoMessageValues; readonly "reasonLabel": NoMessageValues; readonly "reasonNoLongerUsed": NoMessageValues; readonly "reasonAnotherAccount": NoMessageValues; readonly "reasonPrivacy": NoMessageValues; readonly "reasonTooManyMessages": NoMessageValues; readonly "reasonBadExperience": NoMessageValues; readonly "reasonOther": NoMessageValues; readonly "reasonText": NoMessageValues; readonly "reasonTextRequired": NoMessageValues; readonly "verifyHeading": NoMessageValues; readonly "verifyBody": { readonly "target": MessageValue }; readonly "sendCode": NoMessageValues; readonly "resendIn": NoMessageValues; readonly "codeLabel": NoMessageValues; readonly "notice": NoMessageValues; readonly "submit": NoMessageValues; readonly "noContact": NoMessageValues; readonly "processingTitle": NoMessageValues; readonly "processingBody": { readonly "due": MessageValue; readonly "requested": MessageValue }; readonly "cancelRequest": NoMessageValues; readonly "cancelled": NoMessageValues; readonly "loadFailed": NoMessageValues; readonly "tryAgain": NoMessageValues; readonly "promptTitle": NoMessageValues; readonly "promptBody": { readonly "due": MessageValue }; readonly "promptCancelRequest": NoMessageValues; readonly "promptKeep": NoMessageValues }>({
  title: { id: 'deletion.page.title', defaultMessage: 'Delete account' },
  loseHeading: { id: 'deletion.lose.heading', defaultMessage: 'What you will lose' },
  loseOrders: { id: 'deletion.lose.orders', defaultMessage: 'Your order history and after-sales requests' },
  loseCoins: { id: 'deletion.lose.coins', defaultMessage: 'Your coins and every voucher you have collected' },
  loseProfile: {
    id: 'deletion.lose.profile',
    defaultMessage: 'Your profile, addresses, cart, messages and search history',
  },
  loseLogin: {
    id: 'deletion.lose.login',
    defaultMessage: 'Signing in with the same phone or e-mail later starts a brand-new account',
  },
  reasonLabel: { id: 'deletion.reason.label', defaultMessage: 'Why are you leaving?' },
  reasonNoLongerUsed: { id: 'deletion.reason.noLongerUsed', defaultMessage: 'I no longer use Pasar' },
  reasonAnotherAccount: { id: 'deletion.reason.anotherAccount', defaultMessage: 'I have another account' },
  reasonPrivacy: { id: 'deletion.reason.privacy', defaultMessage: 'I am worried about my privacy' },
  reasonTooManyMessages: { id: 'deletion.reason.tooManyMessages', defaultMessage: 'I get too many messages' },
  reasonBadExperience: { id: 'deletion.reason.badExperience', defaultMessage: 'I had a bad shopping experience' },
  reasonOther: { id: 'deletion.reason.other', defaultMessage: 'Other' },
  reasonText: { id: 'deletion.reason.text', defaultMessage: 'Tell us more' },
  reasonTextRequired: { id: 'deletion.reason.textRequired', defaultMessage: 'Please tell us your reason' },
  verifyHeading: { id: 'deletion.verify.heading', defaultMessage: 'Confirm it is you' },
  verifyBody: {
    id: 'deletion.verify.body',
    defaultMessage: 'We will send a verification code to {target}.',
  },
  sendCode: { id: 'deletion.verify.send', defaultMessage: 'Send code' },
  resendIn: { id: 'deletion.verify.resendIn', defaultMessage: 'Send again in' },
  codeLabel: { id: 'deletion.verify.codeLabel', defaultMessage: 'Verification code' },
  notice: {
    id: 'deletion.notice',
    defaultMessage:
      'Deleting your account takes 3 to 7 working days. Until then you can cancel the request from this page.',
  },
  submit: { id: 'deletion.submit', defaultMessage: 'Delete my account' },
  noContact: {
    id: 'deletion.noContact',
    defaultMessage: 'Add a phone number or e-mail to your account first, so we can confirm it is you.',
  },
  processingTitle: { id: 'deletion.processing.title', defaultMessage: 'Your account is being deleted' },
  processingBody: {
    id: 'deletion.processing.body',
    defaultMessage: 'We received your request on {requested}. Your account and its data will be deleted by {due}.',
  },
  cancelRequest: { id: 'deletion.processing.cancel', defaultMessage: 'Cancel deletion request' },
  cancelled: { id: 'deletion.processing.cancelled', defaultMessage: 'Your account will stay. Welcome back!' },
  loadFailed: { id: 'deletion.page.loadFailed', defaultMessage: 'Could not load your account status' },
  tryAgain: { id: 'deletion.page.tryAgain', defaultMessage: 'Try again' },
  promptTitle: { id: 'deletion.prompt.title', defaultMessage: 'Your account is being deleted' },
  promptBody: {
    id: 'deletion.prompt.body',
    defaultMessage:
      'You asked to delete this account; it will be deleted by {due}. Cancel the request to keep using it, or keep the request and log out.',
  },
  promptCancelRequest: { id: 'deletion.prompt.cancelRequest', defaultMessage: 'Cancel deletion' },
  promptKeep: { id: 'deletion.prompt.keep', defaultMessage: 'Keep request and log out' },
});
