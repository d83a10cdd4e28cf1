import { defineMessages } from 'react-intl';

/** Words shared by the static pages (documents, FAQs, download page). */
export const staticPageMessages = defineMessages({
  loading: {
    id: 'pages.static.loading',
    defaultMessage: 'Loading…',
    description: 'Announced while a document loads in a fixed language (e.g. /agreement-zh-CN)',
  },
  contents: {
    id: 'pages.static.contents',
    defaultMessage: 'On this page',
    description: 'Heading of the table of contents at the top of a policy document',
  },
  related: {
    id: 'pages.static.related',
    defaultMessage: 'More help and policies',
    description: 'Heading of the list of links to the other policy pages',
  },
  linkFaqs: { id: 'pages.static.link.faqs', defaultMessage: 'FAQs' },
  linkRefundPolicy: { id: 'pages.static.link.refundPolicy', defaultMessage: 'Return and Refund Policy' },
  linkPrivacy: { id: 'pages.static.link.privacy', defaultMessage: 'Privacy Policy' },
  linkAgreement: { id: 'pages.static.link.agreement', defaultMessage: 'User Agreement' },
  linkPolicyTerms: { id: 'pages.static.link.policyTerms', defaultMessage: 'Terms and Conditions' },
  linkDownloadApp: { id: 'pages.static.link.downloadApp', defaultMessage: 'Download the Pasar app' },
});
