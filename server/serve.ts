import path from 'node:path';
import {
  deliveryFromEnv,
  googleFromEnv,
  googleRedirectOrigin,
  pictureStorageFromConfig,
  picturesNotSharedWarning,
} from './adapters-from-env';
import { createApp } from './app';
import { systemClock } from './lib/clock';
import type { ServerConfig } from './config';
import { openDatabase } from './db/client';
import { burnPasswordCheck } from './areas/member';
import { SandboxCourier, courierTimeScale } from './areas/orders';
import { jobs, startJobs } from './jobs';
import type { RsaKeys } from './lib/rsa-keys';
import { logger } from './lib/logger';
import { seedIfEmpty } from './seed';
import { listen } from './http/connection-limits';
import { serveStorefront } from './static-site';
import { loadRenderer } from './first-view-pages';
import { CatalogueStore } from './areas/catalogue';
import { readThirdParties } from './lib/third-parties';
import { thirdPartySources } from './http/third-party-sources';
import { loadRegions } from './areas/addresses';
import { paymentsFromConfig } from './areas/payments';
import { otlpForwarder } from './areas/monitoring';

/**
 * The shop's server on one port (/api, plus the built storefront with the SPA fallback), started
 * with a configuration main.ts has read and accepted: the database (migrated and seeded under one
 * lock), every adapter, the app, the storefront, the jobs, and the drain on SIGTERM.
 */
export async function serve(config: ServerConfig, keys: RsaKeys): Promise<void> {
  // Migrations and the demo seed run under one lock, so processes started together wait their turn.
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.poolMax,
    afterMigrations: async (db) => {
      if (await seedIfEmpty(db)) logger.info('Seeded the demo data.');
    },
  });
  let draining = false;
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
  const pictures = pictureStorageFromConfig(config);
  const picturesWarning = picturesNotSharedWarning(config, pictures);
  if (picturesWarning) logger.warn({ pictures: pictures.description }, picturesWarning);
  const payments = paymentsFromConfig(config, database.db, systemClock);
  // Browsing's in-memory catalogue, shared with the storefront's drawn first views (their version).
  const catalogue = new CatalogueStore(database.db);
  // Loaded before the port opens, like the regions: the first shoppers' lists and drawn first views
  // do not wait for it (on a cold start, home's first view took 0.8–1.8 s to get its answers and
  // went out without them). A load that fails is the first browsing call's to retry, as before: it
  // must not keep checkout and orders from starting.
  await catalogue
    .current()
    .catch((error: unknown) =>
      logger.error({ err: error }, 'Loading the catalogue failed; browsing retries'),
    );
  const app = createApp({
    db: database.db,
    catalogue,
    draining: () => draining,
    pictures,
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
  if (config.distDir) {
    const api = (apiPath: string, init: RequestInit) => Promise.resolve(app.request(apiPath, init));
    // The landing pages' first view, drawn by the build's own renderer (ADR 044), when it has one.
    const renderer = await loadRenderer(path.resolve(config.distDir));
    serveStorefront(app, path.resolve(config.distDir), {
      frameAncestors: config.frameAncestors,
      thirdParties: thirdPartySources(readThirdParties(process.env)),
      linkPreviews: {
        api,
        ...(config.publicOrigin ? { publicOrigin: config.publicOrigin } : {}),
      },
      ...(renderer
        ? {
            firstView: {
              renderer,
              api,
              catalogueVersion: () => catalogue.version,
              callsWithinMs: config.firstViewCallsWithinMs,
            },
          }
        : {}),
    });
  }

  const server = listen(
    app.fetch,
    { port: config.port, host: config.host, trustProxy: config.trustProxy },
    (info) => {
      const where = config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`;
      // For a person reading the terminal, so plain text: everything after it is JSON lines.
      console.log(
        `Pasar is running at http://localhost:${info.port}/ (database: ${where}; messages: ${summary}; pictures: ${pictures.description})`,
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

  // Every background job of the shop (server/jobs.ts): each safe with several processes at once.
  const stopJobs = startJobs(jobs, { db: database.db, clock: systemClock, payments, pictures }, logger);

  /**
   * A rolling deploy's SIGTERM (or Ctrl-C): readiness answers "draining" at once so the load balancer
   * stops sending shoppers here; after SHUTDOWN_NOTICE_MS the socket stops taking connections; requests in flight finish
   * (their answers close their connections) for up to SHUTDOWN_GRACE_MS; the jobs finish their
   * current run; only then does the pool close. A second signal ends the process at once.
   */
  async function shutdown(signal: string) {
    if (draining) process.exit(1);
    draining = true;
    logger.info(
      { signal, noticeMs: config.shutdownNoticeMs, graceMs: config.shutdownGraceMs },
      'Draining: finishing the requests in flight',
    );
    // Readiness says "draining" from now; new connections are still served until the balancer has
    // seen it (SHUTDOWN_NOTICE_MS), then the socket closes.
    if (config.shutdownNoticeMs > 0)
      await new Promise((resolve) => setTimeout(resolve, config.shutdownNoticeMs));
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const grace = setTimeout(() => server.closeAllConnections(), config.shutdownGraceMs);
    grace.unref();
    await Promise.all([closed, stopJobs()]);
    clearTimeout(grace);
    await database.close();
    logger.info('Stopped');
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
