import { Suspense, use, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { Spinner } from '@pasar/ui';
import { loadMessages } from '../../i18n/load-messages';
import { defaultLocale, type CompiledMessages, type Locale } from '../../i18n/locales';
import { staticPageMessages } from './messages/common';

// One request per language for the life of the page; a failed load is forgotten so a later
// visit tries again (the route's error page offers "Try again").
const loading = new Map<Locale, Promise<CompiledMessages>>();
function messagesFor(language: Locale): Promise<CompiledMessages> {
  const cached = loading.get(language);
  if (cached) return cached;
  const promise = loadMessages(language);
  loading.set(language, promise);
  promise.catch(() => loading.delete(language));
  return promise;
}

function LanguageProvider({ language, children }: { language: Locale; children: ReactNode }) {
  // A rejected load throws to the route's error boundary ("Something went wrong").
  const messages = use(messagesFor(language));
  return (
    <IntlProvider locale={language} messages={messages} defaultLocale={defaultLocale}>
      {children}
    </IntlProvider>
  );
}

/**
 * Renders its children in `language` whatever the UI language is (SPEC.md §2: /agreement-id,
 * /policyTerms-zh-CN… opened from the app stores and the native app). Only that language's
 * messages chunk is fetched; a spinner shows meanwhile. Without `language`, or when it is
 * already the UI language, the children render as they are.
 */
export function FixedLanguage({ language, children }: { language?: Locale; children: ReactNode }) {
  const intl = useIntl();
  if (!language || language === intl.locale) return children;
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-16 text-primary">
          <Spinner size="lg" label={intl.formatMessage(staticPageMessages.loading)} />
        </div>
      }
    >
      <LanguageProvider language={language}>{children}</LanguageProvider>
    </Suspense>
  );
}
