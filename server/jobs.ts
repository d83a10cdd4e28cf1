import type { PictureStorage } from './lib/storage/picture-storage';
import type { Clock } from './lib/clock';
import type { Db } from './db/client';
import type { Logger } from './lib/logger';
import type { PaymentProvider } from './areas/payments';
import { purgeExpired, runDueDeletions } from './areas/member';
import { closeOverdueOrders, completeDeliveredOrders, publishDueTrackingEvents } from './areas/orders';
import { retryRefunds } from './areas/payments';
import { cancelOverdueReturns, sweepAfterSalesRefunds } from './areas/after-sales';
import { expireCoinLots } from './areas/coins';
import { sweepWishlistNotices } from './areas/wishlist';

/** What a job is given each time it runs. */
export interface JobDeps {
  db: Db;
  clock: Clock;
  payments: PaymentProvider;
  pictures: PictureStorage;
}

/**
 * One background job: `run` answers how many records it moved (logged when more than 0). Every job
 * is safe with several server processes at once: each claims its rows with FOR UPDATE SKIP LOCKED
 * or a lease, and a restart loses nothing, because the state is the table, not the timer.
 */
export interface Job {
  name: string;
  everyMs: number;
  run(deps: JobDeps, now: Date): Promise<number>;
}

const MINUTE = 60_000;

/** Every background job of the shop, in one table (started by serve.ts). */
export const jobs: readonly Job[] = [
  // Spent captchas, codes, nonces, old limits and dead sessions (ADR 018).
  {
    name: 'purge expired sign-in records',
    everyMs: 60 * MINUTE,
    run: ({ db }, now) => purgeExpired(db, now).then(() => 0),
  },
  // Accounts whose deletion is due are erased, their avatars and pictures with them (ADR 018).
  {
    name: 'erase accounts due for deletion',
    everyMs: 60 * MINUTE,
    run: ({ db, pictures }, now) => runDueDeletions(db, now, { pictures }),
  },
  // Refunds a crash or a provider outage left half done (ADR 021).
  {
    name: 'retry payment refunds',
    everyMs: 60 * MINUTE,
    run: ({ db, clock, payments }) => retryRefunds({ db, clock, payments }),
  },
  // After-sales refunds left 'requested' by a crash or an outage (ADR 030; the provider keyed by the refund's id).
  {
    name: 'settle after-sales refunds',
    everyMs: 60 * MINUTE,
    run: ({ db, clock, payments }) => sweepAfterSalesRefunds({ db, clock, payments }),
  },
  // Coins past their 12 months expire, one expire entry per lot (ADR 025).
  { name: 'expire coin lots', everyMs: 60 * MINUTE, run: ({ db }, now) => expireCoinLots(db, now) },
  // Saved products back in stock or cheaper: one message each (ADR 041).
  { name: 'send wishlist notices', everyMs: MINUTE, run: ({ db }, now) => sweepWishlistNotices(db, now) },
  // Unpaid orders past their payment deadline close and give their stock back.
  { name: 'close overdue unpaid orders', everyMs: 30_000, run: ({ db }, now) => closeOverdueOrders(db, now) },
  // Returns not sent before their deadline cancel their request (ADR 030).
  { name: 'cancel overdue returns', everyMs: 30_000, run: ({ db }, now) => cancelOverdueReturns(db, now) },
  // The sandbox courier's due events are published (its "push"), then orders delivered
  // AUTO_RECEIPT_DAYS ago complete by themselves (ADR 024).
  {
    name: 'publish tracking events and complete delivered orders',
    everyMs: 15_000,
    run: async ({ db }, now) => {
      await publishDueTrackingEvents(db, now);
      return completeDeliveredOrders(db, now);
    },
  },
];

/**
 * Starts every job on its own timer; the answer stops them all and resolves once the runs under
 * way have ended (a shutdown closes the database after them, not under them). A run still going
 * when its next turn comes is not started again in this process (another process may run it: the
 * rows decide).
 */
export function startJobs(table: readonly Job[], deps: JobDeps, logger: Logger): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  const timers = table.map((job) => {
    let current: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      if (current) return;
      current = job
        .run(deps, deps.clock.now())
        .then((moved) => moved > 0 && logger.info({ job: job.name, moved }, 'Job moved records'))
        .catch((error: unknown) => logger.error({ err: error, job: job.name }, 'Job failed'))
        .finally(() => {
          running.delete(current!);
          current = undefined;
        });
      running.add(current);
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return async () => {
    timers.forEach((timer) => clearInterval(timer));
    await Promise.all([...running]);
  };
}
