// What other parts of the server may use of this area (eslint.config.js refuses a path into
// its files from outside it). Generated from what was used when the server moved to areas; add to it
// deliberately.

export { runDueDeletions } from './account-deletion';
export { lastSpokenCaptcha } from './captcha-audio';
export type { CaptchaSpeech } from './captcha-speech';
export { captchaText } from './captcha';
export { accountDeletionRoutes } from './deletion-routes';
export { GoogleOidcSignIn } from './google-oidc';
export { googleSandboxRoutes } from './google-sandbox-routes';
export { SandboxGoogleSignIn, isSandboxGoogle } from './google-sandbox';
export { GoogleSignInDisabled } from './google-sign-in';
export type { GoogleSignIn } from './google-sign-in';
export { purgeExpired } from './housekeeping';
export { memberLinkingRoutes } from './linking-routes';
export { findOrRegisterMember } from './members';
export { burnPasswordCheck } from './passwords';
export { memberProfileRoutes } from './profile-routes';
export { ageCodeSends } from './send-limits';
export { createSession, findSession } from './sessions';
export { memberAuthRoutes } from './sign-in-routes';
