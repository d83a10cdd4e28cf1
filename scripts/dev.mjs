// `npm run dev`: the API (tsx watch) on API_PORT and Vite on 5173 with /api proxied to it; both
// reload on change. `npm run dev -- --inspect` opens the XState inspector for the flow machines:
// this dev server's own page, offline (scripts/xstate-inspector/); `--inspect=stately` the hosted
// one at stately.ai.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const inspectArg = process.argv.find((arg) => arg === '--inspect' || arg.startsWith('--inspect='));
const inspect = inspectArg === '--inspect=stately' ? 'stately' : inspectArg ? 'local' : undefined;
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    // Google's redirect URI is the Vite page the browser is on (server/adapters-from-env.ts); the
    // sandbox (codes at /api/dev/outbox, the sandbox Google) is what development runs against.
    env: {
      PUBLIC_ORIGIN: 'http://localhost:5173',
      ...process.env,
      PORT: apiPort,
      SERVE_STOREFRONT: '0',
      PASAR_SANDBOX: process.env.PASAR_SANDBOX ?? '1',
    },
  }),
  spawn('npx', ['vite', '--port', '5173'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort, ...(inspect ? { VITE_XSTATE_INSPECT: inspect } : {}) },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
