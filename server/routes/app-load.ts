import { Hono } from 'hono';
import { loadApp } from '../domain/countries';
import { readAppConfig } from '../domain/app-config';
import { answer } from '../http/respond';
import type { AppEnv } from '../app-env';

export const appLoadRoutes = new Hono<AppEnv>()
  /** POST /support/api/app/load: no payload; the countries and the server time. */
  .post('/support/api/app/load', async (c) => answer(c, await loadApp(c.var.deps.db, c.var.deps.clock.now())))
  /** GET /support/api/app/config: footer and download links (design: SPEC.md §4 "app config"). */
  .get('/support/api/app/config', (c) => answer(c, readAppConfig()));
