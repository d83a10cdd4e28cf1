import type { StaticDocument } from './document-types';
import { agreementMessages as m } from './messages/agreement';
import { StaticDocumentPage, type StaticDocumentPageProps } from './static-document';

const agreement: StaticDocument = {
  key: 'agreement',
  title: m.title,
  intro: [m.intro1, m.intro2],
  sections: [
    { id: 'account', heading: m.accountHeading, blocks: [m.accountP1, m.accountP2, m.accountP3] },
    {
      id: 'security',
      heading: m.securityHeading,
      blocks: [{ list: [m.securityItem1, m.securityItem2, m.securityItem3] }],
    },
    {
      id: 'conduct',
      heading: m.conductHeading,
      blocks: [
        m.conductP1,
        { list: [m.conductItem1, m.conductItem2, m.conductItem3, m.conductItem4, m.conductItem5] },
      ],
    },
    { id: 'benefits', heading: m.benefitsHeading, blocks: [m.benefitsP1, m.benefitsP2] },
    { id: 'content', heading: m.contentHeading, blocks: [m.contentP1, m.contentP2] },
    { id: 'suspension', heading: m.suspensionHeading, blocks: [m.suspensionP1, m.suspensionP2] },
    { id: 'liability', heading: m.liabilityHeading, blocks: [m.liabilityP1, m.liabilityP2] },
    { id: 'changes', heading: m.changesHeading, blocks: [m.changesP1, m.changesP2] },
  ],
};

/**
 * /agreement: the User Agreement. `language` fixes it to one language (/agreement-id,
 * /agreement-en, /agreement-zh-CN, linked from the app stores and the native app).
 */
export function AgreementPage({ language }: StaticDocumentPageProps) {
  return <StaticDocumentPage document={agreement} language={language} />;
}
