import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestServer } from './test-server';

const root = path.resolve(import.meta.dirname, '../..');

/** The URL of the test server's own database on TEST_DATABASE_URL's PostgreSQL, for a child process. */
export async function testDatabaseUrl(server: TestServer): Promise<string> {
  const { rows } = (await server.database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}

/**
 * Runs a test-support script (`server/test-support/…-child.ts`) in a child process that is meant
 * to kill itself with SIGKILL at the moment under test; answers the signal it ended by and what it
 * wrote to stderr. Node itself with tsx's loader (not the tsx wrapper): the pid killed is the one
 * doing the work.
 */
export async function runCrashChild(
  script: string,
  args: string[],
): Promise<{ signal: NodeJS.Signals | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script), ...args], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const signal = await new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, sig) => resolve(sig)),
  );
  return { signal, stderr };
}
