// The head of each page the server draws (docs/decisions/044-server-rendered-first-view.md): its
// title and description, for the tab, a crawler and a shared link's preview (Open Graph), in the
// words the page itself shows. Read by entry-server.tsx only: none of it is on a first load.
import { createIntl, defineMessages, type MessageDescriptor } from 'react-intl';
import { catalogueMessages } from './features/catalogue/messages';
import { searchMessages } from './features/search/messages';
import { vouchersMessages } from './features/vouchers/messages';
import { agreementMessages } from './features/static-pages/messages/agreement';
import { downloadAppMessages } from './features/static-pages/messages/download-app';
import { faqsMessages } from './features/static-pages/messages/faqs';
import { policyTermsMessages } from './features/static-pages/messages/policy-terms';
import { privacyMessages } from './features/static-pages/messages/privacy';
import { refundPolicyMessages } from './features/static-pages/messages/refund-policy';
import { messagesByLocale } from './i18n/all-messages';
import { defaultLocale, type Locale } from './i18n/locales';

const m = defineMessages({
  shopDescription: {
    id: 'firstView.shopDescription',
    defaultMessage: 'Shop online in Indonesia, Singapore and Malaysia: groceries and daily needs, delivered.',
  },
});

/** The shop's own description, for a page without one. */
const shopDescription: MessageDescriptor = m.shopDescription;

interface PageHeadWords {
  title: MessageDescriptor;
  /** The shop's own description unless the page has one of its own (a document's introduction). */
  description?: MessageDescriptor;
}

const documents: Record<string, PageHeadWords> = {
  '/agreement': { title: agreementMessages.title, description: agreementMessages.intro1 },
  '/policyTerms': { title: policyTermsMessages.title, description: policyTermsMessages.intro },
};

const heads: Record<string, PageHeadWords> = {
  '/': { title: catalogueMessages.homeTitle },
  '/cate': { title: catalogueMessages.categoriesTitle },
  '/commodityList': { title: catalogueMessages.allProducts },
  '/search': { title: searchMessages.title },
  '/coupons': { title: vouchersMessages.centerTitle },
  '/activities': { title: vouchersMessages.activitiesTitle, description: vouchersMessages.activitiesIntro },
  '/faqs': { title: faqsMessages.title, description: faqsMessages.intro },
  '/refundPolicy': { title: refundPolicyMessages.title, description: refundPolicyMessages.intro },
  '/privacy': { title: privacyMessages.title, description: privacyMessages.intro1 },
  '/downloadApp': { title: downloadAppMessages.title, description: downloadAppMessages.intro },
  ...documents,
};

/** A document fixed to a language (/agreement-id…, app/routes.tsx): its words are in that one. */
const fixedLanguage = /^(\/(?:agreement|policyTerms))-(id|en|zh-CN)$/;

export interface PageHead {
  title: string;
  description: string;
  /** The language the words are in: the shopper's, or a fixed document's own. */
  language: Locale;
}

/** The head of the page at `pathname` in `language`, or null for a page with none of its own. */
export function pageHead(pathname: string, language: Locale): PageHead | null {
  const [, document, fixed] = fixedLanguage.exec(pathname) ?? [];
  const words = heads[document ?? pathname];
  if (!words) return null;
  const locale = (fixed as Locale | undefined) ?? language;
  const intl = createIntl({ locale, messages: messagesByLocale[locale], defaultLocale });
  return {
    title: intl.formatMessage(words.title),
    description: intl.formatMessage(words.description ?? shopDescription),
    language: locale,
  };
}
