import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BEACON_MAX_BYTES,
  FLUSH_AT_EVENTS,
  FLUSH_INTERVAL_MS,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  rateVital,
} from '../../contract/monitoring-constants';
import { Batcher } from './batcher';
import { apiPathOf, routeOf } from './monitored-paths';
import { readIdentity, sessionConfig, touchSession, type MonitoringIdentity } from './monitoring-session';
import { splitPayload } from './split-payload';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('session config (SPEC.md §9)', () => {
  it('defaults to 1 day, 30 min and sample rate 1', () => {
    expect(sessionConfig()).toEqual({ maxMs: 24 * HOUR, idleMs: 30 * MINUTE, sampleRate: 1 });
  });
  it('keeps values inside the allowed ranges and clamps those outside', () => {
    expect(sessionConfig({ maxMs: 6 * HOUR, idleMs: 45 * MINUTE })).toMatchObject({
      maxMs: 6 * HOUR,
      idleMs: 45 * MINUTE,
    });
    expect(sessionConfig({ maxMs: HOUR, idleMs: MINUTE })).toMatchObject({
      maxMs: 4 * HOUR,
      idleMs: 10 * MINUTE,
    });
    expect(sessionConfig({ maxMs: 3 * 24 * HOUR, idleMs: 5 * HOUR })).toMatchObject({
      maxMs: SESSION_MAX_MS.max,
      idleMs: SESSION_IDLE_MS.max,
    });
    expect(sessionConfig({ maxMs: Number.NaN, sampleRate: 7 })).toMatchObject({
      maxMs: 24 * HOUR,
      sampleRate: 1,
    });
    expect(sessionConfig({ sampleRate: -1 }).sampleRate).toBe(0);
  });
});

describe('monitoring session on a fake clock (SPEC.md §3, §4)', () => {
  // A clock the test moves: the session's rules take `now` and never read the time themselves.
  let now = Date.parse('2026-11-23T00:00:00Z');
  const config = sessionConfig();
  const random = () => 0.5;

  it('starts with a uid_ user id, a session id and the sampled flag', () => {
    const identity = touchSession(null, now, config, random);
    expect(identity.uid).toMatch(/^uid_[a-z0-9]{20}$/);
    expect(identity.sid).toMatch(/^[a-z0-9]{20}$/);
    expect(identity.sampled).toBe(true);
  });

  it('keeps the session while active, ends it at the maximum duration, keeps the user id', () => {
    let identity = touchSession(null, now, config, Math.random);
    const first = identity;
    // Active every 20 minutes for just under a day: the same session.
    while (now + 20 * MINUTE < first.startedAt + config.maxMs) {
      now += 20 * MINUTE;
      identity = touchSession(identity, now, config, Math.random);
      expect(identity.sid).toBe(first.sid);
    }
    now = first.startedAt + config.maxMs;
    identity = touchSession(identity, now, config, Math.random);
    expect(identity.sid).not.toBe(first.sid);
    expect(identity.uid).toBe(first.uid);
    expect(identity.startedAt).toBe(now);
  });

  it('ends the session after the inactivity limit, not a millisecond before', () => {
    const start = touchSession(null, now, config, Math.random);
    expect(touchSession(start, now + config.idleMs - 1, config, Math.random).sid).toBe(start.sid);
    const after = touchSession(start, now + config.idleMs, config, Math.random);
    expect(after.sid).not.toBe(start.sid);
    expect(after.uid).toBe(start.uid);
  });

  it('honours a clamped configuration (idle 5 min asked, 10 min applied)', () => {
    const clamped = sessionConfig({ idleMs: 5 * MINUTE });
    const start = touchSession(null, now, clamped, Math.random);
    expect(touchSession(start, now + 6 * MINUTE, clamped, Math.random).sid).toBe(start.sid);
    expect(touchSession(start, now + 10 * MINUTE, clamped, Math.random).sid).not.toBe(start.sid);
  });

  it('samples a whole session by the rate', () => {
    expect(touchSession(null, now, sessionConfig({ sampleRate: 0.3 }), () => 0.29).sampled).toBe(true);
    expect(touchSession(null, now, sessionConfig({ sampleRate: 0.3 }), () => 0.3).sampled).toBe(false);
    expect(touchSession(null, now, sessionConfig({ sampleRate: 0 }), () => 0).sampled).toBe(false);
    // Sampled stays what the session started with.
    const out = touchSession(null, now, sessionConfig({ sampleRate: 0 }), Math.random);
    expect(touchSession(out, now + MINUTE, sessionConfig({ sampleRate: 1 }), Math.random).sampled).toBe(
      false,
    );
  });

  it('reads back only a well-formed identity from storage', () => {
    const identity: MonitoringIdentity = touchSession(null, now, config, Math.random);
    expect(readIdentity(JSON.stringify(identity))).toEqual(identity);
    expect(readIdentity('{"uid":"x"}')).toBeNull();
    expect(readIdentity('not json')).toBeNull();
    expect(readIdentity(null)).toBeNull();
  });
});

