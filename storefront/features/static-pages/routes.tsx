import type { RouteObject } from 'react-router';
import { lazyPage } from '../../frame/lazy-page';

const agreement = () => import('./agreement-page').then((m) => m.AgreementPage);
const policyTerms = () => import('./policy-terms-page').then((m) => m.PolicyTermsPage);

/**
 * The static pages (SPEC.md §2). /downloadApp is in the login group (no main layout); the
 * rest in the main layout. -id / -en / -zh-CN show a document in that language whatever the
 * UI language (links from the app stores and the native app).
 */
export const staticPageRoutes = {
  login: [{ path: '/downloadApp', ...lazyPage(() => import('./download-app-page').then((m) => m.DownloadAppPage)) }],
  main: [
    { path: '/faqs', ...lazyPage(() => import('./faqs-page').then((m) => m.FaqsPage)) },
    { path: '/refundPolicy', ...lazyPage(() => import('./refund-policy-page').then((m) => m.RefundPolicyPage)) },
    { path: '/privacy', ...lazyPage(() => import('./privacy-page').then((m) => m.PrivacyPage)) },
    { path: '/agreement', ...lazyPage(agreement) },
    { path: '/agreement-id', ...lazyPage(agreement, { language: 'id' }) },
    { path: '/agreement-en', ...lazyPage(agreement, { language: 'en' }) },
    { path: '/agreement-zh-CN', ...lazyPage(agreement, { language: 'zh-CN' }) },
    { path: '/policyTerms', ...lazyPage(policyTerms) },
    { path: '/policyTerms-id', ...lazyPage(policyTerms, { language: 'id' }) },
    { path: '/policyTerms-en', ...lazyPage(policyTerms, { language: 'en' }) },
    { path: '/policyTerms-zh-CN', ...lazyPage(policyTerms, { language: 'zh-CN' }) },
  ],
} satisfies Record<string, RouteObject[]>;
