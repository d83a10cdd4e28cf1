import { useIntl } from 'react-intl';
import { Coins } from 'lucide-react';
import { Skeleton, cn } from '@pasar/ui';
import type { CoinSummary } from '../../../contract/coins';
import type { CountryCode } from '../../../contract/countries';
import { formatDate } from '../../../contract/dates';
import { pointsMessages as m } from './messages';

/**
 * The balance card of /points: the coins usable in the shopper's country (ADR 032: coins belong
 * to the country they were earned in, and the card says so), the coins that expire within 30
 * days, and coins owed after a refund took back coins already used. Decision (ADR 032): while
 * coins are owed the balance reads 0, never a negative number, with the owed coins on a line of
 * their own: "coins you can use" cannot be below nothing, and the line says where they will come
 * from. `summary` null: loading.
 */
export function CoinBalanceCard({
  summary,
  country,
  className,
}: {
  summary: CoinSummary | null;
  country: CountryCode;
  className?: string;
}) {
  const intl = useIntl();
  const countryName = new Intl.DisplayNames([intl.locale], { type: 'region' }).of(country) ?? country;
  return (
    <section aria-labelledby="points-balance" className={cn('flex items-center gap-4 p-4', className)}>
      <Coins aria-hidden="true" className="size-10 shrink-0 text-primary" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id="points-balance" className="m-0 text-sm font-normal text-muted-foreground">
          {intl.formatMessage(m.balanceLabel)}
        </h2>
        {summary ? (
          <>
            <p data-testid="coin-balance" className="m-0 text-3xl font-semibold text-primary tabular-nums">
              {intl.formatMessage(m.balanceValue, { coins: summary.balance })}
            </p>
            {summary.owed > 0 && (
              <p data-testid="coin-owed" className="m-0 text-sm text-warning">
                {intl.formatMessage(m.owed, { coins: summary.owed })}
              </p>
            )}
            <p data-testid="coin-expiring" className="m-0 text-xs text-muted-foreground">
              {summary.expiring_soon > 0 && summary.next_expiry_at !== null
                ? intl.formatMessage(m.expiringSoon, {
                    coins: summary.expiring_soon,
                    date: formatDate(summary.next_expiry_at, country),
                  })
                : intl.formatMessage(m.nothingExpiring)}
            </p>
            <p data-testid="coin-country" className="m-0 text-xs text-muted-foreground">
              {intl.formatMessage(m.countryOnly, { country: countryName })}
            </p>
          </>
        ) : (
          <>
            <Skeleton className="h-9 w-24" />
            <Skeleton shape="text" className="w-48" />
          </>
        )}
      </div>
    </section>
  );
}
