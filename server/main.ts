import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { systemClock } from './app-env';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './seed';
import { serveStorefront } from './static-site';

// One port: /api, plus the built storefront with the SPA fallback.
const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
if (await seedIfEmpty(database.db)) console.log('Seeded the demo data.');

const app = createApp({ db: database.db, clock: systemClock });
if (config.distDir) serveStorefront(app, path.resolve(config.distDir));

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`;
  console.log(`Pasar is running at http://localhost:${info.port}/ (database: ${where})`);
});

async function shutdown() {
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
