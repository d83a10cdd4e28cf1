import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, ErrorState, Skeleton } from '@pasar/ui';
import { afterSalesMessages as m } from './messages';

/**
 * One shape for /afterSaleOrder and /refunds: the first load's skeletons, its error with a
 * retry, the empty state, the cards and "Show more" (a press: the lists are short).
 */
export function PagedList<T>({
  list,
  empty,
  children,
  testId,
}: {
  list: {
    items: T[];
    isLoading: boolean;
    error: unknown;
    hasMore: boolean;
    loadMore: () => void;
    refresh: () => unknown;
  };
  empty: ReactNode;
  children: (item: T) => ReactNode;
  testId: string;
}) {
  const intl = useIntl();
  const { items, isLoading, error, hasMore, loadMore, refresh } = list;
  if (error && items.length === 0)
    return (
      <ErrorState
        title={intl.formatMessage(m.listLoadFailed)}
        retryLabel={intl.formatMessage(m.tryAgain)}
        onRetry={() => void refresh()}
        className="bg-surface desktop:rounded-lg"
      />
    );
  if (isLoading && items.length === 0)
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        {[0, 1].map((index) => (
          <div key={index} className="flex flex-col gap-2 bg-surface p-4 desktop:rounded-lg">
            <Skeleton shape="text" className="w-1/2" />
            <Skeleton className="h-16" />
          </div>
        ))}
      </div>
    );
  if (items.length === 0) return empty;
  return (
    <div className="flex flex-col gap-3">
      <ul data-testid={testId} className="m-0 flex list-none flex-col gap-3 p-0">
        {items.map(children)}
      </ul>
      <div className="flex min-h-12 items-center justify-center p-2 text-sm text-muted-foreground">
        {hasMore ? (
          <Button variant="secondary" size="sm" isPending={isLoading} onPress={loadMore}>
            {intl.formatMessage(m.loadMore)}
          </Button>
        ) : (
          intl.formatMessage(m.allLoaded)
        )}
      </div>
    </div>
  );
}
