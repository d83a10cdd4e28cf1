import type { Db } from './db/client';

/** A clock the server reads instead of Date.now(), so tests can move time. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** What every route reaches through `c.var.deps`. */
export interface Deps {
  db: Db;
  clock: Clock;
}

export interface AppEnv {
  Variables: { deps: Deps };
}
