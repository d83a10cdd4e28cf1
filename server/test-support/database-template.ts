import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedIfEmpty } from '../seed';
import { createPostgresDatabase } from './postgres-database';
import { TEST_START } from './test-clock';

/**
 * The server tests' database template, made once per run (Vitest's globalSetup for the `server`
 * project): migrated and seeded as startTestServer's database would be. Each test file then starts
 * from a copy instead of running every migration and the seed again: about 2.5 s a file before,
 * on PGlite and PostgreSQL alike, for 100-odd files.
 * - PGlite: a dump of the data folder (`dumpDataDir`) in a temporary file; each file loads it.
 * - PostgreSQL (TEST_DATABASE_URL): a database each file's own is created from
 *   (`CREATE DATABASE … TEMPLATE`), dropped at the end.
 */
export default async function makeDatabaseTemplate(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await seedIfEmpty(database.db, TEST_START);
    const pglite = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await pglite.dumpDataDir('none');
    await database.close();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-template-')), 'pglite.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
  const template = await createPostgresDatabase(adminUrl);
  const database = await openDatabase({ databaseUrl: template.url, poolMax: 1 });
  await seedIfEmpty(database.db, TEST_START);
  // A template must have no connection open while a database is copied from it.
  await database.close();
  project.provide('postgresTemplate', template.name);
  return () => template.drop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite template's dump file (PGlite runs). */
    pgliteTemplate?: string;
    /** The PostgreSQL template database's name (TEST_DATABASE_URL runs). */
    postgresTemplate?: string;
  }
}
