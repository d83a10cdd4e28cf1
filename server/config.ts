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
  /** TRUST_PROXY: a hop count or CIDR list; none by default, so X-Forwarded-For is ignored. */
  trustProxy: TrustProxy;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? '.data',
    databaseUrl: env.DATABASE_URL || undefined,
    distDir: env.SERVE_STOREFRONT === '0' ? undefined : (env.DIST_DIR ?? 'dist'),
    production: env.NODE_ENV === 'production',
    publicOrigin: env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
