// Consent for analytics and advertising (ADR 027): the banner and dialog on demand at the app's
// root, and the ways to reopen the choices (/setting, the desktop footer).
export { ConsentOnDemand } from './consent-on-demand';
export { ConsentChoicesButton } from './consent-choices-button';
export { openConsentChoices } from './choices-request';
export { consentMessages } from './messages';
