import { FLUSH_AT_EVENTS, FLUSH_INTERVAL_MS } from '../../contract/monitoring-constants';

/**
 * Gathers events and hands them on in batches (SPEC.md §9): when 20 wait, or 3000 ms after the
 * first of a batch arrived, whichever comes first; `flush()` sends at once (the page is hiding).
 */
export class Batcher<T> {
  private events: T[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly send: (events: T[]) => void,
    private readonly options = { atEvents: FLUSH_AT_EVENTS, intervalMs: FLUSH_INTERVAL_MS },
  ) {}

  add(event: T) {
    this.events.push(event);
    if (this.events.length >= this.options.atEvents) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.options.intervalMs);
  }

  flush() {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.events.length === 0) return;
    const events = this.events;
    this.events = [];
    this.send(events);
  }
}
