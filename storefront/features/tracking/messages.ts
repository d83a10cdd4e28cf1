import { defineMessages } from 'react-intl';
import type { MessageValue, NoMessageValues } from 'react-intl';

/** Shipment tracking's words (tracking.*): /shipmentTracking, /tracking, /trackingDetail. */
export const trackingMessages = defineMessages<{
  readonly packagesTitle: NoMessageValues;
  readonly detailTitle: NoMessageValues;
  readonly loadFailed: NoMessageValues;
  readonly tryAgain: NoMessageValues;
  readonly missingOrder: NoMessageValues;
  readonly noPackagesTitle: NoMessageValues;
  readonly noPackagesBody: NoMessageValues;
  readonly packageHeading: { readonly count: MessageValue; readonly index: MessageValue };
  readonly courier: NoMessageValues;
  readonly trackingNo: NoMessageValues;
  readonly copyOf: { readonly number: MessageValue };
  readonly copied: NoMessageValues;
  readonly estimate: NoMessageValues;
  readonly estimateRange: { readonly earliest: MessageValue; readonly latest: MessageValue };
  readonly deliveredAt: NoMessageValues;
  readonly items: { readonly count: number | bigint };
  readonly viewTimeline: NoMessageValues;
  readonly viewTimelineOf: { readonly index: MessageValue };
  readonly timelineLabel: NoMessageValues;
  readonly noEventsYet: NoMessageValues;
  readonly allPackages: NoMessageValues;
  readonly autoReceipt: { readonly date: MessageValue };
  readonly trackOrder: NoMessageValues;
  readonly latestLabel: NoMessageValues;
  readonly eventPickedUp: NoMessageValues;
  readonly eventAtSortingCentre: NoMessageValues;
  readonly eventInTransit: NoMessageValues;
  readonly eventOutForDelivery: NoMessageValues;
  readonly eventDelivered: NoMessageValues;
}>({
  packagesTitle: { id: 'tracking.packages.title', defaultMessage: 'Shipment tracking' },
  detailTitle: { id: 'tracking.detail.title', defaultMessage: 'Package tracking' },
  loadFailed: { id: 'tracking.loadFailed', defaultMessage: 'We could not load the tracking.' },
  tryAgain: { id: 'tracking.tryAgain', defaultMessage: 'Try again' },
  missingOrder: { id: 'tracking.missing', defaultMessage: 'No order or package was given.' },
  noPackagesTitle: { id: 'tracking.noPackages.title', defaultMessage: 'Not shipped yet' },
  noPackagesBody: {
    id: 'tracking.noPackages.body',
    defaultMessage: 'The seller ships within 48 hours. The tracking appears here once it does.',
  },
  packageHeading: { id: 'tracking.package.heading', defaultMessage: 'Package {index} of {count}' },
  courier: { id: 'tracking.courier', defaultMessage: 'Courier' },
  trackingNo: { id: 'tracking.trackingNo', defaultMessage: 'Tracking number' },
  copyOf: { id: 'tracking.copyOf', defaultMessage: 'Copy tracking number {number}' },
  copied: { id: 'tracking.copied', defaultMessage: 'Tracking number copied' },
  estimate: { id: 'tracking.estimate', defaultMessage: 'Estimated delivery' },
  estimateRange: { id: 'tracking.estimate.range', defaultMessage: '{earliest} – {latest}' },
  deliveredAt: { id: 'tracking.deliveredAt', defaultMessage: 'Delivered' },
  items: {
    id: 'tracking.items',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
  },
  viewTimeline: { id: 'tracking.viewTimeline', defaultMessage: 'View tracking' },
  viewTimelineOf: { id: 'tracking.viewTimelineOf', defaultMessage: 'View tracking of package {index}' },
  timelineLabel: { id: 'tracking.timeline.label', defaultMessage: 'Shipment progress' },
  noEventsYet: {
    id: 'tracking.noEvents',
    defaultMessage: 'The courier has the package and will report its first scan soon.',
  },
  allPackages: { id: 'tracking.allPackages', defaultMessage: 'All packages of this order' },
  autoReceipt: {
    id: 'tracking.autoReceipt',
    defaultMessage: 'The order completes by itself on {date} unless you confirm receipt sooner.',
  },
  trackOrder: { id: 'tracking.track', defaultMessage: 'Track package' },
  latestLabel: { id: 'tracking.latest.label', defaultMessage: 'Latest tracking:' },
  eventPickedUp: { id: 'tracking.event.pickedUp', defaultMessage: 'Picked up by the courier' },
  eventAtSortingCentre: { id: 'tracking.event.atSortingCentre', defaultMessage: 'At the sorting centre' },
  eventInTransit: { id: 'tracking.event.inTransit', defaultMessage: 'On its way' },
  eventOutForDelivery: { id: 'tracking.event.outForDelivery', defaultMessage: 'Out for delivery' },
  eventDelivered: { id: 'tracking.event.delivered', defaultMessage: 'Delivered' },
});
