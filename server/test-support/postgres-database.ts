import crypto from 'node:crypto';
import pg from 'pg';

/** A database of its own on the tests' PostgreSQL server. */
export interface PostgresTestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server of `adminUrl`, empty or a copy of `template` (the run's
 * migrated and seeded one, database-template.ts): its name, its URL, and how to drop it.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  template?: string,
): Promise<PostgresTestDatabase> {
  const name = `pasar_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(
    adminUrl,
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}`) };
}

async function adminQuery(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
