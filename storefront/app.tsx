import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { Toaster } from '@pasar/ui';
import { IntlRoot } from './i18n/intl-root';
import { preferredLocale } from './i18n/preferred-locale';
import { routes } from './routes';
import { useSession } from './session/session-store';

export function App() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  const chosen = useSession((s) => s.localeInfo.language);
  const locale = chosen ?? preferredLocale(navigator.languages);
  return (
    <IntlRoot locale={locale}>
      {/* SWR keys are API paths; the language is part of a key wherever answers are translated. */}
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
        <RouterProvider router={router} />
        <Toaster />
      </SWRConfig>
    </IntlRoot>
  );
}
