import { defineMessages } from 'react-intl';
import type { MessageValue, NoMessageValues } from 'react-intl';

/**
 * Refund cards, e-wallets and the default refund destination (refundSettings.*;
 * SPEC.md §2 payment settings, §3 Refund card, §5 card form): /payment-option, /refund-settings.
 */
export const refundSettingsMessages = defineMessages<{ readonly "paymentTitle": NoMessageValues; readonly "settingsTitle": NoMessageValues; readonly "notAvailable": NoMessageValues; readonly "notAvailableBody": NoMessageValues; readonly "loadFailed": NoMessageValues; readonly "tryAgain": NoMessageValues; readonly "cardsHeading": NoMessageValues; readonly "cardsEmpty": NoMessageValues; readonly "cardName": { readonly "bank": MessageValue; readonly "last4": MessageValue }; readonly "cardExpiry": { readonly "expiry": MessageValue }; readonly "addCard": NoMessageValues; readonly "walletsHeading": NoMessageValues; readonly "walletActive": NoMessageValues; readonly "walletInactive": NoMessageValues; readonly "walletActivate": { readonly "wallet": MessageValue }; readonly "walletActivated": { readonly "wallet": MessageValue }; readonly "unlink": { readonly "name": MessageValue }; readonly "unlinkTitle": { readonly "name": MessageValue }; readonly "unlinkBody": NoMessageValues; readonly "unlinkConfirm": NoMessageValues; readonly "unlinkKeep": NoMessageValues; readonly "unlinked": NoMessageValues; readonly "defaultHeading": NoMessageValues; readonly "defaultHint": NoMessageValues; readonly "defaultNone": NoMessageValues; readonly "defaultSaved": NoMessageValues; readonly "isDefault": NoMessageValues; readonly "refundSettingsLink": NoMessageValues; readonly "paymentOptionLink": NoMessageValues; readonly "formTitle": NoMessageValues; readonly "bank": NoMessageValues; readonly "bankPlaceholder": NoMessageValues; readonly "bankRequired": NoMessageValues; readonly "number": NoMessageValues; readonly "numberRequired": NoMessageValues; readonly "numberInvalid": NoMessageValues; readonly "expiry": NoMessageValues; readonly "expiryRequired": NoMessageValues; readonly "expiryInvalid": NoMessageValues; readonly "cvn": NoMessageValues; readonly "cvnHint": NoMessageValues; readonly "cvnRequired": NoMessageValues; readonly "cvnInvalid": NoMessageValues; readonly "firstName": NoMessageValues; readonly "firstNameRequired": NoMessageValues; readonly "firstNameInvalid": NoMessageValues; readonly "lastName": NoMessageValues; readonly "lastNameRequired": NoMessageValues; readonly "lastNameInvalid": NoMessageValues; readonly "phone": NoMessageValues; readonly "phoneRequired": NoMessageValues; readonly "phoneInvalid": NoMessageValues; readonly "email": NoMessageValues; readonly "emailRequired": NoMessageValues; readonly "emailInvalid": NoMessageValues; readonly "save": NoMessageValues; readonly "cancel": NoMessageValues; readonly "cardAdded": NoMessageValues }>({
  paymentTitle: { id: 'refundSettings.payment.title', defaultMessage: 'Payment option' },
  settingsTitle: { id: 'refundSettings.settings.title', defaultMessage: 'Refund settings' },
  notAvailable: {
    id: 'refundSettings.notAvailable',
    defaultMessage: 'Not available in your country',
  },
  notAvailableBody: {
    id: 'refundSettings.notAvailableBody',
    defaultMessage: 'Refunds go back the way you paid.',
  },
  loadFailed: { id: 'refundSettings.loadFailed', defaultMessage: 'We could not load your payment options.' },
  tryAgain: { id: 'refundSettings.tryAgain', defaultMessage: 'Try again' },
  cardsHeading: { id: 'refundSettings.cards.heading', defaultMessage: 'Bank cards' },
  cardsEmpty: { id: 'refundSettings.cards.empty', defaultMessage: 'No bank card yet' },
  cardName: { id: 'refundSettings.card.name', defaultMessage: '{bank} •••• {last4}' },
  cardExpiry: { id: 'refundSettings.card.expiry', defaultMessage: 'Expires {expiry}' },
  addCard: { id: 'refundSettings.card.add', defaultMessage: 'Add a bank card' },
  walletsHeading: { id: 'refundSettings.wallets.heading', defaultMessage: 'E-wallets' },
  walletActive: { id: 'refundSettings.wallet.active', defaultMessage: 'Linked' },
  walletInactive: { id: 'refundSettings.wallet.inactive', defaultMessage: 'Not linked' },
  walletActivate: { id: 'refundSettings.wallet.activate', defaultMessage: 'Activate {wallet}' },
  walletActivated: { id: 'refundSettings.wallet.activated', defaultMessage: '{wallet} is linked' },
  unlink: { id: 'refundSettings.unlink', defaultMessage: 'Unlink {name}' },
  unlinkTitle: { id: 'refundSettings.unlink.title', defaultMessage: 'Unlink {name}?' },
  unlinkBody: {
    id: 'refundSettings.unlink.body',
    defaultMessage: 'Refunds will not go to it any more. You can add it again later.',
  },
  unlinkConfirm: { id: 'refundSettings.unlink.confirm', defaultMessage: 'Unlink' },
  unlinkKeep: { id: 'refundSettings.unlink.keep', defaultMessage: 'Keep' },
  unlinked: { id: 'refundSettings.unlinked', defaultMessage: 'Unlinked' },
  defaultHeading: { id: 'refundSettings.default.heading', defaultMessage: 'Default refund destination' },
  defaultHint: {
    id: 'refundSettings.default.hint',
    defaultMessage: 'Refunds of cash-on-delivery orders go here.',
  },
  defaultNone: {
    id: 'refundSettings.default.none',
    defaultMessage: 'Add a bank card or link an e-wallet first.',
  },
  defaultSaved: { id: 'refundSettings.default.saved', defaultMessage: 'Default refund destination saved' },
  isDefault: { id: 'refundSettings.isDefault', defaultMessage: 'Default' },
  refundSettingsLink: { id: 'refundSettings.link.settings', defaultMessage: 'Refund settings' },
  paymentOptionLink: { id: 'refundSettings.link.payment', defaultMessage: 'Payment option' },
  // The card form (SPEC.md §5: each field its "invalid" and "required" message; a bank must be chosen).
  formTitle: { id: 'refundSettings.form.title', defaultMessage: 'Add a bank card' },
  bank: { id: 'refundSettings.form.bank', defaultMessage: 'Bank' },
  bankPlaceholder: { id: 'refundSettings.form.bankPlaceholder', defaultMessage: 'Choose a bank' },
  bankRequired: { id: 'refundSettings.form.bankRequired', defaultMessage: 'Choose a bank' },
  number: { id: 'refundSettings.form.number', defaultMessage: 'Card number' },
  numberRequired: { id: 'refundSettings.form.numberRequired', defaultMessage: 'Enter the card number' },
  numberInvalid: { id: 'refundSettings.form.numberInvalid', defaultMessage: 'Enter a valid card number' },
  expiry: { id: 'refundSettings.form.expiry', defaultMessage: 'Expiry date (MM/YY)' },
  expiryRequired: { id: 'refundSettings.form.expiryRequired', defaultMessage: 'Enter the expiry date' },
  expiryInvalid: {
    id: 'refundSettings.form.expiryInvalid',
    defaultMessage: 'Enter a valid expiry date, for example 08/29',
  },
  cvn: { id: 'refundSettings.form.cvn', defaultMessage: 'CVN' },
  cvnHint: {
    id: 'refundSettings.form.cvnHint',
    defaultMessage: 'The 3 or 4 digits on the back. Used once to check the card, never kept.',
  },
  cvnRequired: { id: 'refundSettings.form.cvnRequired', defaultMessage: 'Enter the CVN' },
  cvnInvalid: { id: 'refundSettings.form.cvnInvalid', defaultMessage: 'Enter a valid CVN of 3 or 4 digits' },
  firstName: { id: 'refundSettings.form.firstName', defaultMessage: 'First name' },
  firstNameRequired: { id: 'refundSettings.form.firstNameRequired', defaultMessage: 'Enter the first name' },
  firstNameInvalid: {
    id: 'refundSettings.form.firstNameInvalid',
    defaultMessage: 'Enter a valid first name',
  },
  lastName: { id: 'refundSettings.form.lastName', defaultMessage: 'Last name' },
  lastNameRequired: { id: 'refundSettings.form.lastNameRequired', defaultMessage: 'Enter the last name' },
  lastNameInvalid: { id: 'refundSettings.form.lastNameInvalid', defaultMessage: 'Enter a valid last name' },
  phone: { id: 'refundSettings.form.phone', defaultMessage: 'Phone number' },
  phoneRequired: { id: 'refundSettings.form.phoneRequired', defaultMessage: 'Enter the phone number' },
  phoneInvalid: { id: 'refundSettings.form.phoneInvalid', defaultMessage: 'Enter a valid phone number' },
  email: { id: 'refundSettings.form.email', defaultMessage: 'E-mail' },
  emailRequired: { id: 'refundSettings.form.emailRequired', defaultMessage: 'Enter the e-mail' },
  emailInvalid: { id: 'refundSettings.form.emailInvalid', defaultMessage: 'Enter a valid e-mail' },
  save: { id: 'refundSettings.form.save', defaultMessage: 'Save card' },
  cancel: { id: 'refundSettings.form.cancel', defaultMessage: 'Cancel' },
  cardAdded: { id: 'refundSettings.form.added', defaultMessage: 'Card added' },
});
