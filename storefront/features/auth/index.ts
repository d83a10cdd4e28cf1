// Signing in and out (SPEC.md §2 login group, §4): the login screens, what sign-in needs on
// every page (AuthRoot), the one way to send a shopper to log in, login events.
// The app's route table imports ./routes (the login screens) directly.
export { AuthRoot } from './auth-root';
export { useGoToLogin, type LoginReason } from './go-to-login';
export { onLoggedIn, type LoggedIn } from './logged-in-events';
export { requestLogin, useLoginDialog } from './login-dialog-store';
// What a member's own code flow (account deletion; linking a contact) shares with the login: the
// Send button's machine with its captcha, the captcha dialog, the error line, the masked contact;
// and for the linking steps (login group) the screen's frame, the contact field and the inspector.
export { providedSendCodeMachine } from './provided-machines';
export { CaptchaStep } from './captcha-step';
export { FlowErrorMessage, useFlowErrorText } from './flow-error';
// The masked contact lives in frame/ (shared by the account pages): re-exported for the flows here.
export { maskContact } from '../../frame/mask-contact';
export { useSendCode } from './use-send-code';
export { AuthPageFrame } from './auth-page-frame';
export { ContactField } from './contact-field';
export { loadInspector, machineInspect } from './inspector';
