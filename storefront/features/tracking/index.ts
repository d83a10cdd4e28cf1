// Shipment tracking (ADR 024): /shipmentTracking, /tracking and /trackingDetail are lazy
// chunks of routes.tsx; the order detail page shows the latest event and a way to the tracking.
export { LatestTrackingEvent, TrackOrderButton } from './latest-tracking-event';
export { trackingMessages } from './messages';
