import { readConfig } from './config';
import { openDatabase, pendingMigrations } from './db/client';
import { logger } from './lib/logger';

// `npm run migrate`: a deploy's step before the new processes start (they would migrate too, under
// the same advisory lock, so this is for an operator who wants the schema change on its own).
const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 1 });
const pending = await pendingMigrations(database.db);
await database.close();
logger.info({ database: database.engine, pending }, 'Migrations applied');
