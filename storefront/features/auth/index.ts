// Signing in and out (SPEC.md §2 login group, §4): the login screens, what sign-in needs on
// every page (AuthRoot), the one way to send a shopper to log in, login events.
// The app's route table imports ./routes (the login screens) directly.
export { AuthRoot } from './auth-root';
export { useGoToLogin, type LoginReason } from './go-to-login';
export { onLoggedIn, type LoggedIn } from './logged-in-events';
export { requestLogin } from './login-dialog-store';
// What the other screens that send a code reuse (features/linking): the frame of a login-group
// screen, the Send button's captcha dialog, state and machine, a flow's error and the contact field.
export { AuthPageFrame } from './auth-page-frame';
export { CaptchaStep } from './captcha-step';
export { ContactField } from './contact-field';
export { FlowErrorMessage } from './flow-error';
export { maskContact } from './mask-contact';
export { providedSendCodeMachine } from './provided-machines';
export { useSendCode } from './use-send-code';
export { loadInspector, machineInspect } from './inspector';
