import { lazyPage } from '../../frame/lazy-page';
import type { PageRoute } from '../../frame/member-routes';

/** /payment-option and /refund-settings (main layout, the side menu's "Payment option"), lazy chunks. */
export const refundSettingsRoutes = {
  main: [
    {
      path: '/payment-option',
      member: true,
      ...lazyPage(() => import('./payment-option-page').then((m) => m.PaymentOptionPage)),
    },
    {
      path: '/refund-settings',
      member: true,
      ...lazyPage(() => import('./refund-settings-page').then((m) => m.RefundSettingsPage)),
    },
  ],
} satisfies Record<string, PageRoute[]>;
