import { useIntl } from 'react-intl';
import { Wallet } from 'lucide-react';
import { EmptyState, Link, Price, StatusBadge, StatusTimeline } from '@pasar/ui';
import type { RefundEntry } from '../../../contract/after-sales';
import type { AfterSalesState } from '../../../contract/after-sales-constants';
import { formatDateTime } from '../../../contract/dates';
import { useRefundPages } from '../../api/after-sales';
import { PageHeader } from '../../frame/page-header';
import { PagedList } from '../../frame/paged-list';
import { useSession } from '../../session/session-store';
import { destinationText, toneOf, stateLabels } from './after-sales-texts';
import { afterSalesMessages as m } from './messages';
import { CardSkeletons } from './card-skeletons';

/**
 * The money's four steps (request sent → seller approved → being paid → received), and where a
 * request's state stands on them. Decision: the steps a shopper of Shopee's "Refund details" sees;
 * a failed or cancelled request stops at the first step, marked as an error.
 */
const refundSteps = ['applied', 'approved', 'paying', 'done'] as const;
const stepOfState: Record<AfterSalesState, (typeof refundSteps)[number]> = {
  pending_review: 'applied',
  interception_requested: 'approved',
  awaiting_return: 'approved',
  returned_awaiting_merchant: 'approved',
  pending_inspection: 'approved',
  refund_pending: 'paying',
  refund_successful: 'done',
  failed: 'applied',
  cancelled: 'applied',
};

export function RefundCard({ entry }: { entry: RefundEntry }) {
  const intl = useIntl();
  const country = useSession((s) => s.localeInfo.xlocale);
  const { refund } = entry;
  const stepTitles = {
    applied: m.refundStepApplied,
    approved: m.refundStepApproved,
    paying: m.refundStepPaying,
    done: m.refundStepDone,
  };
  const closedBadly = entry.state === 'failed' || entry.state === 'cancelled';
  return (
    <li>
      <article
        data-testid="refund-card"
        data-after-sale-no={entry.after_sale_no}
        data-state={entry.state}
        className="flex flex-col gap-3 bg-surface p-4 desktop:rounded-lg"
      >
        <header className="flex items-center justify-between gap-2">
          <h2 className="m-0 min-w-0 truncate text-sm font-medium">
            <Link variant="standalone" href={`/afterSaleOrderDetail/${entry.after_sale_no}`}>
              {intl.formatMessage(m.cardRequestNo, { no: entry.after_sale_no })}
            </Link>
          </h2>
          <StatusBadge
            size="sm"
            tone={toneOf(entry.state)}
            label={intl.formatMessage(stateLabels[entry.state])}
          />
        </header>
        <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{intl.formatMessage(m.amountItems)}</dt>
          <dd className="m-0 text-end">
            <Price
              amount={refund.amount - refund.shipping_amount}
              currency={refund.currency}
              size="sm"
              tone="default"
            />
          </dd>
          {refund.shipping_amount > 0 && (
            <>
              <dt className="text-muted-foreground">{intl.formatMessage(m.amountShipping)}</dt>
              <dd className="m-0 text-end" data-testid="refund-shipping">
                <Price amount={refund.shipping_amount} currency={refund.currency} size="sm" tone="default" />
              </dd>
            </>
          )}
          {refund.fee > 0 && (
            <>
              <dt className="text-muted-foreground">{intl.formatMessage(m.infoFee)}</dt>
              <dd className="m-0 text-end" data-testid="refund-fee">
                {intl.formatMessage(m.deducted, {
                  amount: <Price amount={refund.fee} currency={refund.currency} size="sm" tone="default" />,
                })}
              </dd>
            </>
          )}
          <dt className="font-semibold">{intl.formatMessage(m.infoAmount)}</dt>
          <dd className="m-0 text-end" data-testid="refund-amount">
            <Price amount={refund.refund_amount} currency={refund.currency} />
          </dd>
          <dt className="text-muted-foreground">{intl.formatMessage(m.infoDestination)}</dt>
          <dd className="m-0 text-end">{destinationText(intl, refund.destination)}</dd>
        </dl>
        <StatusTimeline
          orientation="horizontal"
          aria-label={intl.formatMessage(m.refundProgress)}
          currentStep={stepOfState[entry.state]}
          currentTone={closedBadly ? 'error' : entry.state === 'refund_successful' ? 'success' : 'primary'}
          steps={refundSteps.map((step) => ({
            id: step,
            title: intl.formatMessage(stepTitles[step]),
            ...(step === 'applied' ? { time: formatDateTime(entry.created_at, country) } : {}),
            ...(step === 'done' && refund.refunded_at !== null
              ? { time: formatDateTime(refund.refunded_at, country) }
              : {}),
          }))}
        />
      </article>
    </li>
  );
}

/** /refunds (SPEC.md §2 refund details): each request's money and its progress. */
export function RefundsPage() {
  const intl = useIntl();
  const list = useRefundPages();
  return (
    <main className="flex flex-col gap-3 pb-6">
      <PageHeader title={intl.formatMessage(m.refundsTitle)} />
      <PagedList
        list={list}
        words={m}
        skeleton={<CardSkeletons />}
        cards
        testId="refund-list"
        empty={
          <EmptyState
            className="bg-surface desktop:rounded-lg"
            icon={<Wallet />}
            title={intl.formatMessage(m.refundsEmpty)}
            action={
              <Link variant="standalone" href="/afterSaleOrder">
                {intl.formatMessage(m.listTitle)}
              </Link>
            }
          />
        }
      >
        {(entry) => <RefundCard key={entry.after_sale_no} entry={entry} />}
      </PagedList>
    </main>
  );
}
