import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { loadMessages } from './load-messages';
import { defaultLocale, type CompiledMessages, type Locale } from './locales';

export interface Loaded {
  locale: Locale;
  messages: CompiledMessages;
}

/**
 * Loads the language's messages (one chunk each) and provides them; keeps the old ones while
 * switching. `initial`: words already here (the server renders with them; the browser loads the
 * server's before it hydrates its page), so the first render has them.
 */
export function IntlRoot({
  locale,
  fallback,
  initial = null,
  children,
}: {
  locale: Locale;
  fallback: ReactNode;
  initial?: Loaded | null;
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(initial);

  useEffect(() => {
    let current = true;
    void loadMessages(locale).then((messages) => {
      // A transition: the whole shop renders under the new words, in slices (main.tsx).
      if (current)
        startTransition(() =>
          // The words the first render already had (a hydrated page): nothing to render again.
          setLoaded((had) => (had?.messages === messages ? had : { locale, messages })),
        );
    });
    document.documentElement.lang = locale;
    return () => {
      current = false;
    };
  }, [locale]);

  // Before the first language arrives there are no words to show yet.
  if (!loaded) return fallback;
  return (
    <IntlProvider locale={loaded.locale} messages={loaded.messages} defaultLocale={defaultLocale}>
      {children}
    </IntlProvider>
  );
}
