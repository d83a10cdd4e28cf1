import type { FullConfig } from '@playwright/test';
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
 */
export default async function startServers(config: FullConfig) {
  const servers = await Promise.all(Array.from({ length: config.workers }, () => startE2eServer()));
  process.env.E2E_SERVER_ORIGINS = servers.map((server) => server.origin).join(' ');
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
