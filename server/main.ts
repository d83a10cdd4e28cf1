import path from 'node:path';
import {
  avatarStorageFromEnv,
  deliveryFromEnv,
  googleFromEnv,
  googleRedirectOrigin,
} from './adapters-from-env';
import { createApp } from './app';
import { systemClock } from './app-env';
import { assertSandboxReach, readConfig } from './config';
import { openDatabase } from './db/client';
import { purgeExpired } from './areas/member/housekeeping';
import { runDueDeletions } from './areas/member/account-deletion';
import { closeOverdueOrders } from './areas/orders/orders';
import { burnPasswordCheck } from './areas/member/passwords';
import { loadRsaKeys } from './lib/rsa-keys';
import { logger } from './lib/logger';
import { seedIfEmpty } from './seed';
import { listen } from './http/connection-limits';
import { serveStorefront } from './static-site';
import { readThirdParties } from './lib/third-parties';
import { thirdPartySources } from './http/third-party-sources';
import { loadRegions } from './areas/addresses/regions';
import { paymentsFromConfig } from './areas/payments/provider-from-config';
import { retryRefunds } from './areas/payments/payments';
import { cancelOverdueReturns, sweepAfterSalesRefunds } from './areas/after-sales/after-sales-moves';
import { completeDeliveredOrders, publishDueTrackingEvents } from './areas/orders/shipments';
import { courierTimeScale, SandboxCourier } from './areas/orders/sandbox-courier';
import { otlpForwarder } from './areas/monitoring/otlp-forwarder';
import { expireCoinLots } from './areas/coins/coins-expiry';

