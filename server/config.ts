import { parseTrustProxy, type TrustProxy } from './http/client-ip';
import { isLoopbackHost } from './lib/loopback';
import { CALLS_WITHIN_MS } from './first-view-pages';
import type { S3PictureSettings } from './lib/storage/picture-storage-s3';

/** The server's settings, from the environment (README, "Running the server"). */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite folder, or `memory://` for a throwaway database. */
  dataDir: string;
  /** postgres://…: use a PostgreSQL server instead of PGlite. */
  databaseUrl: string | undefined;
  /** DATABASE_POOL_MAX: connections each process keeps to PostgreSQL (default 10). */
  poolMax: number;
  /** SHUTDOWN_GRACE_MS: how long a SIGTERM waits for requests in flight before it cuts them (default 20 s). */
  shutdownGraceMs: number;
  /**
   * SHUTDOWN_NOTICE_MS: after a SIGTERM, how long the process keeps taking new connections while
   * its readiness already answers "draining", so a load balancer polling it stops sending before
   * the socket closes. Default 5 s in production, 0 elsewhere.
   */
  shutdownNoticeMs: number;
  /**
   * FIRST_VIEW_CALLS_WITHIN_MS: how long a drawn first view waits for its page's API calls before
   * it goes out without what has not come (default 400 ms, server/first-view-pages.ts).
   */
  firstViewCallsWithinMs: number;
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
   * Which payment provider takes online payments (server/areas/payments/provider-from-config.ts, ADR 021).
   * Decision: the sandbox provider whenever the sandbox is on and never in production, like the
   * sandbox Google: its hosted page marks any order paid for free, so it follows PASAR_SANDBOX
   * (on in npm start, npm run dev and the tests) rather than NODE_ENV alone. Otherwise 'disabled'
   * until a real adapter (Xendit, Midtrans) is added: only cash on delivery works then.
   */
  paymentProvider: 'sandbox' | 'disabled';
  /** PAYMENT_WEBHOOK_SECRET: the HMAC secret webhooks are signed with; the sandbox makes one per process when unset. */
  paymentWebhookSecret: string | undefined;
  /**
   * S3_BUCKET and the other S3_* variables (readPictureBucket): the S3-compatible bucket uploaded
   * pictures go to, shared by every server machine; undefined keeps them on this machine's disk.
   */
  pictureBucket: S3PictureSettings | undefined;
}

/** A switch is `1` or `0` (or unset); anything else ('true', 'yes') is refused, never guessed. */
function readSwitch(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = env[name];
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`${name} must be 1 or 0: ${value}`);
}

/** A whole number of at least `least` (1 unless said), or the default when unset; anything else is refused, never guessed. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, least = 1): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < least)
    throw new Error(`${name} must be a whole number of at least ${least}: ${value}`);
  return parsed;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`);
  assertNoSandboxInProduction(env);
  const sandbox = readSwitch(env, 'PASAR_SANDBOX');
  return {
    port,
    // Decision: the sandbox listens on loopback unless HOST says otherwise (assertSandboxReach).
    host: env.HOST ?? (sandbox ? '127.0.0.1' : '0.0.0.0'),
    dataDir: env.DATA_DIR ?? '.data',
    databaseUrl: env.DATABASE_URL || undefined,
    poolMax: wholeNumber(env, 'DATABASE_POOL_MAX', 10),
    shutdownGraceMs: wholeNumber(env, 'SHUTDOWN_GRACE_MS', 20_000),
    // Decision: a connection accepted just as the socket closes is reset before its request is
    // read (1 of 789 submits in the cluster check's rolling restart). Kubernetes' pre-stop pause
    // is the usual answer; 5 s covers a balancer polling readiness every 1–2 s.
    shutdownNoticeMs: wholeNumber(env, 'SHUTDOWN_NOTICE_MS', env.NODE_ENV === 'production' ? 5_000 : 0, 0),
    firstViewCallsWithinMs: wholeNumber(env, 'FIRST_VIEW_CALLS_WITHIN_MS', CALLS_WITHIN_MS),
    distDir: env.SERVE_STOREFRONT === '0' ? undefined : (env.DIST_DIR ?? 'dist'),
    production: env.NODE_ENV === 'production',
    publicOrigin: env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : undefined,
    sandbox,
    sandboxPublic: readSwitch(env, 'PASAR_SANDBOX_PUBLIC'),
    frameAncestors: (env.FRAME_ANCESTORS ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((origin) => new URL(origin).origin),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    paymentProvider: sandbox ? 'sandbox' : 'disabled',
    paymentWebhookSecret: env.PAYMENT_WEBHOOK_SECRET || undefined,
    pictureBucket: readPictureBucket(env),
  };
}

/** The variables of the picture bucket; any of them without S3_BUCKET is a half-made setting. */
const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PREFIX',
  'S3_FORCE_PATH_STYLE',
] as const;

