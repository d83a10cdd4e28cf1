import { createRoute } from '../../http/route-kit';
import { z } from 'zod';
import {
  couponSearchRequestSchema,
  rankListRequestSchema,
  rankListResponseSchema,
  searchClickRequestSchema,
  searchRecommendResponseSchema,
  searchRecordsResponseSchema,
  searchRequestSchema,
  suggestRequestSchema,
  suggestResponseSchema,
} from '../../../contract/search';
import { productPageSchema } from '../../../contract/catalogue';
import { couponProducts } from '../catalogue';
import { couponProductList } from '../vouchers';
import { clearSearchHistory, recordSearchClick, searchHistoryOf, searchProducts, suggest } from './search';
import { rankList, recommendedKeywords } from './search-keywords';
import { answers, apiRoutes, jsonBody, shopperHeaders, signedInOrVisitor } from '../../http/api-routes';
import { clientIp } from '../../http/client-ip';
import { answer } from '../../http/respond';
import { keywordRules } from './search-body';
import { callerOf, optionalCallerOf, optionalMember } from '../../http/caller';

const tags = ['Search'];

/** Search (SPEC.md §7 "Search and products"): results, history, suggestions, hot and recommended. */
export const searchRoutes = apiRoutes()
  .openapi(
    createRoute({
      method: 'post',
      path: '/search/search',
      tags,
      summary: 'Search results (1106001 without a keyword, 1106002 when it is too long)',
      security: signedInOrVisitor,
      middleware: [keywordRules({ required: true })],
      request: { headers: shopperHeaders, body: jsonBody(searchRequestSchema) },
      responses: answers(productPageSchema, 'A page of results'),
    }),
    async (c) => {
      const { db, catalogue, clock } = c.var.deps;
      return answer(
        c,
        await searchProducts(
          db,
          await catalogue.current(),
          await optionalCallerOf(c),
          c.req.valid('json'),
          clock.now(),
          clientIp(c),
        ),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/search/records',
      tags,
      summary: "The member's search history (empty for visitors)",
      security: signedInOrVisitor,
      request: { headers: shopperHeaders },
      responses: answers(searchRecordsResponseSchema, 'The history, newest first'),
    }),
    async (c) => {
      const member = await optionalMember(c);
      return answer(c, await searchHistoryOf(c.var.deps.db, member?.member.id ?? null));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/search/records/del',
      tags,
      summary: "Clears the member's search history",
      security: signedInOrVisitor,
      request: { headers: shopperHeaders },
      responses: answers(z.null(), 'Cleared'),
    }),
    async (c) => {
      const member = await optionalMember(c);
      await clearSearchHistory(c.var.deps.db, member?.member.id ?? null);
      return answer(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/search/suggest',
      tags,
      summary: 'Suggestions while typing',
      middleware: [keywordRules({ required: true })],
      request: { headers: shopperHeaders, body: jsonBody(suggestRequestSchema) },
      responses: answers(suggestResponseSchema, 'The suggestions'),
    }),
    async (c) => {
      const snapshot = await c.var.deps.catalogue.current();
      return answer(c, suggest(snapshot, callerOf(c), c.req.valid('json').keyword));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/search/coupon/search',
      tags,
      summary: 'The products a voucher applies to',
      middleware: [keywordRules({ required: false })],
      request: { headers: shopperHeaders, body: jsonBody(couponSearchRequestSchema) },
      responses: answers(productPageSchema, 'A page of product cards'),
    }),
    async (c) => {
      const { db, clock, catalogue } = c.var.deps;
      const snapshot = await catalogue.current();
      const request = c.req.valid('json');
      // With a voucher's id: the products that voucher covers (ADR 028), as coupon_product_list.
      if (request.coupon_id === undefined) return answer(c, couponProducts(snapshot, callerOf(c), request));
      const member = await optionalMember(c);
      return answer(
        c,
        await couponProductList(
          db,
          snapshot,
          callerOf(c),
          member?.member.id ?? null,
          { ...request, coupon_id: request.coupon_id },
          clock.now(),
        ),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/search/rank/list',
      tags,
      summary: 'The hot keywords',
      request: { headers: shopperHeaders, body: jsonBody(rankListRequestSchema) },
      responses: answers(rankListResponseSchema, 'The ranking'),
    }),
    async (c) => answer(c, await rankList(c.var.deps.db, callerOf(c), c.req.valid('json'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/search/recommend',
      tags,
      summary: 'Recommended keywords for the search box',
      request: { headers: shopperHeaders },
      responses: answers(searchRecommendResponseSchema, 'The keywords'),
    }),
    async (c) => answer(c, await recommendedKeywords(c.var.deps.db, callerOf(c))),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/search/manager/click/update',
      tags,
      summary: 'Counts a click on a search result',
      security: signedInOrVisitor,
      request: { headers: shopperHeaders, body: jsonBody(searchClickRequestSchema) },
      responses: answers(z.null(), 'Recorded'),
    }),
    async (c) => {
      const { db, catalogue, clock } = c.var.deps;
      await recordSearchClick(
        db,
        await catalogue.current(),
        await optionalCallerOf(c),
        c.req.valid('json'),
        clock.now(),
      );
      return answer(c, null);
    },
  );
