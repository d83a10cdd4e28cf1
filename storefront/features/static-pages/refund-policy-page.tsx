import type { StaticDocument } from './document-types';
import { refundPolicyMessages as m } from './messages/refund-policy';
import { StaticDocumentPage, type StaticDocumentPageProps } from './static-document';

const refundPolicy: StaticDocument = {
  key: 'refund-policy',
  title: m.title,
  intro: [m.intro],
  sections: [
    {
      id: 'eligibility',
      heading: m.eligibilityHeading,
      blocks: [
        m.eligibilityP1,
        { list: [m.eligibilityItem1, m.eligibilityItem2, m.eligibilityItem3, m.eligibilityItem4] },
        m.eligibilityP2,
      ],
    },
    { id: 'types', heading: m.typesHeading, blocks: [{ list: [m.typesItem1, m.typesItem2] }] },
    {
      id: 'apply',
      heading: m.applyHeading,
      blocks: [{ list: [m.applyItem1, m.applyItem2, m.applyItem3, m.applyItem4], ordered: true }, m.applyP1],
    },
    { id: 'return', heading: m.returnHeading, blocks: [m.returnP1, m.returnP2] },
    {
      id: 'progress',
      heading: m.progressHeading,
      blocks: [
        m.progressP1,
        {
          list: [
            m.progressItem1,
            m.progressItem2,
            m.progressItem3,
            m.progressItem4,
            m.progressItem5,
            m.progressItem6,
          ],
        },
      ],
    },
    {
      id: 'payment',
      heading: m.paymentHeading,
      blocks: [m.paymentP1, m.paymentP2, { list: [m.paymentItem1, m.paymentItem2] }, m.paymentP3],
    },
    {
      id: 'vouchers',
      heading: m.vouchersHeading,
      blocks: [{ list: [m.vouchersItem1, m.vouchersItem2, m.vouchersItem3] }],
    },
    { id: 'help', heading: m.helpHeading, blocks: [m.helpP1] },
  ],
};

/** /refundPolicy: the Return and Refund Policy. */
export function RefundPolicyPage({ language }: StaticDocumentPageProps) {
  return <StaticDocumentPage document={refundPolicy} language={language} />;
}