/**
 * The bucket uploaded pictures go to (ADR 016): S3_BUCKET (required for any of the others),
 * S3_ENDPOINT (an http(s) URL: MinIO, R2; unset: AWS), S3_REGION (default 'auto', which R2 wants;
 * MinIO takes any), S3_ACCESS_KEY_ID with S3_SECRET_ACCESS_KEY (both or neither; neither: the
 * SDK's own chain, an instance role), S3_PREFIX (a folder in the bucket ending in '/', default
 * 'avatars/'), S3_FORCE_PATH_STYLE=1 (MinIO). A setting that cannot work stops the start: a
 * typo would otherwise keep pictures on one machine's disk, unseen until a second machine
 * serves a broken picture.
 */
export function readPictureBucket(env: NodeJS.ProcessEnv): S3PictureSettings | undefined {
  const bucket = env.S3_BUCKET || undefined;
  if (!bucket) {
    const stray = S3_VARIABLES.filter((name) => env[name]);
    if (stray.length > 0) throw new Error(`${stray.join(', ')} set without S3_BUCKET`);
    return undefined;
  }
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint))
    throw new Error(`S3_ENDPOINT must be an http(s) URL: ${endpoint}`);
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  // Decision: 'avatars/' although evidence pictures go there too: the bucket keeps the pictures
  // stored before they were more than avatars where their keys find them.
  const prefix = env.S3_PREFIX ?? 'avatars/';
  if (!/^([A-Za-z0-9._-]+\/)*$/.test(prefix))
    throw new Error(`S3_PREFIX must be a folder ending in / (letters, digits, . _ -), or empty: ${prefix}`);
  return {
    bucket,
    prefix,
    endpoint,
    region: env.S3_REGION || 'auto',
    forcePathStyle: readSwitch(env, 'S3_FORCE_PATH_STYLE'),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/**
 * Stops a production start that names any sandbox setting, whatever script started it: the sandbox
 * hands every login code to whoever asks, signs anyone in as any e-mail through its Google and
 * marks any order paid for free. Decision: refuse rather than quietly switch the sandbox off, so a
 * deployment that carries a demo's environment learns it at once instead of running half-configured.
 * `PASAR_SANDBOX=0` is fine (an operator saying so); COURIER_TIME_SCALE other than 1 is the sandbox
 * courier's demo clock, which makes parcels arrive in minutes.
 */
export function assertNoSandboxInProduction(env: NodeJS.ProcessEnv) {
  if (env.NODE_ENV !== 'production') return;
  const named = [
    ...(readSwitch(env, 'PASAR_SANDBOX') ? ['PASAR_SANDBOX'] : []),
    ...(readSwitch(env, 'PASAR_SANDBOX_PUBLIC') ? ['PASAR_SANDBOX_PUBLIC'] : []),
    ...(env.COURIER_TIME_SCALE !== undefined &&
    env.COURIER_TIME_SCALE !== '' &&
    Number(env.COURIER_TIME_SCALE) !== 1
      ? ['COURIER_TIME_SCALE']
      : []),
  ];
  if (named.length > 0)
    throw new Error(
      `NODE_ENV=production refuses the sandbox: unset ${named.join(', ')} (the sandbox publishes every ` +
        `login code and pays any order for free).`,
    );
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
