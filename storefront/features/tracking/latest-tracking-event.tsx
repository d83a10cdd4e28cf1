import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Truck } from 'lucide-react';
import { Button, Link } from '@pasar/ui';
import { formatDateTime } from '../../../contract/dates';
import { useOrderPackages } from '../../api/tracking';
import { trackingMessages as m } from './messages';
import { eventNames } from './tracking-parts';

const trackingHref = (orderNo: string) => `/tracking?order_no=${encodeURIComponent(orderNo)}`;

/**
 * The newest courier event of any of an order's packages, linking to its tracking: for the order
 * detail page's header. Renders nothing before the courier reports anything.
 */
export function LatestTrackingEvent({ orderNo }: { orderNo: string }) {
  const intl = useIntl();
  const { data } = useOrderPackages(orderNo);
  const latest = (data?.packages ?? [])
    .flatMap((item) => (item.latest_event ? [item.latest_event] : []))
    .sort((a, b) => b.occurred_at - a.occurred_at)[0];
  if (!data || !latest) return null;
  return (
    <Link
      variant="plain"
      href={trackingHref(orderNo)}
      data-testid="latest-tracking-event"
      className="flex items-start gap-3 rounded-lg bg-surface p-4"
    >
      <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      {/* Its name is what it shows, after what it is ("Latest tracking: Out for delivery, …"): an
          aria-label of its own hid the event from screen readers and did not hold the words a
          voice-control user reads on it. */}
      <span className="sr-only">{intl.formatMessage(m.latestLabel)}</span>
      <span className="flex min-w-0 flex-col gap-0.5 text-sm">
        <span className="font-semibold text-primary">{intl.formatMessage(eventNames[latest.code])}</span>
        <span className="break-words">{latest.place}</span>
        <span className="text-xs text-muted-foreground tabular-nums">
          {formatDateTime(latest.occurred_at, data.country_code)}
        </span>
      </span>
    </Link>
  );
}

/** "Track package" for a shipped order (the order detail page's actions). */
export function TrackOrderButton({ orderNo }: { orderNo: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      data-testid="track-order"
      onPress={() => void navigate(trackingHref(orderNo))}
    >
      {intl.formatMessage(m.trackOrder)}
    </Button>
  );
}
