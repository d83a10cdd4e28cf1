import { defineMessages } from 'react-intl';
import type { MessageValue, NoMessageValues } from 'react-intl';

/** The Me page (me.*), the settings page (setting.*) and the profile forms (profile.*). */
export const accountMessages = defineMessages<{
  readonly meTitle: NoMessageValues;
  readonly editProfile: NoMessageValues;
  readonly coins: NoMessageValues;
  readonly coinsBalance: { readonly points: number | bigint };
  readonly myOrders: NoMessageValues;
  readonly wishlist: NoMessageValues;
  readonly allOrders: NoMessageValues;
  readonly toPay: NoMessageValues;
  readonly toShip: NoMessageValues;
  readonly toReceive: NoMessageValues;
  readonly afterSales: NoMessageValues;
  readonly services: NoMessageValues;
  readonly vouchers: NoMessageValues;
  readonly addresses: NoMessageValues;
  readonly messages: NoMessageValues;
  readonly customerService: NoMessageValues;
  readonly settings: NoMessageValues;
  readonly logOut: NoMessageValues;
  readonly loadFailed: NoMessageValues;
  readonly retry: NoMessageValues;
  readonly settingTitle: NoMessageValues;
  readonly personalInfo: NoMessageValues;
  readonly preferences: NoMessageValues;
  readonly account: NoMessageValues;
  readonly name: NoMessageValues;
  readonly birthday: NoMessageValues;
  readonly notSet: NoMessageValues;
  readonly phone: NoMessageValues;
  readonly email: NoMessageValues;
  readonly password: NoMessageValues;
  readonly passwordSet: NoMessageValues;
  readonly language: NoMessageValues;
  readonly country: NoMessageValues;
  readonly deleteAccount: NoMessageValues;
  readonly avatarLabel: NoMessageValues;
  readonly avatarHint: NoMessageValues;
  readonly avatarCropPreview: NoMessageValues;
  readonly avatarSave: NoMessageValues;
  readonly avatarUploading: { readonly percent: number | bigint };
  readonly avatarSaved: NoMessageValues;
  readonly avatarOf: { readonly name: MessageValue };
  readonly nameDialogTitle: NoMessageValues;
  readonly nameLabel: NoMessageValues;
  readonly nameHint: { readonly max: number | bigint };
  readonly nameRequired: NoMessageValues;
  readonly nameLockedUntil: { readonly date: MessageValue };
  readonly birthdayDialogTitle: NoMessageValues;
  readonly birthdayHint: NoMessageValues;
  readonly birthdayRequired: NoMessageValues;
  readonly birthdayInvalid: NoMessageValues;
  readonly birthdayLockedUntil: { readonly date: MessageValue };
  readonly save: NoMessageValues;
  readonly cancel: NoMessageValues;
  readonly saved: NoMessageValues;
  readonly passwordDialogTitle: NoMessageValues;
  readonly oldPassword: NoMessageValues;
  readonly newPassword: NoMessageValues;
  readonly confirmPassword: NoMessageValues;
  readonly passwordRule: NoMessageValues;
  readonly oldPasswordRequired: NoMessageValues;
  readonly newPasswordInvalid: NoMessageValues;
  readonly passwordMismatch: NoMessageValues;
  readonly passwordChanged: NoMessageValues;
  readonly setPassword: NoMessageValues;
  readonly forgotPassword: NoMessageValues;
}>({
  meTitle: { id: 'me.title', defaultMessage: 'Me' },
  editProfile: { id: 'me.editProfile', defaultMessage: 'Edit profile' },
  coins: { id: 'me.coins', defaultMessage: 'Coins' },
  coinsBalance: { id: 'me.coinsBalance', defaultMessage: '{points, number} coins' },
  myOrders: { id: 'me.myOrders', defaultMessage: 'My orders' },
  wishlist: { id: 'me.wishlist', defaultMessage: 'My wishlist' },
  allOrders: { id: 'me.allOrders', defaultMessage: 'View all' },
  toPay: { id: 'me.order.toPay', defaultMessage: 'To pay' },
  toShip: { id: 'me.order.toShip', defaultMessage: 'To ship' },
  toReceive: { id: 'me.order.toReceive', defaultMessage: 'To receive' },
  afterSales: { id: 'me.order.afterSales', defaultMessage: 'After-sales' },
  services: { id: 'me.services', defaultMessage: 'My services' },
  vouchers: { id: 'me.vouchers', defaultMessage: 'Vouchers' },
  addresses: { id: 'me.addresses', defaultMessage: 'Addresses' },
  messages: { id: 'me.messages', defaultMessage: 'Messages' },
  customerService: { id: 'me.customerService', defaultMessage: 'Customer service (WhatsApp)' },
  settings: { id: 'me.settings', defaultMessage: 'Settings' },
  logOut: { id: 'me.logOut', defaultMessage: 'Log out' },
  loadFailed: { id: 'me.loadFailed', defaultMessage: 'Your account could not be loaded.' },
  retry: { id: 'me.retry', defaultMessage: 'Try again' },

  settingTitle: { id: 'setting.title', defaultMessage: 'Settings' },
  personalInfo: { id: 'setting.personalInfo', defaultMessage: 'Personal information' },
  preferences: { id: 'setting.preferences', defaultMessage: 'Preferences' },
  account: { id: 'setting.account', defaultMessage: 'Account' },
  name: { id: 'setting.name', defaultMessage: 'Name' },
  birthday: { id: 'setting.birthday', defaultMessage: 'Date of birth' },
  notSet: { id: 'setting.notSet', defaultMessage: 'Not set' },
  phone: { id: 'setting.phone', defaultMessage: 'Phone number' },
  email: { id: 'setting.email', defaultMessage: 'E-mail' },
  password: { id: 'setting.password', defaultMessage: 'Password' },
  passwordSet: { id: 'setting.passwordSet', defaultMessage: 'Set' },
  language: { id: 'setting.language', defaultMessage: 'Language' },
  country: { id: 'setting.country', defaultMessage: 'Country or region' },
  deleteAccount: { id: 'setting.deleteAccount', defaultMessage: 'Delete account' },

  avatarLabel: { id: 'profile.avatar.label', defaultMessage: 'Profile picture' },
  avatarHint: {
    id: 'profile.avatar.hint',
    defaultMessage: 'JPG, PNG or WebP, at most 800 KB. It is cropped to a square; 200 × 200 is best.',
  },
  avatarCropPreview: { id: 'profile.avatar.cropPreview', defaultMessage: 'How it will look' },
  avatarSave: { id: 'profile.avatar.save', defaultMessage: 'Use this picture' },
  avatarUploading: {
    id: 'profile.avatar.uploading',
    defaultMessage: 'Uploading… {percent, number, percent}',
  },
  avatarSaved: { id: 'profile.avatar.saved', defaultMessage: 'Your profile picture is updated.' },
  avatarOf: { id: 'profile.avatar.of', defaultMessage: 'Profile picture of {name}' },
  nameDialogTitle: { id: 'profile.name.title', defaultMessage: 'Change your name' },
  nameLabel: { id: 'profile.name.label', defaultMessage: 'Name' },
  nameHint: {
    id: 'profile.name.hint',
    defaultMessage: 'You can change your name once a year. Up to {max, number} characters.',
  },
  nameRequired: { id: 'profile.name.required', defaultMessage: 'Please enter your name' },
  nameLockedUntil: {
    id: 'profile.name.lockedUntil',
    defaultMessage: 'You changed your name this year. You can change it again from {date}.',
  },
  birthdayDialogTitle: { id: 'profile.birthday.title', defaultMessage: 'Your date of birth' },
  birthdayHint: {
    id: 'profile.birthday.hint',
    defaultMessage: 'You can set or change your date of birth once a year.',
  },
  birthdayRequired: { id: 'profile.birthday.required', defaultMessage: 'Please choose your date of birth' },
  birthdayInvalid: {
    id: 'profile.birthday.invalid',
    defaultMessage: 'Please choose a date between 1 January 1900 and today',
  },
  birthdayLockedUntil: {
    id: 'profile.birthday.lockedUntil',
    defaultMessage: 'You set your date of birth this year. You can change it again from {date}.',
  },
  save: { id: 'profile.save', defaultMessage: 'Save' },
  cancel: { id: 'profile.cancel', defaultMessage: 'Cancel' },
  saved: { id: 'profile.saved', defaultMessage: 'Saved' },
  passwordDialogTitle: { id: 'profile.password.title', defaultMessage: 'Change your password' },
  oldPassword: { id: 'profile.password.old', defaultMessage: 'Current password' },
  newPassword: { id: 'profile.password.new', defaultMessage: 'New password' },
  confirmPassword: { id: 'profile.password.confirm', defaultMessage: 'Confirm new password' },
  passwordRule: {
    id: 'profile.password.rule',
    defaultMessage: '8 to 64 characters. Other devices will be logged out.',
  },
  oldPasswordRequired: {
    id: 'profile.password.oldRequired',
    defaultMessage: 'Please enter your current password',
  },
  newPasswordInvalid: {
    id: 'profile.password.newInvalid',
    defaultMessage: 'The new password must be 8 to 64 characters',
  },
  passwordMismatch: { id: 'profile.password.mismatch', defaultMessage: 'The passwords do not match' },
  passwordChanged: { id: 'profile.password.changed', defaultMessage: 'Your password is changed.' },
  setPassword: { id: 'profile.password.setWithCode', defaultMessage: 'Set a password with a code' },
  forgotPassword: { id: 'profile.password.forgot', defaultMessage: 'Forgot your password?' },
});
