import type { RouteObject } from 'react-router';
import { lazyPage } from '../../frame/lazy-page';

/** /payment-option and /refund-settings (main layout, the side menu's "Payment option"), lazy chunks. */
export const refundSettingsRoutes = {
  main: [
    {
      path: '/payment-option',
      ...lazyPage(() => import('./payment-option-page').then((m) => m.PaymentOptionPage)),
    },
    {
      path: '/refund-settings',
      ...lazyPage(() => import('./refund-settings-page').then((m) => m.RefundSettingsPage)),
    },
  ],
} satisfies Record<string, RouteObject[]>;
