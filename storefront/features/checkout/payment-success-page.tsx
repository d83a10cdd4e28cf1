import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { EmptyState, Link } from '@pasar/ui';
import { useOrderDetail } from '../../api/orders';
import { PageHeader } from '../../frame/page-header';
import { useTrackOnce } from '../../analytics/track';
import { paymentSuccessMessages as m } from './messages';

/** /paymentSuccess?order_no= (SPEC.md §2 payment success): back to home, view order. */
export function PaymentSuccessPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const orderNo = params.get('order_no');
  const { data: order } = useOrderDetail(orderNo);
  const cod = order?.payment_method === 'cod';
  // GA4 purchase, once per visit of the page (GA4 also drops a repeated transaction_id): paid
  // online, or placed for cash on delivery.
  useTrackOnce('purchase', order?.order_no ?? null, order && { orderNo: order.order_no, order });
  return (
    <main className="flex flex-col gap-3 pb-6">
      <PageHeader title={intl.formatMessage(cod ? m.codTitle : m.title)} />
      <EmptyState
        data-testid="payment-success"
        icon={<CircleCheck className="text-success" />}
        title={intl.formatMessage(cod ? m.codTitle : m.title)}
        description={intl.formatMessage(cod ? m.codBody : m.body)}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <Link variant="standalone" href="/">
              {intl.formatMessage(m.home)}
            </Link>
            {orderNo && (
              <Link variant="standalone" href={`/orderDetail/${encodeURIComponent(orderNo)}`}>
                {intl.formatMessage(m.viewOrder)}
              </Link>
            )}
          </div>
        }
        className="bg-surface desktop:rounded-lg"
      />
    </main>
  );
}
