// The flow machines (DESIGN.md): pure statecharts whose actors the storefront provides from api/.
export * from './shared';
export * from './captcha.machine';
export * from './login.machine';
export * from './password-login.machine';
export * from './password-reset.machine';
