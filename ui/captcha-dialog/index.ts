export { CaptchaDialog, type CaptchaDialogProps } from './captcha-dialog';
