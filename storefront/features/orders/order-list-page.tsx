import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Package, RefreshCw } from 'lucide-react';
import { EmptyState, IconButton, Link, Tab, TabList, TabPanel, Tabs } from '@pasar/ui';
import { useOrderPages } from '../../api/order-pages';
import { useOrderSummary } from '../../api/orders';
import { PageHeader } from '../../frame/page-header';
import { PagedList } from '../../frame/paged-list';
import { OrderCardSkeletons } from '../../frame/order-card-skeletons';
import { useLoggedIn } from '../../session/session-store';
import { ordersMessages as m } from './messages';
import { OrderCard } from './order-card';
import { OrderTabCount } from './order-tab-count';
import { orderTabOf, orderTabs, type OrderTab } from './order-tabs';

/** One tab's orders, newest first, loading more near the end; asked again at every `refreshes`. */
function OrderList({
  tab,
  refreshes,
  onChanged,
}: {
  tab: OrderTab;
  refreshes: number;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const list = useOrderPages(tab.tab);
  const { refresh } = list;
  useEffect(() => {
    if (refreshes > 0) refresh();
    // Only a press of Refresh asks again; `refresh` is a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshes]);
  const changed = () => {
    refresh();
    onChanged();
  };

  return (
    <PagedList
      list={list}
      words={m}
      skeleton={<OrderCardSkeletons testId="orders-skeleton" />}
      cards
      empty={
        <EmptyState
          data-testid="orders-empty"
          className="bg-surface desktop:rounded-lg"
          icon={<Package />}
          title={intl.formatMessage(tab.empty)}
          description={intl.formatMessage(m.emptyBody)}
          action={
            <Link variant="standalone" href="/">
              {intl.formatMessage(m.startShopping)}
            </Link>
          }
        />
      }
    >
      {(order) => <OrderCard key={order.order_no} order={order} onChanged={changed} />}
    </PagedList>
  );
}

/**
 * /order (SPEC.md §2 "orders list with tabs"): the six tabs with their counts, the
 * tab in the address (`?tab=toPay`, as /me's shortcuts link), cards with the actions the chart
 * allows, infinite paging with skeletons and an empty state per tab. Decision: the kit has no
 * pull-to-refresh gesture, so a Refresh button (both layouts) asks the counts and the tab again;
 * the list also refreshes whenever it mounts and after every action on a card.
 */
export function OrderListPage() {
  const intl = useIntl();
  const loggedIn = useLoggedIn();
  const [params, setParams] = useSearchParams();
  const selected = orderTabOf(params.get('tab'));
  const summary = useOrderSummary();
  const [refreshes, setRefreshes] = useState(0);

  return (
    <main className="flex flex-col gap-3 pb-6">
      <PageHeader title={intl.formatMessage(m.title)} />
      <Tabs
        selectedKey={selected.param}
        onSelectionChange={(key) => setParams({ tab: String(key) }, { replace: true })}
      >
        <div className="flex items-center gap-1 bg-surface desktop:rounded-lg">
          <TabList
            aria-label={intl.formatMessage(m.tabsLabel)}
            className="min-w-0 flex-1 overflow-x-auto px-1"
          >
            {orderTabs.map((tab) => (
              <Tab
                key={tab.param}
                id={tab.param}
                data-testid={`order-tab-${tab.param}`}
                className="shrink-0 px-3 after:inset-x-3 desktop:px-4 desktop:after:inset-x-4"
              >
                <OrderTabCount tab={tab.tab} name={intl.formatMessage(tab.label)} />
              </Tab>
            ))}
          </TabList>
          <IconButton
            variant="ghost"
            size="sm"
            className="me-1 shrink-0"
            data-testid="orders-refresh"
            aria-label={intl.formatMessage(m.refresh)}
            onPress={() => {
              void summary.mutate();
              setRefreshes((n) => n + 1);
            }}
          >
            <RefreshCw aria-hidden="true" />
          </IconButton>
        </div>
        {orderTabs.map((tab) => (
          <TabPanel key={tab.param} id={tab.param} className="pt-3">
            {loggedIn && tab.param === selected.param && (
              <OrderList tab={tab} refreshes={refreshes} onChanged={() => void summary.mutate()} />
            )}
          </TabPanel>
        ))}
      </Tabs>
    </main>
  );
}
