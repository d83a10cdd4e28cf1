import {
  MONITORING_UID_PREFIX,
  SAMPLE_RATE,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
} from '../../contract/monitoring-constants';

/** SPEC.md §3's monitoring identity: the user id (uid_…), the session id and the sampled flag. */
export interface MonitoringIdentity {
  uid: string;
  sid: string;
  sampled: boolean;
  /** When the session started and when it last saw activity (ms since 1970). */
  startedAt: number;
  lastActiveAt: number;
}

export interface SessionConfig {
  maxMs: number;
  idleMs: number;
  sampleRate: number;
}

const clamp = (value: number | undefined, range: { default: number; min: number; max: number }) =>
  value === undefined || !Number.isFinite(value)
    ? range.default
    : Math.min(range.max, Math.max(range.min, value));

/**
 * SPEC.md §9: the session maximum (1 day; 4 h–1 day) and the inactivity limit (30 min; 10 min–1 h)
 * are configurable; a value outside its range is clamped to the nearest allowed one, a missing or
 * broken one is the default. The sample rate is 1 unless set, between 0 and 1.
 */
export function sessionConfig(wanted: Partial<SessionConfig> = {}): SessionConfig {
  const rate = wanted.sampleRate;
  return {
    maxMs: clamp(wanted.maxMs, SESSION_MAX_MS),
    idleMs: clamp(wanted.idleMs, SESSION_IDLE_MS),
    sampleRate: rate === undefined || !Number.isFinite(rate) ? SAMPLE_RATE : Math.min(1, Math.max(0, rate)),
  };
}

/** A random id of safe characters (the collector accepts [A-Za-z0-9_-]{8,64}). */
export function randomId(random: () => number = Math.random, length = 20): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  for (let at = 0; at < length; at += 1) id += alphabet[Math.floor(random() * alphabet.length)];
  return id;
}

/**
 * The identity after activity at `now` (SPEC.md §4): the user id is kept for good; the session is
 * kept unless it has reached its maximum duration or has been inactive for the inactivity limit,
 * in which case a new one starts and is sampled afresh (so a whole session is in or out).
 */
export function touchSession(
  stored: MonitoringIdentity | null,
  now: number,
  config: SessionConfig,
  random: () => number = Math.random,
): MonitoringIdentity {
  const uid = stored?.uid ?? `${MONITORING_UID_PREFIX}${randomId(random)}`;
  const expired =
    !stored || now - stored.startedAt >= config.maxMs || now - stored.lastActiveAt >= config.idleMs;
  if (!expired) return { ...stored, lastActiveAt: now };
  return {
    uid,
    sid: randomId(random),
    sampled: random() < config.sampleRate,
    startedAt: now,
    lastActiveAt: now,
  };
}

/** What local storage held, if it is an identity at all (anything else starts afresh). */
export function readIdentity(text: string | null): MonitoringIdentity | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<MonitoringIdentity>;
    const ok =
      typeof value.uid === 'string' &&
      value.uid.startsWith(MONITORING_UID_PREFIX) &&
      typeof value.sid === 'string' &&
      typeof value.sampled === 'boolean' &&
      typeof value.startedAt === 'number' &&
      typeof value.lastActiveAt === 'number';
    return ok ? (value as MonitoringIdentity) : null;
  } catch {
    return null;
  }
}
