// What other parts of the server may use of this area (eslint.config.js refuses a path into
// its files from outside it). Generated from what was used when the server moved to areas; add to it
// deliberately.

export { rumReport } from './monitoring-report';
export { pruneMonitoring, recordServerError, recordUnexpectedError } from './monitoring';
export { otlpForwarder } from './otlp-forwarder';
export type { TelemetryForwarder } from './otlp-forwarder';
export { monitoringRoutes } from './routes';
export { rumReportRoutes } from './rum-report-routes';
