import { Navigate, Outlet, type RouteObject } from 'react-router';
import { AppRoot } from './app-root';
import { RouteErrorBoundary } from './route-error-boundary';
import { NotFoundPage } from './not-found-page';
import { HomeLayout, LoginLayout, MainLayout, ProductLayout } from '../layouts/group-layouts';
// A feature's route table is the one file of it the app imports directly, not through its
// index.ts: the table loads with every first page while the pages (and most of what index.ts
// offers) load on their own chunks.
import { settingsRoutes } from '../features/settings/routes';
import { staticPageRoutes } from '../features/static-pages/routes';
import { catalogueRoutes } from '../features/catalogue/routes';
import { searchRoutes } from '../features/search/routes';
import { cartRoutes } from '../features/cart/routes';
import { addressRoutes } from '../features/addresses/routes';
import { authRoutes } from '../features/auth/routes';
import { accountRoutes } from '../features/account/routes';
import { messageRoutes } from '../features/messages/routes';
import { deletionRoutes } from '../features/deletion/routes';
import { linkingRoutes } from '../features/linking/routes';
import { checkoutRoutes } from '../features/checkout/routes';
import { trackingRoutes } from '../features/tracking/routes';
import { pointsRoutes } from '../features/points/routes';
import { orderRoutes } from '../features/orders/routes';
import { voucherRoutes } from '../features/vouchers/routes';
import { afterSalesRoutes } from '../features/after-sales/routes';
import { refundSettingsRoutes } from '../features/refund-settings/routes';

/**
 * The one route table (SPEC.md §2): four groups, each with its layout and its error page.
 * Each feature adds its paths to its group; a path whose page does not exist yet falls to the
 * catch-all (no placeholder pages).
 *
 * Login group: /login /emailLogin /forgetPassword /verificationCode /accountLogin /verifyPhone
 *   /bindPhone /verifyEmail /bindEmail /activities /setLanguage /downloadApp
 * Home: / /cate · Product: /commodDetail /commodDetailEmpty /paymentSuccess /commodityList /coupons
 * Main: /me /setting /order /afterSaleOrder /addressManage /addressDetail /message /cart
 *   /orderConfirm /afterSaleOrderDetail/:id /orderDetail/:no /search /shipmentTracking
 *   /trackingDetail /tracking /applyRefund /refunds /points /faqs /couponsList /vouchertcs /delete
 *   /payment-option /checkout /refund-settings /privacy /refundPolicy /agreement(-id|-en|-zh-CN)
 *   /policyTerms(-id|-en|-zh-CN) /setting-country
 */
const loginGroup: RouteObject[] = [
  ...settingsRoutes.login,
  ...staticPageRoutes.login,
  ...authRoutes.login,
  ...linkingRoutes.login,
  ...voucherRoutes.login,
];
const homeGroup: RouteObject[] = [...catalogueRoutes.home];
const productGroup: RouteObject[] = [
  ...catalogueRoutes.product,
  ...checkoutRoutes.product,
  ...voucherRoutes.product,
];
const mainGroup: RouteObject[] = [
  ...accountRoutes.main,
  ...settingsRoutes.main,
  ...staticPageRoutes.main,
  ...searchRoutes.main,
  ...cartRoutes.main,
  ...addressRoutes.main,
  ...messageRoutes.main,
  ...deletionRoutes.main,
  ...checkoutRoutes.main,
  ...trackingRoutes.main,
  ...pointsRoutes.main,
  ...orderRoutes.main,
  ...voucherRoutes.main,
  ...afterSalesRoutes.main,
  ...refundSettingsRoutes.main,
];

/** A group's layout and each of its pages show the error page in their place if they fail. */
const withErrorPage = (element: React.ReactNode) => <RouteErrorBoundary>{element}</RouteErrorBoundary>;
const group = (element: React.ReactNode, children: RouteObject[]): RouteObject => ({
  element: withErrorPage(element),
  children: children.map((route) => ({ ...route, element: withErrorPage(route.element ?? <Outlet />) })),
});

export const routes: RouteObject[] = [
  {
    element: withErrorPage(<AppRoot />),
    children: [
      group(<LoginLayout />, loginGroup),
      group(<HomeLayout />, homeGroup),
      group(<ProductLayout />, productGroup),
      group(<MainLayout />, mainGroup),
      { path: '/pc', element: <Navigate to="/" replace /> },
      group(<MainLayout />, [{ path: '*', element: <NotFoundPage /> }]),
    ],
  },
];
