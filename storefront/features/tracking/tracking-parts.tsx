import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Copy } from 'lucide-react';
import { IconButton, showToast, StatusTimeline, type StatusTimelineStep } from '@pasar/ui';
import type { CountryCode } from '../../../contract/countries';
import { formatDate, formatDateTime } from '../../../contract/dates';
import type { PackageTracking, ShipmentPackage } from '../../../contract/tracking';
import { TRACKING_EVENT_CODES, type TrackingEventCode } from '../../../contract/tracking-constants';
import { trackingMessages as m } from './messages';

/** The courier's event codes in the shopper's words. */
export const eventNames: Record<TrackingEventCode, MessageDescriptor> = {
  picked_up: m.eventPickedUp,
  at_sorting_centre: m.eventAtSortingCentre,
  in_transit: m.eventInTransit,
  out_for_delivery: m.eventOutForDelivery,
  delivered: m.eventDelivered,
};

/** The tracking number with a copy button, to paste into the courier's own tracking or a chat with support. */
export function TrackingNumber({ trackingNo }: { trackingNo: string }) {
  const intl = useIntl();
  return (
    <span className="inline-flex items-center gap-1">
      <span data-testid="parcel-number" className="font-mono tabular-nums">
        {trackingNo}
      </span>
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={intl.formatMessage(m.copyOf, { number: trackingNo })}
        onPress={() =>
          void navigator.clipboard
            ?.writeText(trackingNo)
            .then(() => showToast({ title: intl.formatMessage(m.copied), variant: 'success' }))
        }
      >
        <Copy aria-hidden="true" className="size-4" />
      </IconButton>
    </span>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="m-0 text-end">{children}</dd>
    </div>
  );
}

/** Courier, tracking number and the estimate (or the delivery time) of one package. */
export function PackageFacts({ item, country }: { item: ShipmentPackage; country: CountryCode }) {
  const intl = useIntl();
  return (
    <dl className="m-0 flex flex-col gap-2">
      <Row label={intl.formatMessage(m.courier)}>
        <span data-testid="courier">{item.courier_name}</span>
      </Row>
      <Row label={intl.formatMessage(m.trackingNo)}>
        <TrackingNumber trackingNo={item.tracking_no} />
      </Row>
      {item.delivered_at !== null ? (
        <Row label={intl.formatMessage(m.deliveredAt)}>{formatDateTime(item.delivered_at, country)}</Row>
      ) : (
        <Row label={intl.formatMessage(m.estimate)}>
          <span data-testid="estimate">
            {intl.formatMessage(m.estimateRange, {
              earliest: formatDate(item.estimate.earliest, country),
              latest: formatDate(item.estimate.latest, country),
            })}
          </span>
        </Row>
      )}
    </dl>
  );
}

/**
 * The kit's status timeline for one package: what the courier reported, oldest first, each with
 * its place and its time in the order's country, then the steps still to come (hollow).
 */
export function PackageTimeline({ tracking }: { tracking: PackageTracking }) {
  const intl = useIntl();
  const reported = [...tracking.events].reverse();
  const last = reported.at(-1);
  const reached = last ? TRACKING_EVENT_CODES.indexOf(last.code) : -1;
  const steps: StatusTimelineStep[] = [
    ...reported.map((event, index) => ({
      id: `${event.code}-${index}`,
      title: intl.formatMessage(eventNames[event.code]),
      description: event.place,
      time: formatDateTime(event.occurred_at, tracking.country_code),
    })),
    ...TRACKING_EVENT_CODES.slice(reached + 1).map((code) => ({
      id: code,
      title: intl.formatMessage(eventNames[code]),
    })),
  ];
  return (
    <StatusTimeline
      data-testid="parcel-timeline"
      aria-label={intl.formatMessage(m.timelineLabel)}
      steps={steps}
      {...(last ? { currentStep: `${last.code}-${reported.length - 1}` } : {})}
      currentTone={last?.code === 'delivered' ? 'success' : 'primary'}
    />
  );
}
