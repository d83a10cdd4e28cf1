import type { StaticDocument } from './document-types';
import { privacyMessages as m } from './messages/privacy';
import { StaticDocumentPage, type StaticDocumentPageProps } from './static-document';

const privacy: StaticDocument = {
  key: 'privacy',
  title: m.title,
  intro: [m.intro1, m.intro2],
  sections: [
    {
      id: 'collect',
      heading: m.collectHeading,
      blocks: [{ list: [m.collectItem1, m.collectItem2, m.collectItem3, m.collectItem4, m.collectItem5] }],
    },
    {
      id: 'use',
      heading: m.useHeading,
      blocks: [{ list: [m.useItem1, m.useItem2, m.useItem3, m.useItem4, m.useItem5] }],
    },
    {
      id: 'share',
      heading: m.shareHeading,
      blocks: [
        m.shareP1,
        { list: [m.shareItem1, m.shareItem2, m.shareItem3, m.shareItem4, m.shareItem5] },
        m.shareP2,
      ],
    },
    { id: 'cookies', heading: m.cookiesHeading, blocks: [m.cookiesP1, m.cookiesP2] },
    { id: 'security', heading: m.securityHeading, blocks: [m.securityP1, m.securityP2, m.securityP3] },
    {
      id: 'rights',
      heading: m.rightsHeading,
      blocks: [{ list: [m.rightsItem1, m.rightsItem2, m.rightsItem3] }],
    },
    { id: 'deletion', heading: m.deletionHeading, blocks: [m.deletionP1, m.deletionP2] },
    { id: 'changes', heading: m.changesHeading, blocks: [m.changesP1, m.changesP2] },
  ],
};

/** /privacy: the Privacy Policy. */
export function PrivacyPage({ language }: StaticDocumentPageProps) {
  return <StaticDocumentPage document={privacy} language={language} />;
}
