import net from 'node:net';
import { startProcess } from '../../server/test-support/spawn-server';

/** A port nothing listens on now: the server's own origin must be known before it starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The server one Playwright worker's journeys run against (start-servers.ts): `server/main.ts` as
 * an operator starts it, on a free port, with a database of its own (`databaseUrl`, an empty
 * PostgreSQL database it migrates and seeds; else PGlite in memory) and the storefront
 * scripts/test-e2e.mjs built. Answers its origin once it listens, and a stop that waits for it to exit.
 *
 * Decision: one server per worker, not one for the whole run. Workers never share state (a
 * catalogue cache, a stock count, a sender's limits), and each worker's requests no longer queue
 * behind the other's on one event loop and one database connection.
 */
export async function startE2eServer(
  databaseUrl?: string,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = startProcess(['--import', 'tsx', 'server/main.ts'], {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    NODE_ENV: 'test',
    PASAR_SANDBOX: '1',
    // Its request lines cost the server time and nobody reads them; a warning or error still shows.
    LOG_LEVEL: 'warn',
    // As if one proxy stood in front and wrote X-Forwarded-For (as server/test-support does): each
    // test names its shopper's IP there (member-login.ts), so the per-IP limits of code sends and
    // sign-in attempts count each shopper apart, as a real shop's would. Without it, the whole
    // suite is one IP and runs out of its hourly allowance halfway (1101023).
    TRUST_PROXY: '1',
    DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist',
    // A drawn first view waits this long for its page's calls, not production's 400 ms: here two
    // browsers and two servers share two cores, and a product's call took 0.45–1.9 s in about one
    // load in 45, so its page went out as the browser draws it and asked for all of it again
    // (first-view.spec.ts). The deadline itself is the unit and server tests'
    // (storefront/entry-server.test.ts, server/first-view-pages.test.ts).
    FIRST_VIEW_CALLS_WITHIN_MS: '5000',
    // Google's redirect URI comes only from configuration; the browser opens 127.0.0.1.
    PUBLIC_ORIGIN: origin,
    // Third parties configured, so consent.spec.ts can see that none loads before consent (the
    // spec answers their requests itself; nothing reaches Google or Meta). Every other test
    // starts with "Reject all" stored (fixtures.ts).
    GA_MEASUREMENT_ID: 'G-E2ETEST00',
    META_PIXEL_ID: '1000000000000001',
  });
  // A run that ends before its teardown (interrupted, crashed) takes its server with it, instead
  // of leaving it to run on.
  const kill = () => started.stop('SIGKILL');
  process.once('exit', kill);
  if ((await started.port) === undefined) throw new Error(`The e2e server did not start:\n${started.output}`);
  return {
    origin,
    stop: async () => {
      process.off('exit', kill);
      started.stop();
      await started.exit;
    },
  };
}
