import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, ErrorState, ProductCardSkeleton, cn } from '@pasar/ui';
import { clearRecentlyViewed, useRecentlyViewed, watchLoginForListMerge } from '../../api/wishlist';
import { catalogueMessages } from './messages';
import { ProductCardLink } from './product-card-link';
import { wishlistHeartMessages as m } from './wishlist-messages';

export interface RecentlyViewedRowProps {
  /**
   * /me keeps the section with a line saying what will show here; home and search leave it out
   * until something was opened (and after a clear only until the shopper moves on).
   */
  keepWhenEmpty?: boolean;
  /** Five cards a row on the desktop (home, /me); six in the header's search popover. */
  compact?: boolean;
  className?: string;
}

/**
 * "Recently viewed" (ADR 041): the products opened last, newest first, as a row that scrolls
 * sideways on a phone, with Clear. A member's list is the server's, a visitor's the device's. After
 * Clear the focus moves to the section's heading, which stays to say the list is empty.
 */
export function RecentlyViewedRow({
  keepWhenEmpty = false,
  compact = false,
  className,
}: RecentlyViewedRowProps) {
  const intl = useIntl();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { list, isLoading, error, retry } = useRecentlyViewed();
  const [cleared, setCleared] = useState(false);
  useEffect(() => watchLoginForListMerge(), []);
  useEffect(() => {
    if (cleared) heading.current?.focus();
  }, [cleared]);

  const empty = !isLoading && !error && list.length === 0;
  if (empty && !keepWhenEmpty && !cleared) return null;
  const title = intl.formatMessage(m.recentlyViewed);

  const clear = async () => {
    try {
      await clearRecentlyViewed();
      setCleared(true);
    } catch {
      // request() has shown why; the list stays as it was.
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      data-testid="recently-viewed"
      className={cn('flex flex-col gap-2 bg-surface py-3 desktop:rounded-lg desktop:p-4', className)}
    >
      <div className="flex items-center gap-3 px-3 desktop:px-0">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="m-0 text-lg font-bold outline-none">
          {title}
        </h2>
        {list.length > 0 && (
          <Button
            variant="link"
            size="sm"
            aria-label={intl.formatMessage(m.clearLabel)}
            onPress={() => void clear()}
            className="ms-auto"
          >
            {intl.formatMessage(m.clear)}
          </Button>
        )}
      </div>
      {error && list.length === 0 ? (
        <ErrorState
          title={intl.formatMessage(m.loadFailed)}
          retryLabel={intl.formatMessage(catalogueMessages.tryAgain)}
          onRetry={retry}
          headingLevel={3}
        />
      ) : empty ? (
        <p className="m-0 px-3 text-sm text-muted-foreground desktop:px-0">{intl.formatMessage(m.empty)}</p>
      ) : (
        <ul
          aria-labelledby={headingId}
          className={cn(
            'm-0 grid list-none auto-cols-[38%] grid-flow-col gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:none]',
            'desktop:auto-cols-[calc((100%-4rem)/5)] desktop:gap-4 desktop:px-0',
            compact && 'desktop:auto-cols-[calc((100%-5rem)/6)]',
          )}
        >
          {isLoading
            ? Array.from({ length: 5 }, (_, index) => (
                <li key={index} aria-hidden="true" className="min-w-0">
                  <ProductCardSkeleton />
                </li>
              ))
            : list.map((product) => (
                <li key={product.product_no} className="min-w-0">
                  <ProductCardLink product={product} variant="outline" />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
