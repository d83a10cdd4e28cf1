export { CaptchaDialog, type CaptchaAudio, type CaptchaDialogProps } from './captcha-dialog';
