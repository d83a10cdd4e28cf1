import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import {
  AlertDialog,
  Button,
  Countdown,
  focusRing,
  Link,
  Price,
  showToast,
  StatusBadge,
  StatusTimeline,
} from '@pasar/ui';
import type { AfterSalesDetail } from '../../../contract/after-sales';
import { formatDateTime } from '../../../contract/dates';
import { formatMoney } from '../../../contract/money';
import { cancelAfterSales, useAfterSalesDetail } from '../../api/after-sales';
import type { Timed } from '../../api/orders';
import { newIdempotencyKey } from '../../api/request';
import { DetailPageBody, InfoRow } from '../../frame/detail-page-body';
import { focusAfterChange } from '../../frame/focus-after-change';
import { PageHeader } from '../../frame/page-header';
import { useCountdownTo } from '../../frame/use-countdown-to';
import { OrderLineRow } from '../checkout';
import { destinationText, toneOf, stateLabels, stateNextTexts, typeLabels } from './after-sales-texts';
import {
  afterSalesClosedReasonMessages as closedReasons,
  afterSalesMessages as m,
  afterSalesReasonMessages as reasonNames,
} from './messages';
import { ReturnLogisticsForm } from './return-logistics-form';

const section = 'flex flex-col gap-3 bg-surface p-4 desktop:rounded-lg';
const STATUS_ID = 'after-sale-status';

/**
 * A move (cancel, the return's logistics) takes away the button or form that made it, and the
 * page redraws for the new state: focus goes to the new status (looked up then: the page is new).
 */
const focusNewStatus = () => focusAfterChange(() => document.getElementById(STATUS_ID));

/**
 * Decision: the return window is days long (§3), so a ticking hh:mm:ss ("119:59:58") would read as
 * noise: with more than a day left the page says the date to send it by; the countdown appears in
 * its last day, as the voucher wallet counts down only a voucher's last 24 hours.
 */
const RETURN_COUNTDOWN_FROM_SECONDS = 24 * 60 * 60;

/** The time left to send the return (the job cancels the request after it). */
function ReturnDeadline({ request }: { request: Timed<AfterSalesDetail> }) {
  const intl = useIntl();
  const seconds = useCountdownTo(request.deadline, request.serverOffsetMs);
  const date = formatDateTime(request.deadline, request.country_code);
  return (
    <p className="m-0 flex flex-wrap items-center gap-2 text-sm" data-testid="request-deadline">
      {seconds > RETURN_COUNTDOWN_FROM_SECONDS ? (
        intl.formatMessage(m.returnBy, { date })
      ) : (
        <>
          <Countdown
            seconds={seconds}
            tone="boxed"
            prefix={<span className="me-1 font-normal">{intl.formatMessage(m.timeLeft)}</span>}
          />
          <span className="text-muted-foreground">{intl.formatMessage(m.deadline, { date })}</span>
        </>
      )}
    </p>
  );
}

/** The status, what happens next (with its deadline) and the timeline of every move so far. */
export function RequestStatus({ request }: { request: Timed<AfterSalesDetail> }) {
  const intl = useIntl();
  const destination = destinationText(intl, request.refund.destination);
  const next = intl.formatMessage(stateNextTexts[request.state], {
    destination,
    amount: formatMoney(request.refund.refund_amount, request.refund.currency),
    reason: request.closed_reason ? intl.formatMessage(closedReasons[request.closed_reason]) : '',
  });
  const last = request.timeline.length - 1;
  return (
    <section className={section}>
      <StatusBadge
        id={STATUS_ID}
        data-testid="request-status"
        data-state={request.state}
        data-status={request.status}
        className={`self-start ${focusRing}`}
        tone={toneOf(request.state)}
        label={intl.formatMessage(stateLabels[request.state])}
      />
      <p data-testid="request-next" className="m-0 text-base">
        {request.state === 'cancelled' && request.closed_reason === 'return_overdue'
          ? intl.formatMessage(closedReasons.return_overdue)
          : next}
      </p>
      {request.deadline !== null && request.state === 'awaiting_return' && <ReturnDeadline request={request} />}
      <StatusTimeline
        aria-label={intl.formatMessage(m.progressLabel)}
        data-testid="request-timeline"
        currentStep={String(last)}
        currentTone={
          request.state === 'refund_successful'
            ? 'success'
            : request.state === 'failed' || request.state === 'cancelled'
              ? 'error'
              : 'primary'
        }
        steps={request.timeline.map((entry, index) => ({
          id: String(index),
          title: intl.formatMessage(stateLabels[entry.state]),
          time: formatDateTime(entry.at, request.country_code),
          ...(entry.reason ? { description: intl.formatMessage(closedReasons[entry.reason]) } : {}),
        }))}
      />
    </section>
  );
}

