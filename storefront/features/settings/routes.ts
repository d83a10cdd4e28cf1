import type { RouteObject } from 'react-router';

// Pages load on their own chunk: the first visit to / downloads none of them.
/** Language (login group, no main layout) and country (main layout) settings. */
export const settingsRoutes = {
  login: [
    { path: '/setLanguage', lazy: async () => ({ Component: (await import('./set-language-page')).SetLanguagePage }) },
  ],
  main: [
    { path: '/setting-country', lazy: async () => ({ Component: (await import('./set-country-page')).SetCountryPage }) },
  ],
} satisfies Record<string, RouteObject[]>;
