import { useIntl } from 'react-intl';
import { Badge } from '@pasar/ui';
import type { OrderListTab } from '../../../contract/order-constants';
import { useOrderSummary } from '../../api/orders';
import { ordersMessages as m } from './messages';

/**
 * A tab's name with its count as a badge (/order's tabs, the desktop side menu): the count is said
 * in words ("To pay, 2 orders") and the visible name stays first in the accessible name (WCAG 2.5.3).
 * Nothing at 0 and for a visitor.
 */
export function OrderTabCount({ tab, name }: { tab: OrderListTab; name: string }) {
  const intl = useIntl();
  const { data } = useOrderSummary();
  const count = data?.[tab] ?? 0;
  if (count === 0) return <>{name}</>;
  return (
    <span className="flex items-center gap-1.5" data-testid={`order-count-${tab}`} data-count={count}>
      <span aria-hidden="true">{name}</span>
      <Badge count={count} />
      <span className="sr-only">{intl.formatMessage(m.tabCount, { tab: name, count })}</span>
    </span>
  );
}
