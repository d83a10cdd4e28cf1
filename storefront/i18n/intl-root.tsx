import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { loadMessages } from './load-messages';
import { defaultLocale, type CompiledMessages, type Locale } from './locales';

interface Loaded {
  locale: Locale;
  messages: CompiledMessages;
}

/** Loads the language's messages (one chunk each) and provides them; keeps the old ones while switching. */
export function IntlRoot({
  locale,
  fallback,
  children,
}: {
  locale: Locale;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    void loadMessages(locale).then((messages) => {
      // A transition: the whole shop renders under the new words, in slices (main.tsx).
      if (current) startTransition(() => setLoaded({ locale, messages }));
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
