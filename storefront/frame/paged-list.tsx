import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, cn, ErrorState, useLoadMoreOnView } from '@pasar/ui';
import type { MemberPages } from '../api/member-pages';

/** The area's own words for its list's states ("We could not load your orders.", "Show more orders"…). */
export interface PagedListWords {
  loadFailed: MessageDescriptor;
  tryAgain: MessageDescriptor;
  loadMore: MessageDescriptor;
  allLoaded: MessageDescriptor;
}

/** How far below the viewport the next page starts loading: it is there before the thumb gets there. */
const LOAD_AHEAD = '0px 0px 400px 0px';

/**
 * The one shape of a member's paged list (api/member-pages.ts): the first load's skeletons, its
 * error with a retry, the empty state, then the items, the next page asked as the end comes into
 * view, and below them "Show more" (a keyboard, or a WebView without IntersectionObserver), the
 * end of the list, or, when a further page failed, "Try again" under the items already shown.
 */
export function PagedList<T>({
  list,
  words,
  skeleton,
  empty,
  children,
  before,
  cards = false,
  listClassName,
  testId,
}: {
  list: MemberPages<T>;
  words: PagedListWords;
  /** What the first load shows (the area's skeleton rows or cards). */
  skeleton: ReactNode;
  /** What an empty list shows (the area's EmptyState, with its way on). */
  empty: ReactNode;
  /** One item, as an `<li>` with its key. */
  children: (item: T) => ReactNode;
  /** Shown above the items once there are some (the message centre's "read all"). */
  before?: ReactNode;
  /**
   * Cards on the page's background (orders, requests, vouchers), apart from one another and the
   * error box on a surface of its own; else rows inside the page's own card (messages, coins).
   */
  cards?: boolean;
  listClassName?: string;
  testId?: string;
}) {
  const intl = useIntl();
  const { items, isLoading, error, hasMore, loadMore, refresh } = list;
  const sentinel = useLoadMoreOnView({
    hasMore,
    isLoading,
    onLoadMore: loadMore,
    margin: LOAD_AHEAD,
    itemCount: items.length,
  });

  if (error && items.length === 0)
    return (
      <ErrorState
        title={intl.formatMessage(words.loadFailed)}
        retryLabel={intl.formatMessage(words.tryAgain)}
        onRetry={refresh}
        className={cards ? 'bg-surface desktop:rounded-lg' : undefined}
      />
    );
  if (isLoading && items.length === 0) return skeleton;
  if (items.length === 0) return empty;
  return (
    <div className="flex flex-col">
      {before}
      <ul
        data-testid={testId}
        aria-busy={isLoading || undefined}
        className={cn('m-0 list-none p-0', cards && 'flex flex-col gap-3', listClassName)}
      >
        {items.map(children)}
      </ul>
      <div
        ref={sentinel}
        className="flex min-h-12 items-center justify-center p-2 text-sm text-muted-foreground"
      >
        {error ? (
          <Button variant="secondary" size="sm" onPress={refresh}>
            {intl.formatMessage(words.tryAgain)}
          </Button>
        ) : hasMore ? (
          <Button variant="secondary" size="sm" isPending={isLoading} onPress={loadMore}>
            {intl.formatMessage(words.loadMore)}
          </Button>
        ) : (
          intl.formatMessage(words.allLoaded)
        )}
      </div>
    </div>
  );
}
