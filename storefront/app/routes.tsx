import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { AppRoot } from './app-root';
import { withErrorPage, withErrorPages } from './route-error-boundary';
import { lazyPage, preloadElements } from '../frame/lazy-page';
import { noteMemberRoutes, type PageRoute } from '../frame/member-routes';
import { HomeLayout, LoginLayout, MainLayout, ProductLayout } from '../layouts/group-layouts';
// A feature's route table is the one file of it the app imports directly, not through its
// index.ts: the table loads with every first page while the pages (and most of what index.ts
// offers) load on their own chunks. The main group's tables are in ./main-routes (below).
import { settingsRoutes } from '../features/settings/routes';
import { staticPageRoutes } from '../features/static-pages/routes';
import { catalogueRoutes } from '../features/catalogue/routes';
import { authRoutes } from '../features/auth/routes';
import { linkingRoutes } from '../features/linking/routes';
import { checkoutRoutes } from '../features/checkout/routes';
import { voucherRoutes } from '../features/vouchers/routes';

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
const loginGroup: PageRoute[] = [
  ...settingsRoutes.login,
  ...staticPageRoutes.login,
  ...authRoutes.login,
  ...linkingRoutes.login,
  ...voucherRoutes.login,
];
const homeGroup: PageRoute[] = [...catalogueRoutes.home];
const productGroup: PageRoute[] = [
  ...catalogueRoutes.product,
  ...checkoutRoutes.product,
  ...voucherRoutes.product,
];
// The member guard and the login screens' Back read `member: true` from here (frame/member-routes).
noteMemberRoutes([...loginGroup, ...homeGroup, ...productGroup]);
/**
 * The main group's route table and the catch-all (./main-routes) are a chunk of their own: no
 * landing page is in the group, so its entries stay off every first load (ADR 008, "Later").
 * A main page opened directly preloads it with its own chunks (the page the server sends for each
 * path lists them: scripts/app-start.ts), and main.tsx asks for it once the first page has loaded
 * and is idle, so the first tap on Me or Cart waits for one chunk, as before, not two.
 */
export const loadMainRoutes = () => import('./main-routes');

/** A group's layout and each of its pages show the error page in their place if they fail. */
const group = (element: React.ReactNode, children: RouteObject[]): RouteObject => ({
  element: withErrorPage(element),
  children: withErrorPages(children),
});

export const routes: RouteObject[] = [
  {
    element: withErrorPage(<AppRoot />),
    children: [
      group(<LoginLayout />, loginGroup),
      group(<HomeLayout />, homeGroup),
      group(<ProductLayout />, productGroup),
      { path: '/pc', element: <Navigate to="/" replace /> },
      // The main group's pages and the catch-all (any path the table does not know).
      group(<MainLayout />, [{ path: '*', ...lazyPage(() => loadMainRoutes().then((m) => m.MainRoutes)) }]),
    ],
  },
];

/**
 * Loads the chunks of the page at `pathname` (its route's page, and for the main group its table
 * and page too), so a first render finds them all: the server before it draws, the browser
 * before it hydrates what the server drew (docs/decisions/044-server-rendered-first-view.md).
 */
export async function preloadPage(pathname: string): Promise<void> {
  const matched = matchRoutes(routes, pathname) ?? [];
  await preloadElements(matched.map((match) => match.route.element));
  if (matched.at(-1)?.route.path === '*') await (await loadMainRoutes()).preloadMainPage(pathname);
}
