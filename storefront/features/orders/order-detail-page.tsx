import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Copy } from 'lucide-react';
import {
  Countdown,
  focusRing,
  IconButton,
  orderStatusTones,
  showToast,
  StatusBadge,
} from '@pasar/ui';
import { formatDateTime } from '../../../contract/dates';
import type { OrderDetail } from '../../../contract/order';
import { ORDER_STATUS } from '../../../contract/order-constants';
import { useOrderDetail, type Timed } from '../../api/orders';
import { DetailPageBody, InfoRow } from '../../frame/detail-page-body';
import { PageHeader } from '../../frame/page-header';
import { useCountdownTo } from '../../frame/use-countdown-to';
import { SavedAddressCard } from '../addresses';
import { LatestTrackingEvent, TrackOrderButton } from '../tracking';
import { OrderAmounts, OrderLineRow, paymentMethodNames } from '../checkout';
import { orderDetailMessages as m, ordersMessages as om } from './messages';
import { OrderActions } from './order-actions';
import { ApplyRefundEntry } from '../after-sales';
import { statusLabelOf, statusTextOf } from './order-status-texts';

function PayCountdown({ deadline, serverOffsetMs }: { deadline: number; serverOffsetMs: number }) {
  const intl = useIntl();
  const seconds = useCountdownTo(deadline, serverOffsetMs);
  return (
    <Countdown
      data-testid="detail-countdown"
      className="self-start"
      seconds={seconds}
      tone="boxed"
      prefix={<span className="me-1 font-normal">{intl.formatMessage(m.payWithin)}</span>}
    />
  );
}

/** The order number with Copy (the number is what the shop's support asks for). */
function OrderNumber({ orderNo }: { orderNo: string }) {
  const intl = useIntl();
  return (
    <span className="inline-flex items-center gap-1">
      <span data-testid="detail-order-no">{orderNo}</span>
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={intl.formatMessage(om.copyOrderNo)}
        onPress={() =>
          void navigator.clipboard
            ?.writeText(orderNo)
            .then(() => showToast({ title: intl.formatMessage(om.copied), variant: 'success' }))
            .catch(() => undefined)
        }
      >
        <Copy aria-hidden="true" />
      </IconButton>
    </span>
  );
}

/** Where focus goes after a move that took its own button away (OrderActions' focusAfter). */
const STATUS_ID = 'order-detail-status';

