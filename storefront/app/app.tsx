import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { SWRConfig } from 'swr';
import { I18nProvider } from 'react-aria-components';
import { ToasterOnDemand } from '@pasar/ui';
import { IntlRoot, type Loaded } from '../i18n/intl-root';
import { StartupScreen } from '../frame/startup-screen';
import { shopperLocale } from '../i18n/preferred-locale';
import { routes } from './routes';
import { useSession } from '../session/session-store';
import { keepServedAnswers } from './first-view';

/** What a first view drawn on the server starts from (storefront/entry-server.tsx, main.tsx). */
export interface FirstRender {
  /** The words of the server's language, already loaded. */
  words: Loaded;
  /** SWR's fallback: the answers the server drew with (storefront/app/first-view.ts). */
  fallback: Record<string, unknown>;
}

export function App({
  Router = BrowserRouter,
  first,
}: {
  /** The server renders at the request's address (react-router's StaticRouter). */
  Router?: ComponentType<{ children: ReactNode }>;
  first?: FirstRender;
}) {
  const chosen = useSession((s) => s.localeInfo.language);
  const locale = shopperLocale(chosen);
  return (
    // Before the first language arrives there are no words yet: the start-up screen without its line.
    <IntlRoot locale={locale} fallback={<StartupScreen />} initial={first?.words}>
      {/* react-aria's own labels, dates and numbers follow the shop's language too. */}
      <I18nProvider locale={locale}>
        {/* SWR keys are API paths; the language is part of a key wherever answers are translated. */}
        <SWRConfig
          value={{
            revalidateOnFocus: false,
            shouldRetryOnError: false,
            fallback: first?.fallback ?? {},
            use: [keepServedAnswers],
          }}
        >
          <Router>
            <AppRoutes />
          </Router>
          <ToasterOnDemand />
        </SWRConfig>
      </I18nProvider>
    </IntlRoot>
  );
}

/**
 * Decision: react-router's declarative router rather than its data router. The storefront's
 * pages load their own data (SWR), so loaders and actions would go unused, and the data router
 * adds 60 kB of script to every first load (ADR 008).
 */
function AppRoutes() {
  return useRoutes(routes);
}
