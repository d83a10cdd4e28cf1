import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { ProductCardSkeleton } from '../product-card';
import { productGridMessages } from './messages';
import { LOAD_MORE_THROTTLE_MS, useLoadMoreOnView } from './use-load-more';

/** SPEC.md §9: the feed shows six placeholders while a page loads. */
export const PRODUCT_GRID_SKELETON_COUNT = 6;
/** SPEC.md §9: the feed's loading trigger is throttled to 100 ms. */
export const PRODUCT_GRID_LOAD_MORE_THROTTLE_MS = LOAD_MORE_THROTTLE_MS;

export const productGridVariants = cva(
  'm-0 grid list-none grid-cols-2 gap-2 p-0 desktop:grid-cols-4 desktop:gap-4',
  {
    variants: {
      // Two columns on phones; on the 1200 px desktop layout five or six, by page.
      desktopColumns: { 5: 'lg:grid-cols-5', 6: 'lg:grid-cols-6' },
    },
    defaultVariants: { desktopColumns: 5 },
  },
);

export interface ProductGridProps<T> extends VariantProps<typeof productGridVariants> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  /** Usually a ProductCard. */
  renderItem: (item: T, index: number) => ReactNode;
  /** A page is loading (the first or a further one): six skeleton cards are shown after the items. */
  isLoading?: boolean;
  /** More pages exist (the loaded count is below the total, SPEC.md §4 "Feed"). */
  hasMore?: boolean;
  /** Asked for the next page when the end of the grid scrolls near, at most every 100 ms. */
  onLoadMore?: () => void;
  /** Shown instead of the grid when loading is over and there are no items (an EmptyState). */
  emptyState?: ReactNode;
  /** Under the grid, e.g. "No more products" once `hasMore` is false. */
  footer?: ReactNode;
  /** How far below the viewport the next page starts loading. */
  loadMoreMargin?: string;
  /** Names the list, e.g. "Recommended for you". */
  'aria-label'?: string;
  className?: string;
}

/**
 * A responsive product grid that pages itself: skeletons while loading, an empty slot, and an
 * IntersectionObserver sentinel that asks for the next page (useLoadMoreOnView).
 */
export function ProductGrid<T>({
  items,
  getKey,
  renderItem,
  isLoading = false,
  hasMore = false,
  onLoadMore,
  emptyState,
  footer,
  loadMoreMargin = '0px 0px 400px 0px',
  desktopColumns,
  className,
  'aria-label': ariaLabel,
}: ProductGridProps<T>) {
  const intl = useIntl();
  const sentinel = useLoadMoreOnView({
    hasMore,
    isLoading,
    onLoadMore,
    margin: loadMoreMargin,
    itemCount: items.length,
  });

  const isEmpty = !isLoading && items.length === 0;

  return (
    <div data-slot="product-grid" className={cn('flex flex-col gap-4', className)}>
      {isEmpty ? (
        emptyState
      ) : (
        <ul
          aria-label={ariaLabel}
          aria-busy={isLoading || undefined}
          className={productGridVariants({ desktopColumns })}
        >
          {items.map((item, index) => (
            <li key={getKey(item)} data-slot="product-grid-item" className="min-w-0">
              {renderItem(item, index)}
            </li>
          ))}
          {isLoading &&
            Array.from({ length: PRODUCT_GRID_SKELETON_COUNT }, (_, index) => (
              <li
                key={`skeleton-${index}`}
                aria-hidden="true"
                data-slot="product-grid-skeleton"
                className="min-w-0"
              >
                <ProductCardSkeleton />
              </li>
            ))}
        </ul>
      )}
      <span role="status" className="sr-only">
        {isLoading ? intl.formatMessage(productGridMessages.loading) : ''}
      </span>
      {hasMore && (
        <div ref={sentinel} aria-hidden="true" data-slot="product-grid-sentinel" className="h-px" />
      )}
      {footer}
    </div>
  );
}
