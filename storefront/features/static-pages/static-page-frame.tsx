import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PageHeader } from '../../frame/page-header';

/**
 * The frame every static page shares: the page header (the h1, a back bar on mobile, the tab
 * and native-shell title) and a readable column. `lang` follows the words actually shown, so
 * a fixed-language document is pronounced right inside a page of another language.
 */
export function StaticPageFrame({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  const intl = useIntl();
  return (
    <article lang={intl.locale} className="mx-auto w-full max-w-3xl pb-10 text-foreground">
      <PageHeader title={intl.formatMessage(title)} />
      <div className="bg-surface px-4 py-5 desktop:rounded-lg desktop:px-8 desktop:py-8 desktop:shadow-card">
        {children}
      </div>
    </article>
  );
}
