import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorState, ProductGrid, type ProductGridProps } from '@pasar/ui';
import type { ProductCard } from '../../../contract/catalogue';
import { catalogueMessages as m } from './messages';
import { ProductCardLink } from './product-card-link';

/**
 * A phone's first screen, two rows of two: one of these pictures is the page's largest (the cards
 * are all one size, so whichever paints last of those on screen), so they load at once.
 */
const PRIORITY_CARDS = 4;

/** What useProductPages answers (storefront/api/catalogue.ts). */
export interface ProductPages {
  items: ProductCard[];
  hasMore: boolean;
  isLoading: boolean;
  error: unknown;
  loadMore: () => void;
  retry: () => void;
}

export interface ProductFeedProps {
  pages: ProductPages;
  'aria-label': string;
  emptyState?: ReactNode;
  desktopColumns?: ProductGridProps<ProductCard>['desktopColumns'];
  onOpen?: (product: ProductCard) => void;
}

/**
 * A paged grid of product cards (SPEC.md §4 "Feed", §9): six skeletons while a page loads, the
 * next page when the end scrolls near (throttled in the kit's grid), "no more" at the end, and a
 * retry of just the failed page.
 */
export function ProductFeed({ pages, emptyState, desktopColumns, onOpen, ...props }: ProductFeedProps) {
  const intl = useIntl();
  const { items, hasMore, isLoading, error } = pages;
  const failedFirst = Boolean(error) && items.length === 0;
  if (failedFirst)
    return (
      <ErrorState
        title={intl.formatMessage(m.loadFailed)}
        retryLabel={intl.formatMessage(m.tryAgain)}
        onRetry={pages.retry}
        headingLevel={2}
      />
    );
  return (
    <ProductGrid
      aria-label={props['aria-label']}
      items={items}
      getKey={(product) => product.product_no}
      renderItem={(product, index) => (
        <ProductCardLink product={product} onOpen={onOpen} priority={index < PRIORITY_CARDS} />
      )}
      isLoading={isLoading}
      hasMore={hasMore}
      onLoadMore={pages.loadMore}
      desktopColumns={desktopColumns}
      emptyState={emptyState}
      footer={
        error ? (
          <ErrorState
            title={intl.formatMessage(m.loadMoreFailed)}
            retryLabel={intl.formatMessage(m.tryAgain)}
            onRetry={pages.retry}
            headingLevel={3}
            className="py-4"
          />
        ) : !hasMore && !isLoading && items.length > 0 ? (
          <p className="m-0 py-4 text-center text-sm text-muted-foreground">
            <FormattedMessage {...m.noMore} />
          </p>
        ) : null
      }
    />
  );
}
