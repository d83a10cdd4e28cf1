import { useIntl } from 'react-intl';
import { Coins } from 'lucide-react';
import { Button, EmptyState, ErrorState, Skeleton, useLoadMoreOnView } from '@pasar/ui';
import type { CountryCode } from '../../../contract/countries';
import { useCoinHistory } from '../../api/coins';
import { CoinEntryRow } from './coin-entry-row';
import { pointsMessages as m } from './messages';

function HistorySkeleton() {
  return (
    <ul aria-busy="true" data-testid="coin-history-loading" className="m-0 flex list-none flex-col p-0">
      {Array.from({ length: 4 }, (_, index) => (
        <li key={index} className="flex items-center gap-3 px-4 py-3">
          <span className="flex flex-1 flex-col gap-2">
            <Skeleton shape="text" className="w-1/3" />
            <Skeleton shape="text" className="w-1/2" />
          </span>
          <Skeleton shape="text" className="w-12" />
        </li>
      ))}
    </ul>
  );
}

/** The ledger, newest first: skeletons, the empty state, then pages as the end comes into view. */
export function CoinHistory({ country }: { country: CountryCode }) {
  const intl = useIntl();
  const history = useCoinHistory();
  const sentinel = useLoadMoreOnView({
    hasMore: history.hasMore,
    isLoading: history.isLoading,
    onLoadMore: history.loadMore,
    margin: '0px 0px 300px 0px',
    itemCount: history.items.length,
  });

  if (history.error && history.items.length === 0)
    return (
      <ErrorState
        title={intl.formatMessage(m.loadFailed)}
        retryLabel={intl.formatMessage(m.tryAgain)}
        onRetry={history.refresh}
      />
    );
  if (history.isLoading && history.items.length === 0) return <HistorySkeleton />;
  if (history.items.length === 0)
    return (
      <EmptyState
        icon={<Coins />}
        title={intl.formatMessage(m.emptyTitle)}
        description={intl.formatMessage(m.emptyBody)}
      />
    );
  return (
    <div className="flex flex-col">
      <ul aria-busy={history.isLoading || undefined} className="m-0 list-none p-0">
        {history.items.map((entry) => (
          <CoinEntryRow key={entry.id} entry={entry} country={country} />
        ))}
      </ul>
      <div
        ref={sentinel}
        className="flex min-h-12 items-center justify-center p-2 text-sm text-muted-foreground"
      >
        {history.hasMore ? (
          <Button variant="secondary" size="sm" isPending={history.isLoading} onPress={history.loadMore}>
            {intl.formatMessage(m.loadMore)}
          </Button>
        ) : (
          intl.formatMessage(m.allLoaded)
        )}
      </div>
    </div>
  );
}
