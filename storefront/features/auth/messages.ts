import { defineMessages } from 'react-intl';
import type { NoMessageValues, MessageTag, MessageValue } from 'react-intl';

export const authMessages = defineMessages<{
  readonly back: NoMessageValues;
  readonly backToLogin: NoMessageValues;
  readonly agreement: {
    readonly agreement: MessageTag;
    readonly refund: MessageTag;
    readonly terms: MessageTag;
  };
  readonly phoneLabel: NoMessageValues;
  readonly phoneAccountLabel: NoMessageValues;
  readonly phonePlaceholder: NoMessageValues;
  readonly phoneInvalid: NoMessageValues;
  readonly emailLabel: NoMessageValues;
  readonly emailPlaceholder: NoMessageValues;
  readonly emailInvalid: NoMessageValues;
  readonly loginTitle: NoMessageValues;
  readonly loginIntro: NoMessageValues;
  readonly sendWhatsApp: NoMessageValues;
  readonly emailLoginTitle: NoMessageValues;
  readonly emailSubmit: NoMessageValues;
  readonly otherTitle: NoMessageValues;
  readonly otherWhatsApp: NoMessageValues;
  readonly otherEmail: NoMessageValues;
  readonly otherPassword: NoMessageValues;
  readonly otherGoogle: NoMessageValues;
  readonly captchaTitle: NoMessageValues;
  readonly captchaAlt: NoMessageValues;
  readonly captchaInput: NoMessageValues;
  readonly captchaPlaceholder: NoMessageValues;
  readonly captchaWrong: NoMessageValues;
  readonly captchaWrongAudio: NoMessageValues;
  readonly captchaListen: NoMessageValues;
  readonly captchaAudioLabel: NoMessageValues;
  readonly captchaAudioLoading: NoMessageValues;
  readonly captchaAudioReady: NoMessageValues;
  readonly captchaAudioPlaying: NoMessageValues;
  readonly confirm: NoMessageValues;
  readonly cancel: NoMessageValues;
  readonly codeSent: NoMessageValues;
  readonly codeTitle: NoMessageValues;
  readonly codeSentTo: { readonly b: MessageTag; readonly channel: string; readonly target: MessageValue };
  readonly codeLabel: NoMessageValues;
  readonly resendIn: NoMessageValues;
  readonly resend: NoMessageValues;
  readonly codeLogIn: NoMessageValues;
  readonly loggedIn: NoMessageValues;
  readonly passwordTitle: NoMessageValues;
  readonly tabPhone: NoMessageValues;
  readonly tabEmail: NoMessageValues;
  readonly accountKind: NoMessageValues;
  readonly passwordLabel: NoMessageValues;
  readonly passwordPlaceholder: NoMessageValues;
  readonly passwordInvalid: NoMessageValues;
  readonly passwordSubmit: NoMessageValues;
  readonly forgotPassword: NoMessageValues;
  readonly resetTitle: NoMessageValues;
  readonly resetBy: NoMessageValues;
  readonly tabWhatsApp: NoMessageValues;
  readonly resetCodeLabel: NoMessageValues;
  readonly resetCodePlaceholder: NoMessageValues;
  readonly send: NoMessageValues;
  readonly sendAgainIn: { readonly seconds: MessageValue };
  readonly newPassword: NoMessageValues;
  readonly newPasswordHint: NoMessageValues;
  readonly confirmPassword: NoMessageValues;
  readonly passwordMismatch: NoMessageValues;
  readonly resetSubmit: NoMessageValues;
  readonly resetDone: NoMessageValues;
  readonly doneTitle: NoMessageValues;
  readonly doneWelcome: { readonly name: MessageValue };
  readonly doneBody: NoMessageValues;
  readonly continueShopping: NoMessageValues;
  readonly loggedOutTitle: NoMessageValues;
  readonly loggedOutBody: NoMessageValues;
  readonly logInAgain: NoMessageValues;
  readonly alreadyBody: { readonly name: MessageValue };
  readonly logOut: NoMessageValues;
}>({
  back: { id: 'auth.common.back', defaultMessage: 'Back' },
  backToLogin: { id: 'auth.dialog.backToLogin', defaultMessage: 'Back to log in' },

  agreement: {
    id: 'auth.agreement.label',
    defaultMessage:
      'I have read and agree to the <agreement>User Agreement</agreement>, <terms>Terms and Conditions</terms> and <refund>Return and Refund Policy</refund>',
  },

  phoneLabel: { id: 'auth.phone.label', defaultMessage: 'WhatsApp number' },
  phoneAccountLabel: { id: 'auth.phone.accountLabel', defaultMessage: 'Phone number' },
  phonePlaceholder: { id: 'auth.phone.placeholder', defaultMessage: 'Phone number' },
  phoneInvalid: { id: 'auth.phone.invalid', defaultMessage: 'Enter a valid phone number' },
  emailLabel: { id: 'auth.email.label', defaultMessage: 'E-mail' },
  emailPlaceholder: { id: 'auth.email.placeholder', defaultMessage: 'name@example.com' },
  emailInvalid: { id: 'auth.email.invalid', defaultMessage: 'Enter a valid e-mail address' },

  loginTitle: { id: 'auth.login.title', defaultMessage: 'Log in' },
  loginIntro: {
    id: 'auth.login.intro',
    defaultMessage: 'New to Pasar? An account is created for you when you log in.',
  },
  sendWhatsApp: { id: 'auth.login.sendWhatsApp', defaultMessage: 'Send code via WhatsApp' },
  emailLoginTitle: { id: 'auth.emailLogin.title', defaultMessage: 'Log in with e-mail' },
  emailSubmit: { id: 'auth.emailLogin.submit', defaultMessage: 'Verify and log in' },

  otherTitle: { id: 'auth.other.title', defaultMessage: 'Other ways to log in' },
  otherWhatsApp: { id: 'auth.other.whatsapp', defaultMessage: 'WhatsApp' },
  otherEmail: { id: 'auth.other.email', defaultMessage: 'E-mail' },
  otherPassword: { id: 'auth.other.password', defaultMessage: 'Password' },
  otherGoogle: { id: 'auth.other.google', defaultMessage: 'Google' },

  captchaTitle: { id: 'auth.captcha.title', defaultMessage: 'Enter the characters you see' },
  captchaAlt: { id: 'auth.captcha.alt', defaultMessage: 'Captcha picture' },
  captchaInput: { id: 'auth.captcha.input', defaultMessage: 'Picture code' },
  captchaPlaceholder: { id: 'auth.captcha.placeholder', defaultMessage: '6 characters' },
  captchaWrong: { id: 'auth.captcha.wrong', defaultMessage: 'That was not right. Try this new picture.' },
  captchaWrongAudio: {
    id: 'auth.captcha.wrongAudio',
    defaultMessage: 'That was not right. Listen to the new characters.',
  },
  captchaListen: { id: 'auth.captcha.listen', defaultMessage: 'Play audio' },
  captchaAudioLabel: { id: 'auth.captcha.audioLabel', defaultMessage: 'Spoken characters' },
  captchaAudioLoading: { id: 'auth.captcha.audioLoading', defaultMessage: 'Loading the audio…' },
  captchaAudioReady: {
    id: 'auth.captcha.audioReady',
    defaultMessage: 'Audio ready. Play it, then type the characters you heard.',
  },
  captchaAudioPlaying: {
    id: 'auth.captcha.audioPlaying',
    defaultMessage: 'Playing the characters. Type them in the code field.',
  },
  confirm: { id: 'auth.captcha.confirm', defaultMessage: 'Confirm' },
  cancel: { id: 'auth.captcha.cancel', defaultMessage: 'Cancel' },

  codeSent: { id: 'auth.code.sent', defaultMessage: 'Code sent successfully' },
  codeTitle: { id: 'auth.code.title', defaultMessage: 'Enter verification code' },
  codeSentTo: {
    id: 'auth.code.sentTo',
    defaultMessage:
      'We sent a 6-digit code by {channel, select, whatsapp {WhatsApp} other {e-mail}} to <b>{target}</b>',
  },
  codeLabel: { id: 'auth.code.label', defaultMessage: 'Verification code' },
  resendIn: { id: 'auth.code.resendIn', defaultMessage: 'Resend code in' },
  resend: { id: 'auth.code.resend', defaultMessage: 'Resend code' },
  codeLogIn: { id: 'auth.code.logIn', defaultMessage: 'Log in' },
  loggedIn: { id: 'auth.code.loggedIn', defaultMessage: 'Logged in. Taking you back…' },

  passwordTitle: { id: 'auth.password.title', defaultMessage: 'Log in with password' },
  tabPhone: { id: 'auth.password.tabPhone', defaultMessage: 'Phone' },
  tabEmail: { id: 'auth.password.tabEmail', defaultMessage: 'E-mail' },
  accountKind: { id: 'auth.password.accountKind', defaultMessage: 'Log in with' },
  passwordLabel: { id: 'auth.password.label', defaultMessage: 'Password' },
  passwordPlaceholder: { id: 'auth.password.placeholder', defaultMessage: 'Enter your password' },
  passwordInvalid: {
    id: 'auth.password.invalid',
    defaultMessage: 'The password does not comply with the standard',
  },
  passwordSubmit: { id: 'auth.password.submit', defaultMessage: 'Log In' },
  forgotPassword: { id: 'auth.password.forgot', defaultMessage: 'Forgot password?' },

  resetTitle: { id: 'auth.reset.title', defaultMessage: 'Reset password' },
  resetBy: { id: 'auth.reset.by', defaultMessage: 'Reset by' },
  tabWhatsApp: { id: 'auth.reset.tabWhatsApp', defaultMessage: 'WhatsApp' },
  resetCodeLabel: { id: 'auth.reset.codeLabel', defaultMessage: 'Verification code' },
  resetCodePlaceholder: { id: 'auth.reset.codePlaceholder', defaultMessage: '6 digits' },
  send: { id: 'auth.reset.send', defaultMessage: 'Send' },
  sendAgainIn: { id: 'auth.reset.sendAgainIn', defaultMessage: 'Resend in {seconds}s' },
  newPassword: { id: 'auth.reset.newPassword', defaultMessage: 'New password' },
  newPasswordHint: {
    id: 'auth.reset.newPasswordHint',
    defaultMessage: 'At least 8 characters; any letters, digits, symbols or spaces; not a common password',
  },
  confirmPassword: { id: 'auth.reset.confirmPassword', defaultMessage: 'Re-enter new password' },
  passwordMismatch: { id: 'auth.reset.mismatch', defaultMessage: 'The two passwords do not match' },
  resetSubmit: { id: 'auth.reset.submit', defaultMessage: 'Submit' },
  resetDone: { id: 'auth.reset.done', defaultMessage: 'Password changed. Please log in again.' },

  doneTitle: { id: 'auth.done.title', defaultMessage: 'Logged in' },
  doneWelcome: { id: 'auth.done.welcome', defaultMessage: 'Welcome, {name}!' },
  doneBody: { id: 'auth.done.body', defaultMessage: 'You are logged in. Happy shopping!' },
  continueShopping: { id: 'auth.done.continue', defaultMessage: 'Continue shopping' },

  loggedOutTitle: { id: 'auth.loggedOut.title', defaultMessage: 'Logged out' },
  loggedOutBody: {
    id: 'auth.loggedOut.body',
    defaultMessage:
      'Your password has been changed and you have been logged out. Log in again with your new password.',
  },
  logInAgain: { id: 'auth.loggedOut.logIn', defaultMessage: 'Log in' },

  alreadyBody: { id: 'auth.already.body', defaultMessage: 'You are logged in as {name}.' },
  logOut: { id: 'auth.already.logOut', defaultMessage: 'Log out' },
});
