import { Hono } from 'hono';
import {
  couponSearchRequestSchema,
  rankListRequestSchema,
  searchClickRequestSchema,
  searchRequestSchema,
  suggestRequestSchema,
} from '../../contract/catalogue';
import type { AppEnv } from '../app-env';
import { couponProducts } from '../domain/catalogue';
import {
  clearSearchHistory,
  recordSearchClick,
  searchHistoryOf,
  searchProducts,
  suggest,
} from '../domain/search';
import { rankList, recommendedKeywords } from '../domain/search-keywords';
import { clientIp } from '../http/client-ip';
import { answer } from '../http/respond';
import { readKeywordBody } from '../http/search-body';
import { anonymousShopper, optionalMember, shopperOf } from '../http/shopper';
import { readBody } from '../http/validate';

/** Search (SPEC.md §7 "Search and products"): results, history, suggestions, hot and recommended. */
export const searchRoutes = new Hono<AppEnv>()
  .post('/search/search', async (c) => {
    const request = await readKeywordBody(c, searchRequestSchema, { required: true });
    const { db, catalogue, clock } = c.var.deps;
    return answer(
      c,
      await searchProducts(
        db,
        await catalogue.current(),
        await shopperOf(c),
        request,
        clock.now(),
        clientIp(c),
      ),
    );
  })
  .post('/search/records', async (c) => {
    const member = await optionalMember(c);
    return answer(c, await searchHistoryOf(c.var.deps.db, member?.member.id ?? null));
  })
  .post('/search/records/del', async (c) => {
    const member = await optionalMember(c);
    await clearSearchHistory(c.var.deps.db, member?.member.id ?? null);
    return answer(c, null);
  })
  .post('/search/suggest', async (c) => {
    const { keyword } = await readKeywordBody(c, suggestRequestSchema, { required: true });
    const snapshot = await c.var.deps.catalogue.current();
    return answer(c, suggest(snapshot, anonymousShopper(c), keyword));
  })
  .post('/search/coupon/search', async (c) => {
    const request = await readKeywordBody(c, couponSearchRequestSchema, { required: false });
    const snapshot = await c.var.deps.catalogue.current();
    return answer(c, couponProducts(snapshot, anonymousShopper(c), request));
  })
  .post('/search/rank/list', async (c) => {
    const request = await readBody(c, rankListRequestSchema);
    return answer(c, await rankList(c.var.deps.db, anonymousShopper(c), request));
  })
  .get('/search/recommend', async (c) =>
    answer(c, await recommendedKeywords(c.var.deps.db, anonymousShopper(c))),
  )
  .post('/search/manager/click/update', async (c) => {
    const click = await readBody(c, searchClickRequestSchema);
    const { db, catalogue, clock } = c.var.deps;
    await recordSearchClick(db, await catalogue.current(), await shopperOf(c), click, clock.now());
    return answer(c, null);
  });
