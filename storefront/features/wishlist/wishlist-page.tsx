import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Heart } from 'lucide-react';
import { EmptyState, Link, ProductCardSkeleton } from '@pasar/ui';
import { mergeVisitorLists } from '../../api/wishlist';
import { useWishlistPages } from '../../api/wishlist-pages';
import { PageHeader } from '../../frame/page-header';
import { PagedList } from '../../frame/paged-list';
import { usePageTitle } from '../../platform/use-page-title';
import { ProductCardLink } from '../catalogue';
import { wishlistMessages as m } from './messages';

const grid = 'grid grid-cols-2 gap-2 desktop:grid-cols-4 desktop:gap-4';

function WishlistSkeleton() {
  return (
    <ul aria-hidden="true" data-testid="wishlist-loading" className={`m-0 list-none p-0 ${grid}`}>
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/**
 * /wishlist (ADR 041): the saved products as cards, newest first, each with its heart (pressing it
 * removes the product here and everywhere), paged as it scrolls. Signed-in only (the member guard
 * sends a visitor to log in: `member: true` in ./routes.tsx); a visitor's hearts wait on the device
 * and are merged at login, so the page asks again once a merge under way has ended.
 */
export function WishlistPage() {
  const intl = useIntl();
  const list = useWishlistPages();
  usePageTitle(intl.formatMessage(m.title));
  const { refresh } = list;
  useEffect(() => {
    void mergeVisitorLists().then(refresh);
    // Once per visit: refresh is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <main className="flex flex-col gap-3 pb-8">
      <PageHeader title={intl.formatMessage(m.title)} />
      <div className="px-3 desktop:px-0">
        <PagedList
          list={list}
          words={m}
          testId="wishlist"
          listClassName={grid}
          skeleton={<WishlistSkeleton />}
          empty={
            <EmptyState
              icon={<Heart />}
              title={intl.formatMessage(m.emptyTitle)}
              description={intl.formatMessage(m.emptyBody)}
              headingLevel={2}
              action={
                <Link variant="standalone" href="/" className="font-medium">
                  {intl.formatMessage(m.goShopping)}
                </Link>
              }
              className="bg-surface desktop:rounded-lg"
            />
          }
        >
          {(product) => (
            <li key={product.product_no} className="flex min-w-0 flex-col gap-1">
              <ProductCardLink product={product} variant="outline" />
              {!product.available && (
                <span className="text-center text-xs text-muted-foreground">
                  {intl.formatMessage(m.unavailable)}
                </span>
              )}
            </li>
          )}
        </PagedList>
      </div>
    </main>
  );
}
