export { PasswordField, type PasswordFieldProps } from './password-field';
export { passwordFieldMessages } from './messages';
