import { $, createRoute } from '../../http/route-kit';

import { z } from 'zod';
import {
  afterSalesApplyRequestSchema,
  afterSalesDetailSchema,
  afterSalesListQuerySchema,
  afterSalesLogisticsRequestSchema,
  afterSalesNoRequestSchema,
  afterSalesPageSchema,
  afterSalesPreviewRequestSchema,
  afterSalesPreviewSchema,
  evidencePictureSchema,
  evidenceUploadBodySchema,
  refundPageSchema,
} from '../../../contract/after-sales';
import { EVIDENCE_FIELD } from '../../../contract/after-sales-constants';
import { errorCatalogue } from '../../../contract/errors';
import { PICTURE_KEY } from '../../lib/storage/picture-storage';

import {
  afterSalesDetail,
  afterSalesPage,
  applyAfterSales,
  cancelAfterSales,
  enterReturnLogistics,
  previewAfterSales,
  refundPage,
} from './after-sales';
import { uploadEvidence } from './after-sales-evidence';
import {
  answers,
  apiRoutes,
  jsonBody,
  pictureAnswers,
  shopperHeaders,
  signedIn,
} from '../../http/api-routes';
import { idempotent } from '../../http/idempotency';
import { answer, answerError, setAnswerHeader } from '../../http/respond';
import { DomainError } from '../../lib/domain-error';
import { IMMUTABLE, sendAsset } from '../../http/send-asset';
import { memberCallerOf, memberRequired } from '../../http/caller';

const tags = ['After-sales'];

/**
 * After-sales requests (contract/after-sales.ts; ADR 030). Every call needs a member
 * but the served evidence pictures (by their unguessable key, like avatars).
 */
export const afterSalesRoutes = $(
  apiRoutes()
    .use('/order/after_sale/*', async (c, next) => {
      await next();
      if (!c.req.path.includes('/after_sale/evidence/')) setAnswerHeader(c, 'Cache-Control', 'no-store');
    })
    // The same Idempotency-Key answers the first request again (a double press of Submit).
    .use('/order/after_sale/apply', idempotent())
    .use('/order/after_sale/cancel', idempotent())
    .use('/order/after_sale/logistics', idempotent()),
)
  .openapi(
    createRoute({
      method: 'post',
      path: '/order/after_sale/preview',
      tags,
      summary: 'What an order allows: lines, types, the amount and the fee before submitting',
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders, body: jsonBody(afterSalesPreviewRequestSchema) },
      responses: answers(afterSalesPreviewSchema, 'The preview'),
    }),
    async (c) => {
      const { db, clock } = c.var.deps;
      return answer(
        c,
        await previewAfterSales(db, await memberCallerOf(c), c.req.valid('json'), clock.now()),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/order/after_sale/evidence',
      tags,
      summary:
        'Uploads one evidence picture (multipart/form-data, field file: JPEG, PNG or WebP, at most 2 MB)',
      security: signedIn,
      middleware: [memberRequired],
      request: {
        headers: shopperHeaders,
        body: {
          required: true,
          content: { 'multipart/form-data': { schema: evidenceUploadBodySchema } },
        },
      },
      responses: answers(evidencePictureSchema, 'The stored picture, for apply'),
    }),
    async (c) => {
      const { memberId } = await memberCallerOf(c);
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = body[EVIDENCE_FIELD];
      if (!(file instanceof File))
        throw new DomainError(errorCatalogue.invalidParameter, 'Invalid parameter: file');
      return answer(c, await uploadEvidence(c.var.deps, memberId, new Uint8Array(await file.arrayBuffer())));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/order/after_sale/evidence/{file}',
      tags,
      summary: 'A served evidence picture: <key>.webp (re-encoded, cached for ever)',
      request: { params: z.object({ file: z.string().max(200) }) },
      responses: pictureAnswers('image/webp', 'The picture'),
    }),
    async (c) => {
      const { file } = c.req.valid('param');
      const key = file.replace(/\.webp$/, '');
      const ok = file.endsWith('.webp') && key.startsWith('ev') && PICTURE_KEY.test(key);
      const bytes = ok ? await c.var.deps.pictures.get(key) : null;
      if (!bytes) return answerError(c, errorCatalogue.notFound, `No such picture: ${c.req.path}`);
      return sendAsset(c, { body: bytes, type: 'image/webp', etag: `"${key}"`, cacheControl: IMMUTABLE });
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/order/after_sale/apply',
      tags,
      summary: 'Asks for a refund only, or a return and refund, of some lines of an order',
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders, body: jsonBody(afterSalesApplyRequestSchema) },
      responses: answers(afterSalesDetailSchema, 'The new request'),
    }),
    async (c) => answer(c, await applyAfterSales(c.var.deps, await memberCallerOf(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/order/after_sale/list',
      tags,
      summary: "The member's after-sales requests, newest first",
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders, query: afterSalesListQuerySchema },
      responses: answers(afterSalesPageSchema, 'A page of requests'),
    }),
    async (c) => {
      const { db, clock } = c.var.deps;
      return answer(c, await afterSalesPage(db, await memberCallerOf(c), c.req.valid('query'), clock.now()));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/order/after_sale/refunds',
      tags,
      summary: "The member's refunds, one per request, newest first (/refunds)",
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders, query: afterSalesListQuerySchema },
      responses: answers(refundPageSchema, 'A page of refunds'),
    }),
    async (c) => answer(c, await refundPage(c.var.deps.db, await memberCallerOf(c), c.req.valid('query'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/order/after_sale/detail/{after_sale_no}',
      tags,
      summary: "One of the member's requests (1103002 for any other)",
      security: signedIn,
      middleware: [memberRequired],
      // Any text: a malformed number is as missing as another member's (1103002, never 400).
      request: { headers: shopperHeaders, params: z.object({ after_sale_no: z.string().max(64) }) },
      responses: answers(afterSalesDetailSchema, 'The request'),
    }),
    async (c) => {
      const { db, clock } = c.var.deps;
      const owner = await memberCallerOf(c);
      return answer(c, await afterSalesDetail(db, owner, c.req.valid('param').after_sale_no, clock.now()));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/order/after_sale/cancel',
      tags,
      summary: 'Cancels a request before the goods go back or the refund starts (1103040 after)',
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders, body: jsonBody(afterSalesNoRequestSchema) },
      responses: answers(afterSalesDetailSchema, 'The request, cancelled'),
    }),
    async (c) =>
      answer(
        c,
        await cancelAfterSales(c.var.deps, await memberCallerOf(c), c.req.valid('json').after_sale_no),
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/order/after_sale/logistics',
      tags,
      summary: "Enters the return's courier and tracking number (both required, 1103036)",
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders, body: jsonBody(afterSalesLogisticsRequestSchema) },
      responses: answers(afterSalesDetailSchema, 'The request, returned and awaiting the merchant'),
    }),
    async (c) =>
      answer(c, await enterReturnLogistics(c.var.deps, await memberCallerOf(c), c.req.valid('json'))),
  );
