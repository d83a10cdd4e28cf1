// One scrypt at a time, synchronously, on this worker's own thread (server/lib/password-hash-pool.ts).
// Plain JavaScript so it loads the same under tsx, vitest and node without a TypeScript loader.
import crypto from 'node:crypto';
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ id, password, salt, keyBytes, N, r, p, maxmem }) => {
  try {
    const key = crypto.scryptSync(password, Buffer.from(salt), keyBytes, { N, r, p, maxmem });
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
