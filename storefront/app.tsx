import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { I18nProvider } from 'react-aria-components';
import { Toaster } from '@pasar/ui';
import { IntlRoot } from './i18n/intl-root';
import { shopperLocale } from './i18n/preferred-locale';
import { routes } from './routes';
import { useSession } from './session/session-store';

export function App() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  const chosen = useSession((s) => s.localeInfo.language);
  const locale = shopperLocale(chosen);
  return (
    <IntlRoot locale={locale}>
      {/* react-aria's own labels, dates and numbers follow the shop's language too. */}
      <I18nProvider locale={locale}>
        {/* SWR keys are API paths; the language is part of a key wherever answers are translated. */}
        <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
          <RouterProvider router={router} />
          <Toaster />
        </SWRConfig>
      </I18nProvider>
    </IntlRoot>
  );
}