export function Detail({ order }: { order: Timed<OrderDetail> }) {
  const intl = useIntl();
  const toPay = order.status === ORDER_STATUS.toPay;
  const at = (time: number | null) => formatDateTime(time, order.country_code);
  return (
    <div className="flex flex-col gap-3 desktop:grid desktop:grid-cols-[1fr_22rem] desktop:items-start desktop:gap-4">
      <div className="flex min-w-0 flex-col gap-3">
        <section className="flex flex-col gap-2 bg-surface p-4 desktop:rounded-lg">
          <StatusBadge
            id={STATUS_ID}
            data-testid="detail-status"
            data-status={order.status}
            className={`self-start ${focusRing}`}
            tone={orderStatusTones[order.status]}
            label={intl.formatMessage(statusLabelOf(order))}
          />
          <p data-testid="detail-status-text" className="m-0 text-base font-semibold">
            <FormattedMessage {...statusTextOf(order)} />
          </p>
          {order.refund_started && (
            <p className="m-0 text-sm">
              <FormattedMessage {...m.textRefund} />
            </p>
          )}
          {toPay && order.pay_deadline !== null && (
            <PayCountdown deadline={order.pay_deadline} serverOffsetMs={order.serverOffsetMs} />
          )}
          {order.tracking_no && <LatestTrackingEvent orderNo={order.order_no} />}
        </section>
        <section aria-labelledby="detail-address" className="bg-surface p-4 desktop:rounded-lg">
          <h2 id="detail-address" className="sr-only">
            <FormattedMessage {...om.addressHeading} />
          </h2>
          <div data-testid="detail-address">
            <SavedAddressCard address={order.address} />
          </div>
        </section>
        <section className="bg-surface px-4 desktop:rounded-lg">
          <ul className="m-0 list-none p-0">
            {order.lines.map((line) => (
              <OrderLineRow key={line.sku_id} line={line} currency={order.currency} />
            ))}
          </ul>
        </section>
        <section aria-labelledby="detail-info" className="bg-surface p-4 desktop:rounded-lg">
          <h2 id="detail-info" className="m-0 mb-3 text-base font-semibold">
            <FormattedMessage {...m.infoHeading} />
          </h2>
          <dl className="m-0 flex flex-col gap-2">
            <InfoRow label={<FormattedMessage {...m.orderNo} />}>
              <OrderNumber orderNo={order.order_no} />
            </InfoRow>
            <InfoRow label={<FormattedMessage {...m.createdAt} />}>{at(order.created_at)}</InfoRow>
            {order.paid_at !== null && (
              <InfoRow label={<FormattedMessage {...m.paidAt} />}>{at(order.paid_at)}</InfoRow>
            )}
            {order.shipped_at !== null && (
              <InfoRow label={<FormattedMessage {...om.shippedAt} />}>{at(order.shipped_at)}</InfoRow>
            )}
            {order.received_at !== null && (
              <InfoRow label={<FormattedMessage {...om.receivedAt} />}>{at(order.received_at)}</InfoRow>
            )}
            {order.coins_earned !== null && order.coins_earned > 0 && (
              <InfoRow label={<FormattedMessage {...om.coinsEarned} />}>
                <span data-testid="detail-coins-earned">
                  <FormattedMessage {...om.coinsEarnedValue} values={{ coins: order.coins_earned }} />
                </span>
              </InfoRow>
            )}
            {order.payment_method && (
              <InfoRow label={<FormattedMessage {...m.paymentMethod} />}>
                {intl.formatMessage(paymentMethodNames[order.payment_method])}
              </InfoRow>
            )}
            <InfoRow label={<FormattedMessage {...m.deliveryMethod} />}>
              <FormattedMessage {...m.standardDelivery} />
            </InfoRow>
            {order.tracking_no && (
              <InfoRow label={<FormattedMessage {...m.trackingNo} />}>{order.tracking_no}</InfoRow>
            )}
            {order.customer_message && (
              <InfoRow label={<FormattedMessage {...m.customerMessage} />}>{order.customer_message}</InfoRow>
            )}
          </dl>
        </section>
      </div>
      <section className="flex flex-col gap-3 bg-surface p-4 desktop:sticky desktop:top-4 desktop:rounded-lg">
        <OrderAmounts amounts={order} />
        {order.tracking_no && (
          <div className="flex justify-end">
            <TrackOrderButton orderNo={order.order_no} />
          </div>
        )}
        <OrderActions
          order={{ ...order, address_id: order.address.address_id }}
          focusAfter={() => document.getElementById(STATUS_ID)}
        />
        <div className="flex justify-end empty:hidden">
          <ApplyRefundEntry orderNo={order.order_no} status={order.status} />
        </div>
      </section>
    </div>
  );
}

/**
 * /orderDetail/:no (SPEC.md §2, §3 Order, §4): the status and its §4 text, the
 * countdown while to pay, the latest tracking event (L's slot), the address, lines, order
 * information (number with Copy, dates, payment and delivery method, message) and amounts, and
 * the actions the order chart allows (features/orders/order-actions.tsx).
 */
export function OrderDetailPage() {
  const intl = useIntl();
  const { no } = useParams();
  const { data: order, error, mutate } = useOrderDetail(no ?? null);
  return (
    <main className="flex flex-col gap-3 pb-6">
      <PageHeader title={intl.formatMessage(m.title)} />
      <DetailPageBody
        data={order}
        error={error}
        onRetry={() => void mutate()}
        failedTitle={intl.formatMessage(m.loadFailed)}
        retryLabel={intl.formatMessage(m.tryAgain)}
      >
        {(order) => <Detail key={order.order_no} order={order} />}
      </DetailPageBody>
    </main>
  );
}
