// Where the static pages point. One file, so the real store listings replace these in one edit.

// Decision: placeholder store listings until the Pasar apps are published; swap the URLs here
// (the download page, its QR codes and the footer's scan-to-download block all read them).
export const appStoreUrl = 'https://apps.apple.com/app/pasar';
export const googlePlayUrl = 'https://play.google.com/store/apps/details?id=com.pasar.shop';

/** The routes of the static pages (SPEC.md §2), for links between them. */
export const staticPagePaths = {
  faqs: '/faqs',
  refundPolicy: '/refundPolicy',
  privacy: '/privacy',
  agreement: '/agreement',
  policyTerms: '/policyTerms',
  downloadApp: '/downloadApp',
} as const;
