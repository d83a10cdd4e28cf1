import { createRoute } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { z } from 'zod';
import { errorCatalogue } from '../contract/errors';
import { answers, apiRoutes } from './http/api-routes';
import { jsonOnly } from './http/json-only';
import { bodyLimits } from './http/request-limits';
import { answer, answerError, setAnswerHeader } from './http/respond';
import { compressAnswers } from './http/compress-answers';
import { requestLog } from './http/request-log';
import { memberAnswersPrivate, securityHeaders } from './http/security-headers';
import { answerThrown } from './http/unexpected-errors';
import { logger } from './lib/logger';
import type { AppDeps, Deps } from './app-env';
import { MemoryPictureStorage } from './lib/storage/picture-storage';
import {
  CatalogueStore,
  catalogueRoutes,
  createProductImageCache,
  staticAssetRoutes,
} from './areas/catalogue';
import { mountApiDocs } from './http/api-docs';
import { addressRoutes } from './areas/addresses';
import { appLoadRoutes, deviceRoutes } from './areas/app-load';
import { cartRoutes } from './areas/cart';
import { SandboxCourier, orderRoutes, trackingRoutes } from './areas/orders';
import { afterSalesRoutes } from './areas/after-sales';
import { SandboxPaymentProvider, paymentRoutes, refundCardRoutes, sandboxPayRoutes } from './areas/payments';
import { devRoutes } from './areas/sandbox';
import {
  accountDeletionRoutes,
  findSession,
  googleSandboxRoutes,
  isSandboxGoogle,
  memberAuthRoutes,
  memberLinkingRoutes,
  memberProfileRoutes,
} from './areas/member';
import { messageRoutes } from './areas/messages';
import { monitoringRoutes, recordUnexpectedError, rumReportRoutes } from './areas/monitoring';
import { searchRoutes } from './areas/search';
import { coinRoutes } from './areas/coins';
import { purchaseShortfallRoutes, voucherRoutes } from './areas/vouchers';
import { wishlistRoutes } from './areas/wishlist';
import { callerOf } from './http/caller';
import { pendingMigrations } from './db/client';

/** Fills in the catalogue services (the in-memory catalogue, the picture cache) from the database. */
export function withCatalogue(deps: AppDeps): Deps {
  const catalogue = deps.catalogue ?? new CatalogueStore(deps.db);
  const productImages =
    deps.productImages ??
    createProductImageCache(
      deps.db,
      async (productNo) => (await catalogue.current()).products.get(productNo),
      {
        now: () => deps.clock.now(),
      },
    );
  return {
    ...deps,
    catalogue,
    productImages,
    pictures: deps.pictures ?? new MemoryPictureStorage(),
    // ADR 024: the sandbox courier in real time unless serve.ts gives one (COURIER_TIME_SCALE).
    logistics: deps.logistics ?? new SandboxCourier(deps.db),
    findSession: deps.findSession ?? findSession,
  };
}

/**
 * The last guard, whatever built the dependencies (server/serve.ts, a test, a script): production
 * never runs a stand-in that signs anyone in or pays for free. server/config.ts already refuses the
 * settings; this refuses the objects, so no wiring mistake can reach a listening socket.
 */
export function refuseSandboxInProduction(
  deps: Pick<AppDeps, 'production' | 'sandbox' | 'google' | 'payments'>,
) {
  if (!deps.production) return;
  const standIns = [
    ...(deps.sandbox ? ['the sandbox switch (/api/dev/*)'] : []),
    ...(isSandboxGoogle(deps.google) ? ['the sandbox Google'] : []),
    ...(deps.payments instanceof SandboxPaymentProvider ? ['the sandbox payment provider'] : []),
  ];
  if (standIns.length > 0) throw new Error(`Production refuses ${standIns.join(', ')}`);
}

