import { parseTrustProxy, type TrustProxy } from './http/client-ip';

/** The server's settings, from the environment (README, "Running the server"). */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite folder, or `memory://` for a throwaway database. */
  dataDir: string;
  /** postgres://…: use a PostgreSQL server instead of PGlite. */
  databaseUrl: string | undefined;
  /** The built storefront to serve; absent when only the API runs (npm run dev). */
  distDir: string | undefined;
  production: boolean;
  /** PUBLIC_ORIGIN: the storefront's origin (https://pasar.example), for Google's redirect URI. */
  publicOrigin: string | undefined;
  /**
   * PASAR_SANDBOX=1: the demo's stand-ins are on (/api/dev/*: every login code and captcha text;
   * the sandbox Google that accepts any address). Off unless asked for, whatever NODE_ENV says.
   */
  sandbox: boolean;
  /** PASAR_SANDBOX_PUBLIC=1: the sandbox may listen beyond loopback (a shared demo machine). */
  sandboxPublic: boolean;
  /**
   * FRAME_ANCESTORS: origins besides our own that may frame the storefront (an iframe shell on
   * another site). A native WebView loads the page top-level and needs none.
   */
  frameAncestors: string[];
  /** TRUST_PROXY: a hop count or CIDR list; none by default, so X-Forwarded-For is ignored. */
  trustProxy: TrustProxy;
  /**
   * Which payment provider takes online payments (server/payments/from-config.ts, ADR 021).
   * Decision: the sandbox provider whenever the sandbox is on and never in production, like the
   * sandbox Google: its hosted page marks any order paid for free, so it follows PASAR_SANDBOX
   * (on in npm start, npm run dev and the tests) rather than NODE_ENV alone. Otherwise 'disabled'
   * until a real adapter (Xendit, Midtrans) is added: only cash on delivery works then.
   */
  paymentProvider: 'sandbox' | 'disabled';
  /** PAYMENT_WEBHOOK_SECRET: the HMAC secret webhooks are signed with; the sandbox makes one per process when unset. */
  paymentWebhookSecret: string | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`);
  const sandbox = env.PASAR_SANDBOX === '1';
  return {
    port,
    // Decision: the sandbox listens on loopback unless HOST says otherwise (assertSandboxReach).
    host: env.HOST ?? (sandbox ? '127.0.0.1' : '0.0.0.0'),
    dataDir: env.DATA_DIR ?? '.data',
    databaseUrl: env.DATABASE_URL || undefined,
    distDir: env.SERVE_STOREFRONT === '0' ? undefined : (env.DIST_DIR ?? 'dist'),
    production: env.NODE_ENV === 'production',
    publicOrigin: env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : undefined,
    sandbox,
    sandboxPublic: env.PASAR_SANDBOX_PUBLIC === '1',
    frameAncestors: (env.FRAME_ANCESTORS ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((origin) => new URL(origin).origin),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    paymentProvider: sandbox && env.NODE_ENV !== 'production' ? 'sandbox' : 'disabled',
    paymentWebhookSecret: env.PAYMENT_WEBHOOK_SECRET || undefined,
  };
}

/** Whether `host` only accepts connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare);
}

/**
 * Stops the start when the sandbox would be reachable from other machines without the second,
 * explicit PASAR_SANDBOX_PUBLIC=1: the sandbox hands out every login code to whoever asks.
 */
export function assertSandboxReach(config: Pick<ServerConfig, 'sandbox' | 'sandboxPublic' | 'host'>) {
  if (config.sandbox && !config.sandboxPublic && !isLoopbackHost(config.host)) {
    throw new Error(
      `PASAR_SANDBOX=1 publishes every login code at /api/dev/outbox, so it listens on loopback only: ` +
        `HOST=${config.host} needs PASAR_SANDBOX_PUBLIC=1 as well (or HOST=127.0.0.1).`,
    );
  }
}
