import { API_BASE } from '../../api/request';

// Where the static pages point. One file, so the real store listings replace these in one edit.

// Decision: placeholder store listings until the Pasar apps are published; swap the URLs here
// (the download page's store links read them). The QR codes are drawn by the server from app
// config, whose defaults are these same links (contract/app-config.ts): change both.
export const appStoreUrl = 'https://apps.apple.com/app/pasar';
export const googlePlayUrl = 'https://play.google.com/store/apps/details?id=com.pasar.shop';

export type AppStoreTarget = 'ios' | 'android';
/** The QR code of a store's download link, drawn by the server from app config (server/areas/app-load/app-qr-codes.ts). */
export const appQrCodeUrl = (target: AppStoreTarget) => `${API_BASE}/support/api/app/qr?target=${target}`;

/** The routes of the static pages (SPEC.md §2), for links between them. */
export const staticPagePaths = {
  faqs: '/faqs',
  refundPolicy: '/refundPolicy',
  privacy: '/privacy',
  agreement: '/agreement',
  policyTerms: '/policyTerms',
  downloadApp: '/downloadApp',
} as const;