/** The API: every route under /api, answering the envelope of contract/envelope.ts. */
export function createApi(appDeps: AppDeps) {
  refuseSandboxInProduction(appDeps);
  const deps = withCatalogue(appDeps);
  const api = apiRoutes();
  api.use('*', bodyLimits());
  api.use('*', jsonOnly());
  api.use('*', memberAnswersPrivate());
  api.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
    // SPEC.md §7: the client reads the answer's x-locale (the country the server used).
    setAnswerHeader(c, 'x-locale', callerOf(c).country);
  });
  api.openapi(
    createRoute({
      method: 'get',
      path: '/health',
      tags: ['Operations'],
      summary: 'Liveness',
      responses: answers(z.object({ status: z.literal('ok') }), 'The server answers'),
    }),
    (c) => answer(c, { status: 'ok' as const }),
  );
  api.openapi(
    createRoute({
      method: 'get',
      path: '/ready',
      tags: ['Operations'],
      summary: 'Readiness: the database answers, every migration is applied, and the process is not draining',
      description:
        'A load balancer sends shoppers only to a process that answers 200. 503 with `status` `draining` once a ' +
        'SIGTERM has started the shutdown (requests in flight still finish), `unavailable` when the database ' +
        'does not answer or lacks migrations this build carries.',
      responses: {
        200: {
          description: 'Ready for shoppers',
          content: { 'application/json': { schema: z.object({ status: z.literal('ready') }) } },
        },
        503: {
          description: 'Not ready',
          content: {
            'application/json': {
              schema: z.object({
                status: z.enum(['draining', 'unavailable']),
                pending_migrations: z.number().int().optional(),
              }),
            },
          },
        },
      },
    }),
    async (c) => {
      // Decision: a plain { status } like the health checks load balancers read, not the shop's envelope.
      if (deps.draining?.()) return c.json({ status: 'draining' as const }, 503);
      try {
        const pending = await pendingMigrations(deps.db);
        if (pending > 0) return c.json({ status: 'unavailable' as const, pending_migrations: pending }, 503);
      } catch {
        return c.json({ status: 'unavailable' as const }, 503);
      }
      return c.json({ status: 'ready' as const }, 200);
    },
  );
  api.route('/', appLoadRoutes);
  api.route('/', deviceRoutes);
  api.route('/', memberAuthRoutes);
  api.route('/', memberLinkingRoutes);
  api.route('/', memberProfileRoutes);
  api.route('/', devRoutes);
  api.route('/', googleSandboxRoutes);
  api.route('/', catalogueRoutes);
  api.route('/', searchRoutes);
  api.route('/', cartRoutes);
  api.route('/', orderRoutes);
  api.route('/', afterSalesRoutes);
  api.route('/', refundCardRoutes);
  api.route('/', addressRoutes);
  api.route('/', messageRoutes);
  api.route('/', paymentRoutes);
  api.route('/', trackingRoutes);
  api.route('/', coinRoutes);
  api.route('/', purchaseShortfallRoutes);
  api.route('/', wishlistRoutes);
  api.route('/', voucherRoutes);
  api.route('/', accountDeletionRoutes);
  api.route('/', staticAssetRoutes);
  api.route('/', monitoringRoutes);
  mountApiDocs(api, deps.production);

  // Last: any other /api path answers the 404 envelope, never the storefront's HTML.
  api.all('*', (c) => answerError(c, errorCatalogue.notFound, `No such API: ${c.req.method} ${c.req.path}`));
  api.onError((error, c) =>
    answerThrown(error, c, deps.logger ?? logger, (thrown, where) =>
      recordUnexpectedError(deps.db, thrown, where, deps.clock.now()),
    ),
  );
  return api;
}

export function createApp(deps: AppDeps) {
  // The request line first, so it times and sees every answer, the storefront's files included.
  // API answers go out compressed when the browser accepts it (JSON; pictures are already
  // compressed): a phone on 4G pays for every byte. The storefront's files are compressed once, at
  // build time (scripts/precompress.ts), and served as they are (server/static-site.ts).
  const app = new Hono();
  app.use('*', requestLog(deps.logger ?? logger));
  // While a SIGTERM drains the process, every answer closes its connection, so a client's next
  // request opens one to a process that stays (the load balancer stopped sending new ones here).
  app.use('*', async (c, next) => {
    await next();
    if (deps.draining?.()) setAnswerHeader(c, 'Connection', 'close');
  });
  app.use('*', securityHeaders(deps.trustProxy));
  app.use('/api/*', compressAnswers());
  app.route('/api', createApi(deps));
  // The team's monitoring report (ADR 026): outside /api, a page for people, not a call of the shop.
  app.route('/internal/rum', rumReportRoutes(deps));
  // The sandbox payment provider's hosted pages: "its site", so outside /api (404 unless it is the provider).
  app.route('/', sandboxPayRoutes(deps));
  // Decision (ADR 021): the sandbox delivers its signed webhooks through the app's own fetch, in
  // process: the same route, raw body and signature check as a delivery over HTTP, without the
  // server having to know the address it is reachable at (a proxy, a port chosen at start-up).
  if (deps.payments instanceof SandboxPaymentProvider)
    deps.payments.connect(async (rawBody, headers) => {
      const response = await app.request('/api/payment/notify', { method: 'POST', body: rawBody, headers });
      return response.status;
    });
  return app;
}