// One port: /api, plus the built storefront with the SPA fallback.
const config = readConfig();
assertSandboxReach(config);
// The key first: in production without PASAR_RSA_PRIVATE_KEY the server refuses to start.
const keys = loadRsaKeys({
  production: config.production,
  privateKeyPem: process.env.PASAR_RSA_PRIVATE_KEY,
  previousPrivateKeyPem: process.env.PASAR_RSA_PREVIOUS_PRIVATE_KEY,
  dataDir: config.dataDir,
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
if (await seedIfEmpty(database.db)) logger.info('Seeded the demo data.');
// Prepares the decoy hash now, so the first failed password login takes no longer than later ones.
void burnPasswordCheck();
// The address book's region data (ADR 015), read once now rather than on the first region call.
await loadRegions();

const { delivery, summary } = deliveryFromEnv(process.env, database.db, systemClock);
if (config.production && /(WhatsApp|e-mail) → outbox/.test(summary)) {
  logger.warn(
    { messages: summary },
    'Production without a real message service for some channels: those codes reach nobody.',
  );
}
// Without the sandbox, Google sign-in is Google itself or off (the sandbox accepts any address).
const google = googleFromEnv(process.env, config.sandbox, systemClock);
const publicOrigin = googleRedirectOrigin(config, google);
const avatars = avatarStorageFromEnv(process.env, config.dataDir);
const payments = paymentsFromConfig(config, systemClock);
const app = createApp({
  db: database.db,
  avatars,
  clock: systemClock,
  delivery,
  google,
  keys,
  production: config.production,
  sandbox: config.sandbox,
  trustProxy: config.trustProxy,
  payments,
  // ADR 024: the sandbox courier, COURIER_TIME_SCALE times faster than real time (README).
  logistics: new SandboxCourier(database.db, courierTimeScale(process.env)),
  ...(publicOrigin ? { publicOrigin } : {}),
  // Real-user monitoring (ADR 026): forwarded to OpenTelemetry when a collector is named; the
  // team report opened in production by a token.
  ...(process.env.OTEL_EXPORTER_OTLP_ENDPOINT
    ? { telemetry: otlpForwarder(process.env.OTEL_EXPORTER_OTLP_ENDPOINT, logger) }
    : {}),
  ...(process.env.RUM_REPORT_TOKEN ? { rumReportToken: process.env.RUM_REPORT_TOKEN } : {}),
});
if (config.distDir)
  serveStorefront(app, path.resolve(config.distDir), {
    frameAncestors: config.frameAncestors,
    thirdParties: thirdPartySources(readThirdParties(process.env)),
  });

const server = listen(
  app.fetch,
  { port: config.port, host: config.host, trustProxy: config.trustProxy },
  (info) => {
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`;
    // For a person reading the terminal, so plain text: everything after it is JSON lines.
    console.log(
      `Pasar is running at http://localhost:${info.port}/ (database: ${where}; messages: ${summary}; avatars: ${avatars.description})`,
    );
    if (config.sandbox) {
      // Loud on purpose: a sandbox left on in a real deployment hands every login code to anyone.
      console.warn(
        `⚠ SANDBOX ON (PASAR_SANDBOX=1): /api/dev/outbox shows every login code, the sandbox Google accepts any e-mail` +
          `${config.sandboxPublic ? ', and it is reachable beyond this machine (PASAR_SANDBOX_PUBLIC=1)' : '; loopback only'}. Never in production.`,
      );
    }
  },
);

// Hourly, spent captchas, codes, nonces, old limits and dead sessions are deleted, and the
// accounts whose deletion is due are erased (safe from several processes at once: ADR 018).
const housekeeping = setInterval(() => {
  purgeExpired(database.db, systemClock.now()).catch((error) =>
    logger.error({ err: error }, 'Housekeeping failed'),
  );
  runDueDeletions(database.db, systemClock.now(), { avatars })
    .then((erased) => erased > 0 && logger.info({ erased }, 'Erased the accounts due for deletion'))
    .catch((error) => logger.error({ err: error }, 'Account erasure failed'));
  // Refunds a crash or a provider outage left half done (ADR 021; SKIP LOCKED across processes).
  retryRefunds({ db: database.db, clock: systemClock, payments })
    .then((retried) => retried > 0 && logger.info({ retried }, 'Retried payment refunds'))
    .catch((error) => logger.error({ err: error }, 'Payment refund retry failed'));
  // After-sales refunds left 'requested' by a crash or an outage (ADR 030; a lease taken with SKIP
  // LOCKED across processes, the provider keyed by the refund's id).
  sweepAfterSalesRefunds({ db: database.db, clock: systemClock, payments })
    .then((settled) => settled > 0 && logger.info({ settled }, 'Settled after-sales refunds'))
    .catch((error) => logger.error({ err: error }, 'After-sales refund sweep failed'));
  // Coins past their 12 months expire (ADR 025; SKIP LOCKED and one expire entry per lot across processes).
  expireCoinLots(database.db, systemClock.now())
    .then((expired) => expired > 0 && logger.info({ expired }, 'Expired the coin lots past their end'))
    .catch((error) => logger.error({ err: error }, 'Coin expiry failed'));
}, 60 * 60_000);
housekeeping.unref();

// Every 30 s, unpaid orders past their payment deadline close and give their stock back (safe from
// several processes at once: FOR UPDATE SKIP LOCKED; a restart loses nothing, the state is the table).
const overdueOrders = setInterval(() => {
  closeOverdueOrders(database.db, systemClock.now())
    .then((closed) => closed > 0 && logger.info({ closed }, 'Closed the overdue unpaid orders'))
    .catch((error) => logger.error({ err: error }, 'Closing overdue orders failed'));
  // Returns not sent before their deadline cancel their request (ADR 030; SKIP LOCKED).
  cancelOverdueReturns(database.db, systemClock.now())
    .then((cancelled) => cancelled > 0 && logger.info({ cancelled }, 'Cancelled overdue returns'))
    .catch((error) => logger.error({ err: error }, 'Cancelling overdue returns failed'));
}, 30_000);
overdueOrders.unref();

// Every 15 s the sandbox courier's due events are published (its "push") and orders delivered
// AUTO_RECEIPT_DAYS ago complete by themselves (ADR 024; SKIP LOCKED across processes).
const courierJobs = setInterval(() => {
  const now = systemClock.now();
  publishDueTrackingEvents(database.db, now)
    .then(() => completeDeliveredOrders(database.db, now))
    .then((completed) => completed > 0 && logger.info({ completed }, 'Completed orders nobody confirmed'))
    .catch((error) => logger.error({ err: error }, 'The courier jobs failed'));
}, 15_000);
courierJobs.unref();

async function shutdown() {
  clearInterval(housekeeping);
  clearInterval(overdueOrders);
  clearInterval(courierJobs);
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
