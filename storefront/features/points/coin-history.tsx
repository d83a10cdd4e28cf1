import { useIntl } from 'react-intl';
import { Coins } from 'lucide-react';
import { EmptyState, Skeleton } from '@pasar/ui';
import type { CountryCode } from '../../../contract/countries';
import { useCoinHistory } from '../../api/coins';
import { PagedList } from '../../frame/paged-list';
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
  return (
    <PagedList
      list={useCoinHistory()}
      words={m}
      skeleton={<HistorySkeleton />}
      empty={
        <EmptyState
          icon={<Coins />}
          title={intl.formatMessage(m.emptyTitle)}
          description={intl.formatMessage(m.emptyBody)}
        />
      }
    >
      {(entry) => <CoinEntryRow key={entry.id} entry={entry} country={country} />}
    </PagedList>
  );
}
