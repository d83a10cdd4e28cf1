import { Hono } from 'hono';
import { loadApp } from '../domain/countries';
import { answer } from '../http/respond';
import type { AppEnv } from '../app-env';

/** POST /support/api/app/load: no payload; the countries and the server time. */
export const appLoadRoutes = new Hono<AppEnv>().post('/support/api/app/load', async (c) =>
  answer(c, await loadApp(c.var.deps.db, c.var.deps.clock.now())),
);
