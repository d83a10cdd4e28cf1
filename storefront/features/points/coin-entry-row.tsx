import { useIntl } from 'react-intl';
import { cn } from '@pasar/ui';
import type { CoinEntry } from '../../../contract/coins';
import { formatDate, formatDateTime } from '../../../contract/dates';
import type { CountryCode } from '../../../contract/countries';
import { pointsMessages as m } from './messages';

/**
 * One ledger entry: what happened (earned, used, expired, adjusted), for which order, when, and
 * the coins in (+, the brand colour) or out (−, muted). An earned lot says until when it is valid.
 */
export function CoinEntryRow({ entry, country }: { entry: CoinEntry; country: CountryCode }) {
  const intl = useIntl();
  const coming = entry.amount > 0;
  const coins = Math.abs(entry.amount);
  return (
    <li
      data-testid="coin-entry"
      data-kind={entry.kind}
      className="flex items-start gap-3 border-b border-border px-4 py-3 last:border-b-0"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-sm font-medium">{intl.formatMessage(m[entry.kind])}</span>
        {entry.order_no && (
          <span className="truncate text-xs text-muted-foreground">
            {intl.formatMessage(m.forOrder, { orderNo: entry.order_no })}
          </span>
        )}
        <time dateTime={new Date(entry.created_at).toISOString()} className="text-xs text-muted-foreground">
          {formatDateTime(entry.created_at, country)}
        </time>
        {entry.kind === 'earn' && entry.expires_at !== null && (
          <span className="text-xs text-muted-foreground">
            {intl.formatMessage(m.validUntil, { date: formatDate(entry.expires_at, country) })}
          </span>
        )}
      </div>
      <span
        className={cn(
          'shrink-0 text-base font-semibold tabular-nums',
          coming ? 'text-primary' : 'text-muted-foreground',
        )}
      >
        <span aria-hidden="true">{intl.formatMessage(coming ? m.amountIn : m.amountOut, { coins })}</span>
        <span className="sr-only">
          {intl.formatMessage(m.amountSaid, { direction: coming ? 'in' : 'out', coins })}
        </span>
      </span>
    </li>
  );
}
