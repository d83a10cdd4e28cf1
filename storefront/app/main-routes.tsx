import { matchPath, matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { preloadElements } from '../frame/lazy-page';
import { noteMemberRoutes, type PageRoute } from '../frame/member-routes';
import { preloadMemberPageSkeleton, withMemberFirstViews } from '../frame/member-page-first-view';
import { withErrorPages } from './route-error-boundary';
import { NotFoundPage } from './not-found-page';
// The main group's route tables, like app/routes.tsx's: a feature's routes.tsx (main-routes.tsx
// where the feature has pages in another group too), not its index.ts.
import { settingsMainRoutes } from '../features/settings/main-routes';
import { staticPageMainRoutes } from '../features/static-pages/main-routes';
import { searchRoutes } from '../features/search/routes';
import { cartRoutes } from '../features/cart/routes';
import { addressRoutes } from '../features/addresses/routes';
import { accountRoutes } from '../features/account/routes';
import { messageRoutes } from '../features/messages/routes';
import { deletionRoutes } from '../features/deletion/routes';
import { checkoutMainRoutes } from '../features/checkout/main-routes';
import { trackingRoutes } from '../features/tracking/routes';
import { pointsRoutes } from '../features/points/routes';
import { orderRoutes } from '../features/orders/routes';
import { voucherMainRoutes } from '../features/vouchers/main-routes';
import { afterSalesRoutes } from '../features/after-sales/routes';
import { refundSettingsRoutes } from '../features/refund-settings/routes';
import { wishlistRoutes } from '../features/wishlist/routes';

/**
 * The main group's pages (SPEC.md §2: account, orders, cart, checkout, search, the information
 * pages) and the catch-all, a chunk of its own below the main layout (app/routes.tsx).
 * Decision (ADR 008, "Later: the main group's route table off the first load"): none of the
 * landing pages is in this group, and each page added here had put its route
 * entry and its chunks' file names into every first load, ~0.45 KiB compressed for four features.
 * A new page of the main group goes here and costs the first load nothing.
 */
const mainPages: PageRoute[] = [
  ...accountRoutes.main,
  ...settingsMainRoutes.main,
  ...staticPageMainRoutes.main,
  ...searchRoutes.main,
  ...cartRoutes.main,
  ...addressRoutes.main,
  ...messageRoutes.main,
  ...deletionRoutes.main,
  ...checkoutMainRoutes.main,
  ...trackingRoutes.main,
  ...pointsRoutes.main,
  ...orderRoutes.main,
  ...voucherMainRoutes.main,
  ...afterSalesRoutes.main,
  ...refundSettingsRoutes.main,
  ...wishlistRoutes.main,
];
// The member guard and the login screens' Back read `member: true` once this chunk has arrived.
noteMemberRoutes(mainPages);
// A member page shows its skeleton until the app is live (frame/member-page-first-view.tsx):
// the server draws it so, for a visitor it cannot tell from a member.
const mainGroup: RouteObject[] = withErrorPages(
  withMemberFirstViews([...mainPages, { path: '*', element: <NotFoundPage /> }]),
);

/**
 * Whether `pathname` is one of this group's member pages, which the server draws as their frame
 * and skeleton (storefront/entry-server.tsx). Decision: the member pages of the first groups (the
 * linking screens, payment success) are left to the browser: drawing them would put the skeleton's
 * code on every landing page's first load.
 */
export function isMainMemberPage(pathname: string): boolean {
  return mainPages.some((route) => route.member && route.path && matchPath(route.path, pathname));
}

/** Rendered under app/routes.tsx's `*` route: the paths are absolute, as in every routes.tsx. */
export function MainRoutes() {
  return useRoutes(mainGroup);
}

/** Loads the chunks of the main group's page at `pathname`, as app/routes.tsx's preloadPage does. */
export function preloadMainPage(pathname: string): Promise<unknown> {
  return Promise.all([
    preloadElements((matchRoutes(mainGroup, pathname) ?? []).map((match) => match.route.element)),
    isMainMemberPage(pathname) ? preloadMemberPageSkeleton() : undefined,
  ]);
}
