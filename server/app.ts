import { Hono } from 'hono';
import { errorCatalogue } from '../contract/errors';
import { answer, answerError, DomainError } from './http/respond';
import type { AppEnv, Deps } from './app-env';
import { appLoadRoutes } from './routes/app-load';
import { devRoutes } from './routes/dev';
import { deviceRoutes } from './routes/devices';
import { googleSandboxRoutes } from './routes/google-sandbox';
import { memberAuthRoutes } from './routes/member-auth';

/** The API: every route under /api, answering the envelope of contract/envelope.ts. */
export function createApi(deps: Deps) {
  const api = new Hono<AppEnv>();
  api.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  api.get('/health', async (c) => answer(c, { status: 'ok' }));
  api.route('/', appLoadRoutes);
  api.route('/', deviceRoutes);
  api.route('/', memberAuthRoutes);
  api.route('/', devRoutes);
  api.route('/', googleSandboxRoutes);

  // Last: any other /api path answers the 404 envelope, never the storefront's HTML.
  api.all('*', (c) => answerError(c, errorCatalogue.notFound, `No such API: ${c.req.method} ${c.req.path}`));
  api.onError((error, c) => {
    if (error instanceof DomainError) return answerError(c, error.entry, error.message);
    console.error(error);
    return answerError(c, errorCatalogue.internal);
  });
  return api;
}

export function createApp(deps: Deps) {
  return new Hono().route('/api', createApi(deps));
}
