import { FormattedMessage, useIntl } from 'react-intl';
import { languageNames } from '../../i18n/language-names';
import { locales, type Locale } from '../../i18n/locales';
import { PageHeader } from '../../frame/page-header';
import { setLanguage } from '../../api/device';
import { ChoiceList } from './choice-list';
import { settingsMessages as m } from './messages';

/** /setLanguage: English, Bahasa Indonesia, 简体中文 — the whole shop switches at once. */
export function SetLanguagePage() {
  const intl = useIntl();
  return (
    <main className="mx-auto max-w-xl pb-8">
      <PageHeader title={intl.formatMessage(m.languageTitle)} />
      <div className="flex flex-col gap-3 p-4">
        <p className="m-0 text-sm text-muted-foreground">
          <FormattedMessage {...m.languageHint} />
        </p>
        <ChoiceList<Locale>
          label={intl.formatMessage(m.languageTitle)}
          value={intl.locale as Locale}
          onChange={setLanguage}
          choices={locales.map((locale) => ({ id: locale, label: languageNames[locale], lang: locale }))}
        />
      </div>
    </main>
  );
}
