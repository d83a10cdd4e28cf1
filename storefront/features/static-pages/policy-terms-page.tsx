import type { StaticDocument } from './document-types';
import { policyTermsMessages as m } from './messages/policy-terms';
import { StaticDocumentPage, type StaticDocumentPageProps } from './static-document';

const policyTerms: StaticDocument = {
  key: 'policy-terms',
  title: m.title,
  intro: [m.intro],
  sections: [
    { id: 'prices', heading: m.pricesHeading, blocks: [m.pricesP1, m.pricesP2] },
    {
      id: 'orders',
      heading: m.ordersHeading,
      blocks: [m.ordersP1, { list: [m.ordersItem1, m.ordersItem2, m.ordersItem3] }],
    },
    { id: 'payment', heading: m.paymentHeading, blocks: [m.paymentP1, m.paymentP2] },
    { id: 'delivery', heading: m.deliveryHeading, blocks: [m.deliveryP1, m.deliveryP2] },
    { id: 'completion', heading: m.completionHeading, blocks: [m.completionP1, m.completionP2] },
    { id: 'returns', heading: m.returnsHeading, blocks: [m.returnsP1] },
    {
      id: 'promotions',
      heading: m.promotionsHeading,
      blocks: [{ list: [m.promotionsItem1, m.promotionsItem2, m.promotionsItem3, m.promotionsItem4] }],
    },
    { id: 'general', heading: m.generalHeading, blocks: [m.generalP1, m.generalP2] },
  ],
};

/**
 * /policyTerms: the Terms and Conditions. `language` fixes it to one language
 * (/policyTerms-id, /policyTerms-en, /policyTerms-zh-CN).
 */
export function PolicyTermsPage({ language }: StaticDocumentPageProps) {
  return <StaticDocumentPage document={policyTerms} language={language} />;
}
