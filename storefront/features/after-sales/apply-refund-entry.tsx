import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '@pasar/ui';
import type { OrderStatus } from '../../../contract/order-constants';
import { ORDER_STATUS } from '../../../contract/order-constants';
import { afterSalesMessages as m } from './messages';

/**
 * Decision: the order statuses whose detail offers "Return/refund": paid and not closed (refund
 * only while it waits to ship, as an interception, or is on its way; both types once delivered).
 * The rest (the window, the maximum, a line already asked for) is the server's preview's say,
 * which /applyRefund shows with its §8 message.
 */
const statusesWithAfterSales: readonly OrderStatus[] = [
  ORDER_STATUS.toShip,
  ORDER_STATUS.toReceive,
  ORDER_STATUS.complete,
];

/** The order detail's "Return/refund" action: opens /applyRefund?order_no=. */
export function ApplyRefundEntry({ orderNo, status }: { orderNo: string; status: OrderStatus }) {
  const intl = useIntl();
  const navigate = useNavigate();
  if (!statusesWithAfterSales.includes(status)) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      data-testid="apply-refund"
      onPress={() => void navigate(`/applyRefund?order_no=${encodeURIComponent(orderNo)}`)}
    >
      {intl.formatMessage(m.applyAction)}
    </Button>
  );
}
