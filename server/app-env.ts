import type { CaptchaSpeech, GoogleSignIn } from './areas/member';
import type { PictureStorage } from './lib/storage/picture-storage';
import type { MessageDelivery } from './lib/delivery/message-delivery';
import type { Db } from './db/client';
import type { CatalogueStore, ProductImageCache } from './areas/catalogue';
import type { RsaKeys } from './lib/rsa-keys';
import type { SignedInMember, FindSession } from './http/caller';
import type { Caller } from './lib/caller';
import type { Logger } from './lib/logger';
import type { TrustProxy } from './http/client-ip';
import type { PaymentProvider } from './areas/payments';
import type { LogisticsProvider } from './areas/orders';
import type { TelemetryForwarder } from './areas/monitoring';

import type { Clock } from './lib/clock';

/** What every route reaches through `c.var.deps`. */
export interface Deps {
  db: Db;
  clock: Clock;
  /** Sends codes by WhatsApp, SMS or e-mail; the sandbox outbox unless a real service is configured. */
  delivery: MessageDelivery;
  /** Google sign-in; the built-in sandbox provider unless GOOGLE_CLIENT_ID is set. */
  google: GoogleSignIn;
  /** The RSA key pair the browser encrypts passwords for. */
  keys: RsaKeys;
  /** NODE_ENV=production. */
  production: boolean;
  /** PASAR_SANDBOX=1: /api/dev/* and the sandbox Google answer; otherwise they are 404, as if absent. */
  sandbox: boolean;
  /**
   * PUBLIC_ORIGIN (https://pasar.example): the storefront's origin for Google's redirect URI.
   * Unset, it is read from the request (Origin, Referer, Host), which suits development.
   */
  publicOrigin?: string;
  /** TRUST_PROXY: which proxies' X-Forwarded-For hops count (server/http/client-ip.ts); none when absent. */
  trustProxy?: TrustProxy;
  /** The in-memory catalogue browsing reads (server/areas/catalogue/catalogue-snapshot.ts). */
  catalogue: CatalogueStore;
  /** Product pictures: memory, then product_images, then drawn (server/areas/catalogue/static-assets.ts). */
  productImages: ProductImageCache;
  /** Where uploaded pictures (avatars, after-sales evidence) are kept (ADR 016): files under DATA_DIR, memory, or an S3 bucket. */
  pictures: PictureStorage;
  /** True once a SIGTERM has started the shutdown: /api/ready answers 503 draining (server/serve.ts). */
  draining?: () => boolean;
  /** Looks a bearer token's live session up (the member area's query; server/http/caller.ts). */
  findSession: FindSession;
  /** Where request lines and errors go; the process's logger (server/lib/logger.ts) when absent. */
  logger?: Logger;
  /** Speaks audio captchas (ADR 014); espeak-ng from the PATH when absent. */
  speech?: CaptchaSpeech;
  /** Takes online payments (ADR 021): the sandbox provider with PASAR_SANDBOX=1, else disabled until a real one is configured. */
  payments: PaymentProvider;
  /** Ships packages and reports their events (ADR 024): the sandbox courier unless another is given. */
  logistics: LogisticsProvider;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: monitoring events are forwarded there too (ADR 026); absent, they stay in the database. */
  telemetry?: TelemetryForwarder;
  /** RUM_REPORT_TOKEN: opens /internal/rum in production (and is then asked for everywhere); without it the page is development-only. */
  rumReportToken?: string;
}

/**
 * What createApp takes: the catalogue services are made from the database when not given, and
 * uploaded pictures are kept in memory (a test, a throwaway database) unless a storage is given.
 */
export type AppDeps = Omit<Deps, 'catalogue' | 'productImages' | 'pictures' | 'logistics' | 'findSession'> &
  Partial<Pick<Deps, 'catalogue' | 'productImages' | 'pictures' | 'logistics' | 'findSession'>>;

/** Work that must wait for the request's write to commit (server/http/idempotency.ts afterCommit). */
export type AfterCommit = (deps: Deps) => Promise<void>;

export interface AppEnv {
  Variables: {
    deps: Deps;
    member?: SignedInMember;
    /** Who is asking, read once per request (server/http/caller.ts callerOf). */
    caller?: Caller;
    requestId?: string;
    /** Set while an idempotent write's transaction runs: what waits for its commit. */
    afterCommit?: AfterCommit[] | undefined;
  };
}
