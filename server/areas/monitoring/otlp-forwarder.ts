import type { MonitoringBatch } from '../../../contract/monitoring';
import type { Logger } from '../../lib/logger';

/** Sends monitoring events on to an OpenTelemetry collector (ADR 026). */
export interface TelemetryForwarder {
  forward(batch: MonitoringBatch): void;
}

const attribute = (key: string, value: string | number | boolean) => ({
  key,
  value:
    typeof value === 'string'
      ? { stringValue: value }
      : typeof value === 'boolean'
        ? { boolValue: value }
        : { doubleValue: value },
});

/**
 * Decision (ADR 026): a hand-written OTLP/HTTP JSON exporter of logs, one log record per event,
 * instead of the OpenTelemetry SDK: the SDK's packages are megabytes and a dozen dependencies for
 * what is one POST of documented JSON (opentelemetry-proto's ExportLogsServiceRequest). Fire and
 * forget: the collector answers the beacon without waiting, and a collector that is down costs a
 * warning, never an error to the browser.
 */
export function otlpForwarder(
  endpoint: string,
  logger: Logger,
  send: typeof fetch = fetch,
): TelemetryForwarder {
  const url = `${endpoint.replace(/\/+$/, '')}/v1/logs`;
  return {
    forward(batch) {
      const body = {
        resourceLogs: [
          {
            resource: { attributes: [attribute('service.name', 'pasar-storefront')] },
            scopeLogs: [
              {
                scope: { name: 'pasar.rum' },
                logRecords: batch.events.map((event) => ({
                  timeUnixNano: String(event.at * 1_000_000),
                  severityText: event.kind === 'error' || event.kind === 'resource-error' ? 'ERROR' : 'INFO',
                  body: { stringValue: event.kind },
                  attributes: [
                    attribute('rum.uid', batch.uid),
                    attribute('session.id', batch.sid),
                    attribute('rum.layout', batch.layout),
                    attribute('rum.shell', batch.shell),
                    ...Object.entries(event)
                      .filter(([key]) => key !== 'kind' && key !== 'at')
                      .map(([key, value]) => attribute(`rum.${key}`, value as string | number)),
                  ],
                })),
              },
            ],
          },
        ],
      };
      send(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
        .then((response) => {
          if (!response.ok)
            logger.warn({ status: response.status }, 'OTLP collector refused monitoring events');
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'OTLP collector unreachable'));
    },
  };
}
