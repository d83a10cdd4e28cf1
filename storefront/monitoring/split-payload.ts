import { BEACON_MAX_BYTES } from '../../contract/monitoring-constants';

const encoder = new TextEncoder();
const bytesOf = (text: string) => encoder.encode(text).length;

/**
 * The bodies to send for `events` (SPEC.md §9: a beacon's payload stays under 60000 bytes): the
 * head (`{uid, sid, …}`) with as many events as fit, then the next body, in order. An event that
 * cannot fit even alone is dropped: a beacon the collector would refuse helps nobody.
 */
export function splitPayload<T>(head: object, events: T[], maxBytes: number = BEACON_MAX_BYTES): string[] {
  const prefix = `${JSON.stringify(head).slice(0, -1)},"events":[`;
  const empty = bytesOf(prefix) + 2; // "]}"
  const bodies: string[] = [];
  let parts: string[] = [];
  let size = empty;
  const close = () => {
    if (parts.length > 0) bodies.push(`${prefix}${parts.join(',')}]}`);
    parts = [];
    size = empty;
  };
  for (const event of events) {
    const part = JSON.stringify(event);
    const partBytes = bytesOf(part) + (parts.length > 0 ? 1 : 0);
    if (empty + bytesOf(part) >= maxBytes) continue;
    if (size + partBytes >= maxBytes) close();
    size += bytesOf(part) + (parts.length > 0 ? 1 : 0);
    parts.push(part);
  }
  close();
  return bodies;
}
