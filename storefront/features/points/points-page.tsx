import { useIntl } from 'react-intl';
import { Coins } from 'lucide-react';
import { Skeleton, cn } from '@pasar/ui';
import { formatDate } from '../../../contract/dates';
import { useCoinRules, useCoinSummary } from '../../api/coins';
import { PageHeader } from '../../frame/page-header';
import { useSession } from '../../session/session-store';
import { CoinHistory } from './coin-history';
import { pointsMessages as m } from './messages';

const card = 'rounded-lg bg-surface shadow-card';

/** The balance and the coins that expire within 30 days. */
function CoinBalance() {
  const intl = useIntl();
  const country = useSession((s) => s.localeInfo.xlocale);
  const { data: summary } = useCoinSummary();
  return (
    <section aria-labelledby="points-balance" className={cn(card, 'flex items-center gap-4 p-4')}>
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
            <p data-testid="coin-expiring" className="m-0 text-xs text-muted-foreground">
              {summary.expiring_soon > 0 && summary.next_expiry_at !== null
                ? intl.formatMessage(m.expiringSoon, {
                    coins: summary.expiring_soon,
                    date: formatDate(summary.next_expiry_at, country),
                  })
                : intl.formatMessage(m.nothingExpiring)}
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

/** The rules, as the server words them for the shopper's language and country. */
function CoinRulesText() {
  const intl = useIntl();
  const { data: rules } = useCoinRules();
  return (
    <section aria-labelledby="points-rules" className={cn(card, 'flex flex-col gap-3 p-4')}>
      <h2 id="points-rules" className="m-0 text-base font-semibold">
        {rules?.title ?? intl.formatMessage(m.rulesHeading)}
      </h2>
      {rules ? (
        <dl className="m-0 flex flex-col gap-3">
          {rules.sections.map((section) => (
            <div key={section.heading} className="flex flex-col gap-1">
              <dt className="text-sm font-medium">{section.heading}</dt>
              <dd className="m-0 text-sm text-muted-foreground">{section.body}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <Skeleton shape="text" className="w-full" />
      )}
    </section>
  );
}

/**
 * /points (SPEC.md §2; issue 17): the balance with the coins that expire soon, the history of
 * earned, used and expired coins (paged as it scrolls), and the rules. Signed-in only (the
 * member guard, features/auth/member-paths.ts, sends a visitor to log in). On desktop
 * it sits beside the personal-center side menu; the history and the rules side by side.
 */
export function PointsPage() {
  const intl = useIntl();
  const loggedIn = useSession((s) => Boolean(s.userInfo.userInfo?.auth_token));
  const country = useSession((s) => s.localeInfo.xlocale);
  return (
    <main className="flex flex-col gap-3 pb-8">
      <PageHeader title={intl.formatMessage(m.title)} />
      {loggedIn && (
        <div className="flex flex-col gap-3 px-3 desktop:px-0">
          <CoinBalance />
          <div className="flex flex-col gap-3 desktop:grid desktop:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] desktop:items-start">
            <section aria-labelledby="points-history" className={card}>
              <h2
                id="points-history"
                className="m-0 border-b border-border px-4 py-3 text-base font-semibold"
              >
                {intl.formatMessage(m.historyHeading)}
              </h2>
              <CoinHistory country={country} />
            </section>
            <CoinRulesText />
          </div>
        </div>
      )}
    </main>
  );
}
