// The server as an operator starts it (`npm start`, scripts/start.mjs; the e2e runs and the
// process tests too).
//
// Decision: the configuration first, with nothing else loaded. A start the configuration refuses
// (the sandbox in production, a sandbox on a public address, production without its key) fails
// before the rest of the server is even imported: about a second instead of the four to five a
// whole import took on the 2-core machine, and no database is opened for a process that will not run.
import { assertSandboxReach, readConfig } from './config';
import { loadRsaKeys } from './lib/rsa-keys';

const config = readConfig();
assertSandboxReach(config);
// The key first: in production without PASAR_RSA_PRIVATE_KEY the server refuses to start.
const keys = loadRsaKeys({
  production: config.production,
  privateKeyPem: process.env.PASAR_RSA_PRIVATE_KEY,
  previousPrivateKeyPem: process.env.PASAR_RSA_PREVIOUS_PRIVATE_KEY,
  dataDir: config.dataDir,
});

const { serve } = await import('./serve');
await serve(config, keys);
