import { useIntl } from 'react-intl';
import { Skeleton, cn } from '@pasar/ui';
import { useCoinRules, useCoinSummary } from '../../api/coins';
import { PageHeader } from '../../frame/page-header';
import { useLoggedIn, useSession } from '../../session/session-store';
import { CoinBalanceCard } from './coin-balance';
import { CoinHistory } from './coin-history';
import { pointsMessages as m } from './messages';

const card = 'rounded-lg bg-surface shadow-card';

/** The balance card with the member's summary in the shopper's country. */
function CoinBalance() {
  const country = useSession((s) => s.localeInfo.xlocale);
  const { data: summary } = useCoinSummary();
  return <CoinBalanceCard summary={summary ?? null} country={country} className={card} />;
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
 * /points (SPEC.md §2): the balance with the coins that expire soon and any owed, the
 * history of earned, used and expired coins (paged as it scrolls), and the rules, all of the
 * shopper's country (ADR 032). Signed-in only (the member guard sends a visitor to log in:
 * `member: true` in ./routes.tsx). On desktop it sits beside the personal-center side menu; the
 * history and the rules side by side.
 */
export function PointsPage() {
  const intl = useIntl();
  const loggedIn = useLoggedIn();
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
