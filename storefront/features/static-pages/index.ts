// The shop's static pages (SPEC.md §2): /faqs, /refundPolicy, /privacy, /agreement (and
// -id / -en / -zh-CN), /policyTerms (and -id / -en / -zh-CN), /downloadApp; the app-store links
// and QR codes the catalogue's download block shows too.
export { appStoreUrl, googlePlayUrl, staticPagePaths } from './constants';
export { QrCodeImage } from './qr-code-image';
