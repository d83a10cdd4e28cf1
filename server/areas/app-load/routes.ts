import { createRoute } from '../../http/route-kit';
import { z } from 'zod';
import { appConfigSchema, appLoadResponseSchema } from '../../../contract/app-load';
import { qrCodeSvg, qrTargets, qrTargetUrl } from './app-qr-codes';
import { loadApp } from './countries';
import { readAppConfig } from './app-config';
import { answers, apiRoutes, pictureAnswers, shopperHeaders } from '../../http/api-routes';
import { answer } from '../../http/respond';
import { sendAsset } from '../../http/send-asset';

const tags = ['App start-up'];

/**
 * Decision: a day, then revalidated by ETag (a 304 is a few bytes). The URL has no version, and
 * an operator who changes a download link should not wait a year for the new code to show.
 */
const QR_CACHE = 'public, max-age=86400';

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
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/support/api/app/qr',
      tags,
      summary: "A QR code (SVG) of app config's download link for one store",
      request: { query: z.object({ target: z.enum(qrTargets).describe('Which store: ios or android') }) },
      responses: pictureAnswers('image/svg+xml', 'The QR code'),
    }),
    async (c) => {
      const qr = await qrCodeSvg(qrTargetUrl(readAppConfig(), c.req.valid('query').target));
      return sendAsset(c, { body: qr.svg, type: 'image/svg+xml', etag: qr.etag, cacheControl: QR_CACHE });
    },
  );
