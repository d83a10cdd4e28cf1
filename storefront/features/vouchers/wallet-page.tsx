import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Ticket } from 'lucide-react';
import {
  Button,
  EmptyState,
  Link,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  showToast,
} from '@pasar/ui';
import { ApiError } from '../../../contract/envelope';
import { VOUCHER_CODE_PATTERN, VOUCHER_TABS, type VoucherTab } from '../../../contract/voucher-constants';
import { claimVoucherCode, useMyCoupons } from '../../api/vouchers';
import { PageHeader } from '../../frame/page-header';
import { PagedList } from '../../frame/paged-list';
import { useErrorText } from '../../i18n/use-error-text';
import { useLoggedIn, useSession } from '../../session/session-store';
import { vouchersMessages as m } from './messages';
import { VoucherTicket } from './voucher-ticket';

const tabLabels = { unuse: m.tabUnuse, used: m.tabUsed, expired: m.tabExpired } as const;
const emptyTitles = { unuse: m.emptyUnuse, used: m.emptyUsed, expired: m.emptyExpired } as const;
const tabOf = (value: string | null): VoucherTab =>
  (VOUCHER_TABS as readonly string[]).includes(value ?? '') ? (value as VoucherTab) : 'unuse';

/** One tab of the wallet, page by page; asked again when it mounts and after a code is redeemed. */
function WalletList({ tab, refreshes }: { tab: VoucherTab; refreshes: number }) {
  const intl = useIntl();
  const country = useSession((s) => s.localeInfo.xlocale);
  const list = useMyCoupons(tab);
  const { refresh, serverNow } = list;
  useEffect(() => {
    if (refreshes > 0) refresh();
    // Only a redeemed code asks again; `refresh` is a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshes]);

  return (
    <PagedList
      list={list}
      words={m}
      cards
      listClassName="grid desktop:grid-cols-2"
      skeleton={
        <div aria-busy="true" className="grid gap-3 desktop:grid-cols-2">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-28 w-full rounded-lg" />
          ))}
        </div>
      }
      empty={
        <EmptyState
          data-testid="vouchers-empty"
          icon={<Ticket />}
          title={intl.formatMessage(emptyTitles[tab])}
          description={intl.formatMessage(m.emptyBody)}
          action={
            <Link variant="standalone" href="/coupons">
              {intl.formatMessage(m.getVouchers)}
            </Link>
          }
        />
      }
    >
      {(voucher) => (
        <li key={voucher.id} className="flex flex-col gap-1">
          <VoucherTicket
            voucher={voucher}
            country={country}
            serverNow={serverNow}
            action={
              <Link
                variant="standalone"
                href={`/coupons?id=${voucher.id}`}
                className="text-sm font-medium"
                data-testid="voucher-use"
              >
                {intl.formatMessage(m.use)}
              </Link>
            }
          />
          <Link
            variant="muted"
            href={`/vouchertcs?id=${voucher.id}`}
            className="self-end text-xs"
            data-testid="voucher-terms-link"
          >
            {intl.formatMessage(m.terms)}
          </Link>
        </li>
      )}
    </PagedList>
  );
}

/** A typed voucher code (virtual/mapping), claimed into the wallet. */
export function RedeemCode({ onRedeemed }: { onRedeemed: () => void }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const valid = VOUCHER_CODE_PATTERN.test(code.trim());
  return (
    <form
      className="flex items-end gap-2 rounded-lg bg-surface p-3 shadow-card"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        setPending(true);
        claimVoucherCode(code.trim())
          .then(() => {
            showToast({ title: intl.formatMessage(m.claimedToast), variant: 'success' });
            setCode('');
            onRedeemed();
          })
          .catch((error: unknown) =>
            showToast({
              title: error instanceof ApiError ? errorText(error) : intl.formatMessage(m.claimFailed),
              variant: 'error',
            }),
          )
          .finally(() => setPending(false));
      }}
    >
      <TextField
        label={intl.formatMessage(m.codeLabel)}
        placeholder={intl.formatMessage(m.codePlaceholder)}
        value={code}
        onChange={setCode}
        maxLength={32}
        isInvalid={code.trim() !== '' && !valid}
        errorMessage={intl.formatMessage(m.codeInvalid)}
        className="min-w-0 flex-1"
      />
      <Button type="submit" variant="secondary" isPending={pending} isDisabled={!valid}>
        {intl.formatMessage(m.codeRedeem)}
      </Button>
    </form>
  );
}

/**
 * /couponsList (SPEC.md §2 "voucher list", §3 couponTab): the member's vouchers in three tabs
 * (available, used, expired; the tab in the address), each with Use (its products) and its terms,
 * a countdown on those ending within 24 hours, and a box for a typed code. Signed-in only.
 */
export function WalletPage() {
  const intl = useIntl();
  const loggedIn = useLoggedIn();
  const [params, setParams] = useSearchParams();
  const selected = tabOf(params.get('tab'));
  const [refreshes, setRefreshes] = useState(0);
  return (
    <main className="flex flex-col gap-3 pb-8">
      <PageHeader title={intl.formatMessage(m.walletTitle)} />
      {loggedIn && (
        <div className="flex flex-col gap-3 px-3 desktop:px-0">
          <RedeemCode onRedeemed={() => setRefreshes((n) => n + 1)} />
          <Tabs
            selectedKey={selected}
            onSelectionChange={(key) => setParams({ tab: String(key) }, { replace: true })}
          >
            <TabList aria-label={intl.formatMessage(m.tabsLabel)} className="bg-surface desktop:rounded-t-lg">
              {VOUCHER_TABS.map((tab) => (
                <Tab key={tab} id={tab} data-testid={`voucher-tab-${tab}`}>
                  {intl.formatMessage(tabLabels[tab])}
                </Tab>
              ))}
            </TabList>
            {VOUCHER_TABS.map((tab) => (
              <TabPanel key={tab} id={tab} className="pt-3">
                {tab === selected && <WalletList tab={tab} refreshes={refreshes} />}
              </TabPanel>
            ))}
          </Tabs>
          <Link variant="standalone" href="/coupons" className="self-center">
            {intl.formatMessage(m.getVouchers)}
          </Link>
        </div>
      )}
    </main>
  );
}
