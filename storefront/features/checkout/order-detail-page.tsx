import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import {
  AlertDialog,
  Button,
  Countdown,
  ErrorState,
  orderStatusTones,
  Radio,
  RadioGroup,
  showToast,
  Skeleton,
  StatusBadge,
} from '@pasar/ui';
import { formatDateTime } from '../../../contract/dates';
import type { OrderDetail } from '../../../contract/order';
import {
  CANCEL_REASONS,
  ORDER_STATUS,
  type CancelReason,
  type OrderStatus,
} from '../../../contract/order-constants';
import { cancelOrder, useOrderDetail, type Timed } from '../../api/orders';
import { PageHeader } from '../../frame/page-header';
import { track } from '../../analytics/track';
import { SavedAddressCard } from '../addresses';
import { orderDetailMessages as m } from './messages';
import { OrderAmounts, OrderLineRow } from './order-parts';
import { paymentMethodNames } from './payment-method-names';
import { usePayCountdown } from './use-pay-countdown';

/** SPEC.md §4 labels (the badge) and detail texts (the line under it). */
const statusLabels: Record<OrderStatus, MessageDescriptor> = {
  to_pay: m.statusToPay,
  to_ship: m.statusToShip,
  to_receive: m.statusToReceive,
  transaction_complete: m.statusComplete,
  transaction_closed: m.statusClosed,
};
const statusTexts: Record<OrderStatus, MessageDescriptor> = {
  to_pay: m.textToPay,
  to_ship: m.textToShip,
  to_receive: m.textToReceive,
  transaction_complete: m.textComplete,
  transaction_closed: m.textClosed,
};
const reasonNames: Record<CancelReason, MessageDescriptor> = {
  changed_mind: m.reasonChangedMind,
  change_address: m.reasonChangeAddress,
  change_items: m.reasonChangeItems,
  found_cheaper: m.reasonFoundCheaper,
  payment_trouble: m.reasonPaymentTrouble,
  other: m.reasonOther,
};

function PayCountdown({ order }: { order: Timed<OrderDetail> }) {
  const intl = useIntl();
  const { seconds } = usePayCountdown(order.pay_deadline ?? 0, order.serverOffsetMs);
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

function CancelOrder({ order }: { order: OrderDetail }) {
  const orderNo = order.order_no;
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<CancelReason>(CANCEL_REASONS[0]);
  return (
    <>
      <Button variant="secondary" data-testid="cancel-order" onPress={() => setOpen(true)}>
        {intl.formatMessage(m.cancel)}
      </Button>
      <AlertDialog
        isOpen={open}
        onOpenChange={setOpen}
        variant="destructive"
        title={intl.formatMessage(m.cancelTitle)}
        confirmLabel={intl.formatMessage(m.cancelConfirm)}
        cancelLabel={intl.formatMessage(m.cancelKeep)}
        onConfirm={async () => {
          await cancelOrder({ order_no: orderNo, reason });
          // A paid order's cancel refunds it (ADR 022): GA4's refund, for the whole order.
          if (order.paid_at !== null) track('refund', { orderNo, order });
          showToast({ title: intl.formatMessage(m.cancelled), variant: 'success' });
        }}
      >
        <RadioGroup
          label={intl.formatMessage(m.cancelReason)}
          value={reason}
          onChange={(value) => setReason(value as CancelReason)}
        >
          {CANCEL_REASONS.map((id) => (
            <Radio key={id} value={id}>
              {intl.formatMessage(reasonNames[id])}
            </Radio>
          ))}
        </RadioGroup>
      </AlertDialog>
    </>
  );
}

function InfoRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="m-0 text-end break-all">{children}</dd>
    </div>
  );
}

function Detail({ order }: { order: Timed<OrderDetail> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toPay = order.status === ORDER_STATUS.toPay;
  const timedOut = order.closed_reason === 'timed_out';
  const at = (time: number | null) => formatDateTime(time, order.country_code);
  const statusText: MessageDescriptor = timedOut ? m.textTimedOut : statusTexts[order.status];
  const statusLabel: MessageDescriptor =
    order.status === ORDER_STATUS.closed && order.closed_reason === 'cancelled'
      ? m.statusCancelled
      : statusLabels[order.status];
  return (
    <div className="flex flex-col gap-3 desktop:grid desktop:grid-cols-[1fr_22rem] desktop:items-start desktop:gap-4">
      <div className="flex min-w-0 flex-col gap-3">
        <section className="flex flex-col gap-2 bg-surface p-4 desktop:rounded-lg">
          <StatusBadge
            data-testid="detail-status"
            data-status={order.status}
            className="self-start"
            tone={orderStatusTones[order.status]}
            label={intl.formatMessage(statusLabel)}
          />
          <p className="m-0 text-base font-semibold">
            <FormattedMessage {...statusText} />
          </p>
          {order.refund_started && (
            <p className="m-0 text-sm">
              <FormattedMessage {...m.textRefund} />
            </p>
          )}
          {toPay && order.pay_deadline !== null && <PayCountdown order={order} />}
        </section>
        <section className="bg-surface p-4 desktop:rounded-lg">
          <SavedAddressCard address={order.address} />
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
              <span data-testid="detail-order-no">{order.order_no}</span>
            </InfoRow>
            <InfoRow label={<FormattedMessage {...m.createdAt} />}>{at(order.created_at)}</InfoRow>
            {order.paid_at !== null && (
              <InfoRow label={<FormattedMessage {...m.paidAt} />}>{at(order.paid_at)}</InfoRow>
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
        {(order.actions.includes('pay') || order.actions.includes('cancel')) && (
          <div className="flex flex-wrap justify-end gap-2">
            {order.actions.includes('cancel') && <CancelOrder order={order} />}
            {order.actions.includes('pay') && (
              <Button
                variant="primary"
                data-testid="pay-now"
                onPress={() => void navigate(`/checkout?order_no=${encodeURIComponent(order.order_no)}`)}
              >
                {intl.formatMessage(m.payNow)}
              </Button>
            )}
          </div>
        )}
      </section>
    </div>
  );
}

/**
 * /orderDetail/:no (SPEC.md §2, §3 Order, §4; issue 16): the status and its text, the countdown
 * and "Pay now" while to pay, Cancel when the order chart allows it (the detail's `actions`),
 * the address, lines, order information and amounts. "After the order" adds the rest.
 */
export function OrderDetailPage() {
  const intl = useIntl();
  const { no } = useParams();
  const { data: order, error, mutate } = useOrderDetail(no ?? null);
  return (
    <main className="flex flex-col gap-3 pb-6">
      <PageHeader title={intl.formatMessage(m.title)} />
      {error && !order ? (
        <ErrorState
          title={intl.formatMessage(m.loadFailed)}
          retryLabel={intl.formatMessage(m.tryAgain)}
          onRetry={() => void mutate()}
          className="bg-surface desktop:rounded-lg"
        />
      ) : !order ? (
        <div className="flex flex-col gap-3 bg-surface p-4 desktop:rounded-lg" aria-busy="true">
          <Skeleton shape="text" className="w-1/3" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : (
        <Detail key={order.order_no} order={order} />
      )}
    </main>
  );
}
