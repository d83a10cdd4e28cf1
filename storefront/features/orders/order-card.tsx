import { FormattedMessage, useIntl } from 'react-intl';
import { ChevronRight } from 'lucide-react';
import { cn, focusRing, Link, orderStatusTones, Price, StatusBadge } from '@pasar/ui';
import type { OrderSummary } from '../../../contract/order';
import { OrderLineRow } from '../checkout';
import { ordersMessages as m } from './messages';
import { OrderActions } from './order-actions';
import { statusLabelOf, statusTextOf } from './order-status-texts';

/** Decision: a card shows the first two lines; "+3 more" says the rest (the detail lists them all). */
const SHOWN_LINES = 2;

/**
 * After a move on a card (its button gone with it): the card's new status, or, when the order
 * has left the tab (cancelled from "To pay"), the tab itself, whose count says it went.
 */
function statusOrTab(orderNo: string) {
  return () =>
    document.getElementById(`order-${orderNo}-status`) ??
    document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
}

/**
 * An order on /order: its number and status, its first lines, the count and total, and the
 * actions the order chart allows now. The number links to /orderDetail/<no>.
 */
export function OrderCard({ order, onChanged }: { order: OrderSummary; onChanged: () => void }) {
  const intl = useIntl();
  const hidden = order.lines.length - SHOWN_LINES;
  const headingId = `order-${order.order_no}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        data-testid="orders-card"
        data-order-no={order.order_no}
        data-status={order.status}
        className="flex flex-col gap-2 bg-surface p-4 desktop:rounded-lg"
      >
        {/* Decision: the number is never cut, and kept whole: when it and a long status
            ("Menunggu pembayaran") do not fit side by side on a phone, the status goes under
            it. The number is what support asks for; only a screen too narrow for the number
            alone breaks it. */}
        <header className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
          <h2 id={headingId} className="m-0 min-w-0 text-sm font-medium break-words">
            <Link
              variant="plain"
              href={`/orderDetail/${order.order_no}`}
              className={cn('rounded hover:text-primary', focusRing)}
            >
              {intl.formatMessage(m.cardOrderNo, { orderNo: order.order_no })}
              <ChevronRight
                aria-hidden="true"
                className="ms-1 inline size-4 align-text-bottom text-muted-foreground"
              />
            </Link>
          </h2>
          <StatusBadge
            id={`order-${order.order_no}-status`}
            className={cn('shrink-0', focusRing)}
            tone={orderStatusTones[order.status]}
            label={intl.formatMessage(statusLabelOf(order))}
          />
        </header>
        <p className="m-0 text-xs text-muted-foreground">
          <FormattedMessage {...statusTextOf(order)} />
        </p>
        <ul className="m-0 list-none p-0">
          {order.lines.slice(0, SHOWN_LINES).map((line) => (
            <OrderLineRow key={line.sku_id} line={line} currency={order.currency} />
          ))}
        </ul>
        {hidden > 0 && (
          <p className="m-0 text-xs text-muted-foreground">
            {intl.formatMessage(m.cardMoreLines, { count: hidden })}
          </p>
        )}
        <div className="flex items-baseline justify-end gap-2 text-sm">
          <span>{intl.formatMessage(m.cardTotal, { count: order.quantity })}</span>
          <Price amount={order.total} currency={order.currency} size="md" />
        </div>
        <OrderActions order={order} onDone={onChanged} focusAfter={statusOrTab(order.order_no)} />
      </article>
    </li>
  );
}
