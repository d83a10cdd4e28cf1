import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { IntlRoot } from './i18n/intl-root';
import { preferredLocale } from './i18n/preferred-locale';
import { routes } from './routes';

export function App() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  const locale = useMemo(() => preferredLocale(navigator.languages), []);
  return (
    <IntlRoot locale={locale}>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </IntlRoot>
  );
}
