import { useIntl } from 'react-intl';
import { Skeleton } from '@pasar/ui';
import { useIsMobile } from '../platform/use-is-mobile';
import { OrderCardSkeletons } from './order-card-skeletons';
import { startupMessages } from './startup-screen';

/**
 * A member page's first view (docs/decisions/044-server-rendered-first-view.md): the server draws
 * it for a visitor, who it cannot tell from a member (the token lives in the device's storage,
 * never in a cookie), so it draws the page's frame (the layout: the desktop header and side menu,
 * the mobile tab bar where the page has one) with this skeleton in the page's place, and the
 * browser hydrates the same (./member-page-first-view.tsx). The page itself renders from the next
 * render on, with the stored session: a member's page asks for its data and shows its own loading
 * state meanwhile, a visitor's is sent to log in (the member guard), as when the browser drew it
 * all. Decision: one skeleton for every member page (a title and three cards, the shape of most
 * of them: orders, requests, coins, vouchers, addresses, messages) rather than each page's own,
 * which would have to render without its member; it is on screen only until the app is live.
 */
export function MemberPageSkeleton() {
  const intl = useIntl();
  const mobile = useIsMobile();
  return (
    <div aria-busy="true" data-testid="member-page-skeleton">
      <span className="sr-only">{intl.formatMessage(startupMessages.pageLoading)}</span>
      {mobile ? (
        // frame/page-header.tsx's bar: the page's own replaces it in place.
        <div className="flex h-12 items-center gap-3 bg-surface px-3 shadow-card">
          <Skeleton className="size-6" />
          <Skeleton shape="text" className="w-32" />
        </div>
      ) : (
        <Skeleton shape="text" className="mb-4 w-48 text-2xl" />
      )}
      <div className="pt-3 desktop:pt-0">
        <OrderCardSkeletons />
      </div>
    </div>
  );
}
