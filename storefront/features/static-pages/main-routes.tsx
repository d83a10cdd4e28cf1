import { lazyPage } from '../../frame/lazy-page';
import type { PageRoute } from '../../frame/member-routes';

const agreement = () => import('./agreement-page').then((m) => m.AgreementPage);
const policyTerms = () => import('./policy-terms-page').then((m) => m.PolicyTermsPage);

/**
 * This feature's pages of the main group. Apart from ./routes.tsx (the login group's) because
 * app/main-routes.tsx loads the main group's tables on a chunk of its own, and the build places a
 * module whole: in one file with the login group's they would stay on every first load
 * (ADR 008, "Later").
 */
export const staticPageMainRoutes = {
  main: [
    { path: '/faqs', ...lazyPage(() => import('./faqs-page').then((m) => m.FaqsPage)) },
    {
      path: '/refundPolicy',
      ...lazyPage(() => import('./refund-policy-page').then((m) => m.RefundPolicyPage)),
    },
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
} satisfies Record<string, PageRoute[]>;