/** Cancel asks first (SPEC.md §4 "a request can be cancelled"); one Idempotency-Key per opening. */
function CancelRequest({ afterSaleNo }: { afterSaleNo: string }) {
  const intl = useIntl();
  const [key, setKey] = useState<string | null>(null);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        data-testid="request-cancel"
        onPress={() => setKey(newIdempotencyKey())}
      >
        {intl.formatMessage(m.cancel)}
      </Button>
      <AlertDialog
        isOpen={key !== null}
        onOpenChange={(open) => !open && setKey(null)}
        variant="destructive"
        title={intl.formatMessage(m.cancelTitle)}
        confirmLabel={intl.formatMessage(m.cancelConfirm)}
        cancelLabel={intl.formatMessage(m.cancelKeep)}
        onConfirm={async () => {
          await cancelAfterSales(afterSaleNo, key ?? undefined);
          showToast({ title: intl.formatMessage(m.cancelled), variant: 'success' });
          focusNewStatus();
        }}
      >
        {intl.formatMessage(m.cancelBody)}
      </AlertDialog>
    </>
  );
}

function Detail({ request }: { request: Timed<AfterSalesDetail> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const at = (time: number | null) => formatDateTime(time, request.country_code);
  const money = (minor: number) => (
    <Price amount={minor} currency={request.refund.currency} size="sm" tone="default" />
  );
  const can = (action: AfterSalesDetail['actions'][number]) => request.actions.includes(action);
  return (
    <div className="flex flex-col gap-3 desktop:grid desktop:grid-cols-[1fr_22rem] desktop:items-start desktop:gap-4">
      <div className="flex min-w-0 flex-col gap-3">
        <RequestStatus request={request} />
        {request.return_address && (
          <section aria-labelledby="request-return-address" className={section} data-testid="return-address">
            <h2 id="request-return-address" className="m-0 text-base font-semibold">
              {intl.formatMessage(m.returnAddressHeading)}
            </h2>
            <address className="flex flex-col gap-1 text-sm not-italic">
              <span className="flex flex-wrap gap-x-3 font-medium">
                <span>{request.return_address.recipient}</span>
                <span>{request.return_address.phone}</span>
              </span>
              <span>
                {request.return_address.address} {request.return_address.postal_code}
              </span>
            </address>
          </section>
        )}
        {(request.logistics || can('enter_logistics')) && (
          <section aria-labelledby="request-logistics" className={section} data-testid="return-logistics">
            <h2 id="request-logistics" className="m-0 text-base font-semibold">
              {intl.formatMessage(m.logisticsHeading)}
            </h2>
            {request.logistics ? (
              <dl className="m-0 flex flex-col gap-2">
                <InfoRow label={intl.formatMessage(m.logisticsCompany)}>{request.logistics.courier_name}</InfoRow>
                <InfoRow label={intl.formatMessage(m.trackingNo)}>{request.logistics.tracking_no}</InfoRow>
              </dl>
            ) : (
              <ReturnLogisticsForm request={request} onSaved={focusNewStatus} />
            )}
          </section>
        )}
        <section className="bg-surface px-4 desktop:rounded-lg">
          <ul className="m-0 list-none p-0">
            {request.lines.map((line) => (
              <OrderLineRow key={line.sku_id} line={line} currency={request.refund.currency} />
            ))}
          </ul>
        </section>
        {request.evidence.length > 0 && (
          <section aria-labelledby="request-pictures" className={section}>
            <h2 id="request-pictures" className="m-0 text-base font-semibold">
              {intl.formatMessage(m.picturesHeading)}
            </h2>
            <ul className="m-0 flex list-none flex-wrap gap-2 p-0" data-testid="request-pictures">
              {request.evidence.map((picture, index) => (
                <li key={picture.evidence_id}>
                  <img
                    src={picture.url}
                    alt={intl.formatMessage(m.pictureAlt, { index: index + 1 })}
                    className="size-20 rounded object-cover"
                  />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="flex flex-col gap-3 desktop:sticky desktop:top-4">
        <section aria-labelledby="request-info" className={section}>
          <h2 id="request-info" className="m-0 text-base font-semibold">
            {intl.formatMessage(m.infoHeading)}
          </h2>
          <dl className="m-0 flex flex-col gap-2">
            <InfoRow label={intl.formatMessage(m.infoRequestNo)}>
              <span data-testid="request-no">{request.after_sale_no}</span>
            </InfoRow>
            <InfoRow label={intl.formatMessage(m.infoOrderNo)}>
              <Link href={`/orderDetail/${request.order_no}`}>{request.order_no}</Link>
            </InfoRow>
            <InfoRow label={intl.formatMessage(m.infoType)}>{intl.formatMessage(typeLabels[request.type])}</InfoRow>
            <InfoRow label={intl.formatMessage(m.infoReason)}>
              {intl.formatMessage(reasonNames[request.reason as keyof typeof reasonNames])}
            </InfoRow>
            {request.description && (
              <InfoRow label={intl.formatMessage(m.infoDescription)}>{request.description}</InfoRow>
            )}
            <InfoRow label={intl.formatMessage(m.infoAppliedAt)}>{at(request.created_at)}</InfoRow>
            <InfoRow label={intl.formatMessage(m.amountItems)}>
              {money(request.refund.amount - request.refund.shipping_amount)}
            </InfoRow>
            {request.refund.shipping_amount > 0 && (
              <InfoRow label={intl.formatMessage(m.amountShipping)}>
                <span data-testid="request-shipping">{money(request.refund.shipping_amount)}</span>
              </InfoRow>
            )}
            {request.refund.fee > 0 && (
              <InfoRow label={intl.formatMessage(m.infoFee)}>
                <span data-testid="request-fee">
                  {intl.formatMessage(m.deducted, { amount: money(request.refund.fee) })}
                </span>
              </InfoRow>
            )}
            <InfoRow label={intl.formatMessage(m.infoAmount)}>
              <span data-testid="request-refund-amount">{money(request.refund.refund_amount)}</span>
            </InfoRow>
            <InfoRow label={intl.formatMessage(m.infoDestination)}>
              <span data-testid="request-destination">{destinationText(intl, request.refund.destination)}</span>
            </InfoRow>
          </dl>
        </section>
        {request.actions.some((action) => action !== 'enter_logistics') && (
          <div className={`${section} flex-row flex-wrap justify-end`}>
            {can('cancel') && <CancelRequest afterSaleNo={request.after_sale_no} />}
            {can('apply_again') && (
              <Button
                size="sm"
                data-testid="request-apply-again"
                onPress={() => void navigate(`/applyRefund?order_no=${encodeURIComponent(request.order_no)}`)}
              >
                {intl.formatMessage(m.applyAgain)}
              </Button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * /afterSaleOrderDetail/:id (SPEC.md §2 refund details and logistics entry, §4): the
 * status and what happens next with its deadline, the timeline, the return address and the
 * logistics entry, the lines, pictures and money, and what the chart offers (cancel, apply again).
 */
export function AfterSaleDetailPage() {
  const intl = useIntl();
  const { id } = useParams();
  const { data: request, error, mutate } = useAfterSalesDetail(id ?? null);
  return (
    <main className="flex flex-col gap-3 pb-6">
      <PageHeader title={intl.formatMessage(m.detailTitle)} />
      <DetailPageBody
        data={request}
        error={error}
        onRetry={() => void mutate()}
        failedTitle={intl.formatMessage(m.detailLoadFailed)}
        retryLabel={intl.formatMessage(m.tryAgain)}
      >
        {(request) => <Detail key={`${request.after_sale_no}:${request.state}`} request={request} />}
      </DetailPageBody>
    </main>
  );
}
