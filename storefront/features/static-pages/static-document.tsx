import { FormattedMessage } from 'react-intl';
import { Link } from '@pasar/ui';
import type { Locale } from '../../i18n/locales';
import { isList, type DocumentList, type StaticDocument } from './document-types';
import { FixedLanguage } from './fixed-language';
import { staticPageMessages } from './messages/common';
import { RelatedLinks } from './related-links';
import { StaticPageFrame } from './static-page-frame';

export interface StaticDocumentPageProps {
  /** Show the document in this language whatever the UI language (the -id / -en / -zh-CN routes). */
  language?: Locale;
}

function DocumentListBlock({ block }: { block: DocumentList }) {
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <List className={`mt-3 space-y-2 pl-5 leading-relaxed ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
      {block.list.map((item) => (
        <li key={item.id}>
          <FormattedMessage {...item} />
        </li>
      ))}
    </List>
  );
}

function DocumentArticle({ document }: { document: StaticDocument }) {
  const anchor = (sectionId: string) => `${document.key}-${sectionId}`;
  const contentsId = `${document.key}-contents`;
  return (
    <StaticPageFrame title={document.title}>
      {document.intro.map((message) => (
        <p key={message.id} className="mb-3 leading-relaxed text-muted-foreground">
          <FormattedMessage {...message} />
        </p>
      ))}

      <nav aria-labelledby={contentsId} className="mt-5 rounded-lg bg-surface-sunken p-4">
        <h2 id={contentsId} className="text-sm font-semibold text-muted-foreground">
          <FormattedMessage {...staticPageMessages.contents} />
        </h2>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm">
          {document.sections.map((section) => (
            <li key={section.id}>
              <Link variant="standalone" href={`#${anchor(section.id)}`}>
                <FormattedMessage {...section.heading} />
              </Link>
            </li>
          ))}
        </ol>
      </nav>

      {document.sections.map((section) => (
        <section key={section.id} aria-labelledby={anchor(section.id)} className="mt-8">
          <h2 id={anchor(section.id)} className="scroll-mt-24 text-lg font-semibold desktop:text-xl">
            <FormattedMessage {...section.heading} />
          </h2>
          {section.blocks.map((block) =>
            isList(block) ? (
              <DocumentListBlock key={block.list[0]?.id} block={block} />
            ) : (
              <p key={block.id} className="mt-3 leading-relaxed">
                <FormattedMessage {...block} />
              </p>
            ),
          )}
        </section>
      ))}

      <RelatedLinks className="mt-10" />
    </StaticPageFrame>
  );
}

/** A policy page: the document in the UI language, or fixed to `language` when given. */
export function StaticDocumentPage({
  document,
  language,
}: StaticDocumentPageProps & { document: StaticDocument }) {
  return (
    <main>
      <FixedLanguage language={language}>
        <DocumentArticle document={document} />
      </FixedLanguage>
    </main>
  );
}
