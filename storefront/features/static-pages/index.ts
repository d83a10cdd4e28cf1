// The shop's static pages (SPEC.md §2): /faqs, /refundPolicy, /privacy, /agreement (and
// -id / -en / -zh-CN), /policyTerms (and -id / -en / -zh-CN), /downloadApp.
export { FaqsPage } from './faqs-page';
export { RefundPolicyPage } from './refund-policy-page';
export { PrivacyPage } from './privacy-page';
export { AgreementPage } from './agreement-page';
export { PolicyTermsPage } from './policy-terms-page';
export { DownloadAppPage } from './download-app-page';
export type { StaticDocumentPageProps } from './static-document';
export { appStoreUrl, googlePlayUrl, staticPagePaths } from './constants';
export { QrCodeImage } from './qr-code-image';
export { staticPageRoutes } from './routes';
