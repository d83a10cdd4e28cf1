import { createRoute } from '@hono/zod-openapi';
import { appConfigSchema, appLoadResponseSchema } from '../../contract/app-load';
import { loadApp } from '../domain/countries';
import { readAppConfig } from '../domain/app-config';
import { answers, apiRoutes, shopperHeaders } from '../http/api-routes';
import { answer } from '../http/respond';

const tags = ['App start-up'];

export const appLoadRoutes = apiRoutes()
  .openapi(
    createRoute({
      method: 'post',
      path: '/support/api/app/load',
      tags,
      summary: 'The countries and the server time (no payload)',
      request: { headers: shopperHeaders },
      responses: answers(appLoadResponseSchema, 'The countries the shop sells in and the server clock'),
    }),
    async (c) => answer(c, await loadApp(c.var.deps.db, c.var.deps.clock.now())),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/support/api/app/config',
      tags,
      summary: 'Footer and download links (design: SPEC.md §4 "app config")',
      request: { headers: shopperHeaders },
      responses: answers(appConfigSchema, 'The app config'),
    }),
    (c) => answer(c, readAppConfig()),
  );
