import type { Clock } from '../lib/clock';

/** When every test server's clock starts (and the run's database template was seeded). */
export const TEST_START = new Date('2026-11-21T03:00:00Z');

/** A clock tests move by hand. */
export class TestClock implements Clock {
  constructor(private current = new Date(TEST_START)) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}
