import type { Call } from './request';

/** POST /support/api/app/load: the country list and the server clock. Every start-up makes it. */
export const appLoadKey = 'support/api/app/load';

export const appLoadCall = (): Call => [appLoadKey, { method: 'POST' }];
