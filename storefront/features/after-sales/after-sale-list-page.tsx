import { useIntl } from 'react-intl';
import { ChevronRight, ReceiptText } from 'lucide-react';
import { cn, EmptyState, focusRing, Link, Price, StatusBadge } from '@pasar/ui';
import type { AfterSalesSummary } from '../../../contract/after-sales';
import { useAfterSalesPages } from '../../api/after-sales';
import { PageHeader } from '../../frame/page-header';
import { PagedList } from '../../frame/paged-list';
import { OrderLineRow } from '../checkout';
import { stateLabels, toneOf, typeLabels } from './after-sales-texts';
import { afterSalesMessages as m } from './messages';
import { CardSkeletons } from './card-skeletons';

/** A request on /afterSaleOrder: its number (the link), status, type, lines and the refund. */
export function RequestCard({ request }: { request: AfterSalesSummary }) {
  const intl = useIntl();
  const headingId = `request-${request.after_sale_no}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        data-testid="request-card"
        data-after-sale-no={request.after_sale_no}
        data-state={request.state}
        className="flex flex-col gap-2 bg-surface p-4 desktop:rounded-lg"
      >
        <header className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="m-0 min-w-0 truncate text-sm font-medium">
            <Link
              variant="plain"
              href={`/afterSaleOrderDetail/${request.after_sale_no}`}
              className={cn('inline-flex items-center gap-1 rounded hover:text-primary', focusRing)}
            >
              {intl.formatMessage(m.cardRequestNo, { no: request.after_sale_no })}
              <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
            </Link>
          </h2>
          <StatusBadge
            size="sm"
            tone={toneOf(request.state)}
            label={intl.formatMessage(stateLabels[request.state])}
          />
        </header>
        <p className="m-0 flex flex-wrap gap-x-3 text-xs text-muted-foreground">
          <span>{intl.formatMessage(typeLabels[request.type])}</span>
          <span>{intl.formatMessage(m.cardOrderNo, { orderNo: request.order_no })}</span>
        </p>
        <ul className="m-0 list-none p-0">
          {request.lines.map((line) => (
            <OrderLineRow key={line.sku_id} line={line} currency={request.refund.currency} />
          ))}
        </ul>
        <p className="m-0 flex items-baseline justify-end gap-1 text-sm">
          {intl.formatMessage(m.infoAmount)}
          <Price amount={request.refund.refund_amount} currency={request.refund.currency} />
        </p>
      </article>
    </li>
  );
}

/**
 * /afterSaleOrder (SPEC.md §2 after-sales list): the member's requests, newest first,
 * with their §4 status, page by page, an empty state, and the way to /refunds.
 */
export function AfterSaleListPage() {
  const intl = useIntl();
  const list = useAfterSalesPages();
  return (
    <main className="flex flex-col gap-3 pb-6">
      <PageHeader title={intl.formatMessage(m.listTitle)} />
      <div className="flex justify-end px-3 desktop:px-0">
        <Link variant="standalone" href="/refunds" className="text-sm">
          {intl.formatMessage(m.refundDetails)}
        </Link>
      </div>
      <PagedList
        list={list}
        words={m}
        skeleton={<CardSkeletons />}
        cards
        testId="request-list"
        empty={
          <EmptyState
            data-testid="requests-empty"
            className="bg-surface desktop:rounded-lg"
            icon={<ReceiptText />}
            title={intl.formatMessage(m.listEmpty)}
            description={intl.formatMessage(m.listEmptyBody)}
            action={
              <Link variant="standalone" href="/order">
                {intl.formatMessage(m.goToOrders)}
              </Link>
            }
          />
        }
      >
        {(request) => <RequestCard key={request.after_sale_no} request={request} />}
      </PagedList>
    </main>
  );
}
