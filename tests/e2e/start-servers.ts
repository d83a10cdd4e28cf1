import type { FullConfig } from '@playwright/test';
import { startTempPostgres } from '../../scripts/temp-postgres.mjs';
import { createPostgresDatabase } from '../../server/test-support/postgres-database';
import { startE2eServer } from './e2e-server';

/**
 * Playwright's global set-up: a server of its own (e2e-server.ts) for each worker slot, started
 * side by side before the first journey; their origins go to the workers in E2E_SERVER_ORIGINS,
 * the slot's (`parallelIndex`) taken by the worker that holds it (fixtures.ts).
 *
 * Decision: a server per slot, not per worker process. Playwright ends a worker after a failed
 * journey and starts another in its slot; a server per process was migrated and seeded again each
 * time (about 10 s of CPU, minutes on a loaded machine), and a journey's failure cost the next
 * journey its start. Two slots are never held at once by one worker, so no two workers share a
 * server at the same time.
 *
 * Decision: each slot's server keeps its data in a database of its own on one PostgreSQL started
 * for the run (Debian's, as the server tests use), migrated and seeded by the server as it starts,
 * as a shop's would be: the journeys run on what production runs. Cart, orders and checkout took
 * about a tenth less wall and CPU than on PGlite in memory; the whole run, no less (ADR 046,
 * addendum). `E2E_DATABASE=pglite` runs them on PGlite in memory, as before, where no PostgreSQL
 * is installed.
 */
export default async function startServers(config: FullConfig) {
  const slots = Array.from({ length: config.workers });
  const postgres = process.env.E2E_DATABASE === 'pglite' ? null : await startTempPostgres();
  // A run that ends before its teardown (interrupted, crashed) stops its PostgreSQL too.
  const stopPostgres = () => postgres?.stop();
  process.once('exit', stopPostgres);
  const databases = postgres
    ? await Promise.all(slots.map(() => createPostgresDatabase(postgres.url)))
    : slots.map(() => undefined);
  const servers = await Promise.all(databases.map((database) => startE2eServer(database?.url)));
  process.env.E2E_SERVER_ORIGINS = servers.map((server) => server.origin).join(' ');
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    process.off('exit', stopPostgres);
    stopPostgres();
  };
}
