import { createRoute, type MiddlewareHandler } from '../../http/route-kit';
import { z } from 'zod';
import {
  arrivalNoticeRequestSchema,
  arrivalNoticeResponseSchema,
  decorationResponseSchema,
  navTypeListQuerySchema,
  navTypeListResponseSchema,
  productDetailParamsSchema,
  productDetailSchema,
  productListRequestSchema,
  productPageSchema,
  productRecommendRequestSchema,
  productViewRequestSchema,
  specOrderListRequestSchema,
  specOrderListResponseSchema,
} from '../../../contract/catalogue';
import { errorCatalogue } from '../../../contract/errors';
import { cancelArrival, subscribeArrival } from './arrival-notices';
import {
  listProducts,
  navTree,
  productDetail,
  recommendProducts,
  recordProductView,
  specOrderList,
} from './catalogue';
import { decoration } from './decoration';
import {
  answers,
  apiRoutes,
  jsonBody,
  shopperHeaders,
  signedIn,
  signedInOrVisitor,
} from '../../http/api-routes';
import { answer } from '../../http/respond';
import { DomainError } from '../../lib/domain-error';
import { keywordRules } from '../search';
import { callerOf, optionalCallerOf, requireMember, memberRequired } from '../../http/caller';

const tags = ['Catalogue'];

/**
 * Decision: a malformed product number is as unknown as a missing one: 1105002, so the
 * storefront shows /commodDetailEmpty rather than a parameter error. Runs before the params'
 * schema, which then only documents the shape.
 */
const unknownProductWhenMalformed: MiddlewareHandler = async (c, next) => {
  if (!productDetailParamsSchema.safeParse(c.req.param()).success)
    throw new DomainError(errorCatalogue.productNotFound);
  await next();
};

/** Categories, the home page and products (SPEC.md §7 "Search and products"). */
export const catalogueRoutes = apiRoutes()
  .openapi(
    createRoute({
      method: 'get',
      path: '/nav/type/list',
      tags,
      summary: 'The category tree, optionally filtered by a keyword',
      request: { headers: shopperHeaders, query: navTypeListQuerySchema },
      responses: answers(navTypeListResponseSchema, 'The categories'),
    }),
    async (c) => {
      const { keyword } = c.req.valid('query');
      const snapshot = await c.var.deps.catalogue.current();
      return answer(c, navTree(snapshot, callerOf(c).language, keyword));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/cms/api/decoration',
      tags,
      summary: "The home page's sections for the X-Locale country",
      request: { headers: shopperHeaders },
      responses: answers(decorationResponseSchema, 'The home page'),
    }),
    async (c) => {
      const snapshot = await c.var.deps.catalogue.current();
      return answer(c, decoration(snapshot, callerOf(c), c.var.deps.clock.now()));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/consumer/product/list',
      tags,
      summary: 'A page of products (a category, a keyword, a sort)',
      middleware: [keywordRules({ required: false })],
      request: { headers: shopperHeaders, body: jsonBody(productListRequestSchema) },
      responses: answers(productPageSchema, 'A page of product cards'),
    }),
    async (c) => {
      const snapshot = await c.var.deps.catalogue.current();
      return answer(c, listProducts(snapshot, callerOf(c), c.req.valid('json')));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/consumer/product/product_recommend',
      tags,
      summary: 'Recommended products',
      request: { headers: shopperHeaders, body: jsonBody(productRecommendRequestSchema) },
      responses: answers(productPageSchema, 'A page of product cards'),
    }),
    async (c) => {
      const snapshot = await c.var.deps.catalogue.current();
      return answer(c, recommendProducts(snapshot, callerOf(c), c.req.valid('json')));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/consumer/product/min_sku_detail/{product_no}',
      tags,
      summary: "A product's page (1105002 when unknown or malformed)",
      security: signedInOrVisitor,
      middleware: [unknownProductWhenMalformed],
      request: { headers: shopperHeaders, params: productDetailParamsSchema },
      responses: answers(productDetailSchema, 'The product'),
    }),
    async (c) => {
      const { db, catalogue } = c.var.deps;
      return answer(
        c,
        await productDetail(
          db,
          await catalogue.current(),
          await optionalCallerOf(c),
          c.req.valid('param').product_no,
        ),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/consumer/product/spec_order_list',
      tags,
      summary: "A product's SKUs, fresh, for the SKU picker",
      security: signedInOrVisitor,
      request: { headers: shopperHeaders, body: jsonBody(specOrderListRequestSchema) },
      responses: answers(specOrderListResponseSchema, 'The SKUs'),
    }),
    async (c) => {
      const { product_no } = c.req.valid('json');
      return answer(c, await specOrderList(c.var.deps.db, await optionalCallerOf(c), product_no));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/consumer/product/visit/views',
      tags,
      summary: 'Counts a view of a product page',
      security: signedInOrVisitor,
      request: { headers: shopperHeaders, body: jsonBody(productViewRequestSchema) },
      responses: answers(z.null(), 'Recorded'),
    }),
    async (c) => {
      const { product_no } = c.req.valid('json');
      const { db, catalogue, clock } = c.var.deps;
      await recordProductView(
        db,
        await catalogue.current(),
        await optionalCallerOf(c),
        product_no,
        clock.now(),
      );
      return answer(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/consumer/product/arrival_notice',
      tags,
      summary: 'Asks to be told when a sold-out SKU is back (members)',
      security: signedIn,
      // The member before the body: a visitor gets 401 whatever it sends.
      middleware: [memberRequired],
      request: { headers: shopperHeaders, body: jsonBody(arrivalNoticeRequestSchema) },
      responses: answers(arrivalNoticeResponseSchema, 'Subscribed'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      const { db, clock } = c.var.deps;
      return answer(
        c,
        await subscribeArrival(db, member.id, callerOf(c).country, c.req.valid('json'), clock.now()),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/consumer/product/arrival_notice/cancel',
      tags,
      summary: 'Cancels an arrival notice (members)',
      security: signedIn,
      // The member before the body: a visitor gets 401 whatever it sends.
      middleware: [memberRequired],
      request: { headers: shopperHeaders, body: jsonBody(arrivalNoticeRequestSchema) },
      responses: answers(arrivalNoticeResponseSchema, 'Cancelled'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      return answer(
        c,
        await cancelArrival(c.var.deps.db, member.id, callerOf(c).country, c.req.valid('json')),
      );
    },
  );
