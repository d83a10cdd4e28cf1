import { createRoute, type Context } from '../../http/route-kit';
import { z } from 'zod';
import { errorCatalogue } from '../../../contract/errors';
import { isImageWidth } from './product-images';
import { bannerArt, categoryIcon } from './static-assets';
import { apiRoutes, pictureAnswers } from '../../http/api-routes';
import { answerError } from '../../http/respond';
import { sendAsset } from '../../http/send-asset';

const notFound = (c: Context) => answerError(c, errorCatalogue.notFound, `No such picture: ${c.req.path}`);

const tags = ['Pictures'];

/**
 * Pictures under /api/static: product photos (WebP at 200, 400 and 800 px), category icons and
 * banner artwork (SVG). Unknown ones answer the 404 envelope; the paths' own patterns are checked
 * here (an unknown name is a 404, not a parameter error).
 */
export const staticAssetRoutes = apiRoutes()
  .openapi(
    createRoute({
      method: 'get',
      path: '/static/product-images/{productNo}/{file}',
      tags,
      summary: 'A product photo: <index>-<width>.webp, width 200, 400 or 800',
      request: {
        params: z.object({ productNo: z.string(), file: z.string().describe('e.g. 0-400.webp') }),
        query: z.object({ v: z.string().optional().describe('The version: with it, cached a year') }),
      },
      responses: pictureAnswers('image/webp', 'The photo'),
    }),
    async (c) => {
      const { productNo, file } = c.req.valid('param');
      const match = /^(\d{1,2})-(\d{3})\.webp$/.exec(file);
      const width = Number(match?.[2]);
      if (!/^\d{6,20}$/.test(productNo) || !match || !isImageWidth(width)) return notFound(c);
      const image = await c.var.deps.productImages.get(productNo, Number(match[1]), width);
      if (!image) return notFound(c);
      return sendAsset(c, {
        body: image.bytes,
        type: 'image/webp',
        etag: image.etag,
        version: image.version,
      });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/static/category-icons/{file}',
      tags,
      summary: "A category's icon: <id>.svg",
      request: {
        params: z.object({ file: z.string() }),
        query: z.object({ v: z.string().optional().describe('The version: with it, cached a year') }),
      },
      responses: pictureAnswers('image/svg+xml', 'The icon'),
    }),
    async (c) => {
      const id = /^(\d{1,6})\.svg$/.exec(c.req.valid('param').file)?.[1];
      const snapshot = await c.var.deps.catalogue.current();
      const category = id === undefined ? undefined : snapshot.categories.get(Number(id));
      if (!category) return notFound(c);
      const icon = categoryIcon(category);
      return sendAsset(c, {
        body: icon.svg,
        type: 'image/svg+xml',
        etag: `"${icon.version}"`,
        version: icon.version,
      });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/static/banners/{file}',
      tags,
      summary: "A banner's artwork: <id>.svg",
      request: {
        params: z.object({ file: z.string() }),
        query: z.object({ v: z.string().optional().describe('The version: with it, cached a year') }),
      },
      responses: pictureAnswers('image/svg+xml', 'The artwork'),
    }),
    async (c) => {
      const id = /^([a-z0-9-]{1,64})\.svg$/.exec(c.req.valid('param').file)?.[1];
      const snapshot = await c.var.deps.catalogue.current();
      const banner = Object.values(snapshot.countries)
        .flatMap((country) => country.banners)
        .find((candidate) => candidate.id === id);
      if (!banner) return notFound(c);
      const art = bannerArt(banner);
      return sendAsset(c, {
        body: art.svg,
        type: 'image/svg+xml',
        etag: `"${art.version}"`,
        version: art.version,
      });
    },
  );