describe('batcher on fake timers (SPEC.md §9: 3000 ms or 20 events)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends at 20 events at once', () => {
    const sent: number[][] = [];
    const batcher = new Batcher<number>((events) => sent.push(events));
    for (let n = 1; n < FLUSH_AT_EVENTS; n += 1) batcher.add(n);
    expect(sent).toEqual([]);
    batcher.add(FLUSH_AT_EVENTS);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(FLUSH_AT_EVENTS);
    // Nothing left for the timer.
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(sent).toHaveLength(1);
  });

  it('sends 3000 ms after the first event of a batch, not before', () => {
    const sent: string[][] = [];
    const batcher = new Batcher<string>((events) => sent.push(events));
    batcher.add('a');
    vi.advanceTimersByTime(1000);
    batcher.add('b');
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS - 1000 - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([['a', 'b']]);
    // The next batch gets its own 3000 ms.
    batcher.add('c');
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(sent).toEqual([['a', 'b'], ['c']]);
  });

  it('flushes at once when asked (page hide), and sends nothing when empty', () => {
    const sent: string[][] = [];
    const batcher = new Batcher<string>((events) => sent.push(events));
    batcher.flush();
    batcher.add('x');
    batcher.flush();
    expect(sent).toEqual([['x']]);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(sent).toEqual([['x']]);
  });
});

describe('payload split (SPEC.md §9: under 60000 bytes)', () => {
  const head = { uid: 'uid_abcdefgh', sid: 'abcdefgh', layout: 'mobile', shell: false };
  const bytes = (text: string) => new TextEncoder().encode(text).length;

  it('keeps a small batch in one body that parses back', () => {
    const bodies = splitPayload(head, [{ n: 1 }, { n: 2 }]);
    expect(bodies).toHaveLength(1);
    expect(JSON.parse(bodies[0]!)).toEqual({ ...head, events: [{ n: 1 }, { n: 2 }] });
  });

  it('splits a large batch into bodies each under 60000 bytes, keeping every event in order', () => {
    // Multi-byte text, so bytes and characters differ.
    const events = Array.from({ length: 60 }, (_, n) => ({ n, stack: 'é'.repeat(1500) }));
    const bodies = splitPayload(head, events);
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(bytes(body)).toBeLessThan(BEACON_MAX_BYTES);
    const back = bodies.flatMap((body) =>
      (JSON.parse(body) as { events: { n: number }[] }).events.map((e) => e.n),
    );
    expect(back).toEqual(events.map((event) => event.n));
  });

  it('is exact at the edge and drops an event too large for any body', () => {
    const tiny = splitPayload(head, [{ s: 'x'.repeat(100) }, { s: 'y'.repeat(100) }], 200);
    for (const body of tiny) expect(bytes(body)).toBeLessThan(200);
    expect(splitPayload(head, [{ s: 'x'.repeat(BEACON_MAX_BYTES) }])).toEqual([]);
  });
});

describe('the API URL rule and routes', () => {
  const origin = 'https://pasar.example';
  it('reports our own /api calls by path, without the query', () => {
    expect(apiPathOf(`${origin}/api/product/detail?product_no=123`, origin)).toBe('product/detail');
    expect(apiPathOf('/api/order/detail/20261123000123', origin)).toBe('order/detail/:id');
  });
  it('ignores URLs over 8182 characters (8182 itself is monitored), and other origins', () => {
    const at = (length: number) =>
      `${origin}/api/search?q=${'x'.repeat(length - `${origin}/api/search?q=`.length)}`;
    expect(at(8182)).toHaveLength(8182);
    expect(apiPathOf(at(8182), origin)).toBe('search');
    expect(apiPathOf(at(8183), origin)).toBeNull();
    expect(apiPathOf('https://other.example/api/x', origin)).toBeNull();
    expect(apiPathOf(`${origin}/assets/app.js`, origin)).toBeNull();
  });
  it('replaces ids in a route', () => {
    expect(routeOf('/productDetail/12345')).toBe('/productDetail/:id');
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/category')).toBe('/category');
  });
});

describe('vital ratings (SPEC.md §9 thresholds)', () => {
  it('rates at and around the thresholds', () => {
    expect(rateVital('LCP', 2500)).toBe('good');
    expect(rateVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateVital('LCP', 4001)).toBe('poor');
    expect(rateVital('INP', 200)).toBe('good');
    expect(rateVital('INP', 500)).toBe('needs-improvement');
    expect(rateVital('INP', 501)).toBe('poor');
    expect(rateVital('FID', 300)).toBe('needs-improvement');
    expect(rateVital('TTFB', 1801)).toBe('poor');
  });
});
