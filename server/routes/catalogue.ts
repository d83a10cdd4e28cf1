import { Hono } from 'hono';
import {
  arrivalNoticeRequestSchema,
  navTypeListQuerySchema,
  productDetailParamsSchema,
  productListRequestSchema,
  productRecommendRequestSchema,
  productViewRequestSchema,
  specOrderListRequestSchema,
} from '../../contract/catalogue';
import { errorCatalogue } from '../../contract/errors';
import type { AppEnv } from '../app-env';
import { cancelArrival, subscribeArrival } from '../domain/arrival-notices';
import {
  listProducts,
  navTree,
  productDetail,
  recommendProducts,
  recordProductView,
  specOrderList,
} from '../domain/catalogue';
import { decoration } from '../domain/decoration';
import { requireMember } from '../http/auth';
import { answer, DomainError } from '../http/respond';
import { readKeywordBody } from '../http/search-body';
import { anonymousShopper, countryOf, shopperOf } from '../http/shopper';
import { readBody, readQuery } from '../http/validate';

/** Categories, the home page and products (SPEC.md §7 "Search and products"). */
export const catalogueRoutes = new Hono<AppEnv>()
  .get('/nav/type/list', async (c) => {
    const { keyword } = readQuery(c, navTypeListQuerySchema);
    const snapshot = await c.var.deps.catalogue.current();
    return answer(c, navTree(snapshot, anonymousShopper(c).language, keyword));
  })
  .get('/cms/api/decoration', async (c) => {
    const snapshot = await c.var.deps.catalogue.current();
    return answer(c, decoration(snapshot, anonymousShopper(c), c.var.deps.clock.now()));
  })
  .post('/consumer/product/list', async (c) => {
    const request = await readKeywordBody(c, productListRequestSchema, { required: false });
    const snapshot = await c.var.deps.catalogue.current();
    return answer(c, listProducts(snapshot, anonymousShopper(c), request));
  })
  .post('/consumer/product/product_recommend', async (c) => {
    const request = await readBody(c, productRecommendRequestSchema);
    const snapshot = await c.var.deps.catalogue.current();
    return answer(c, recommendProducts(snapshot, anonymousShopper(c), request));
  })
  .get('/consumer/product/min_sku_detail/:product_no', async (c) => {
    // Decision: a malformed number is as unknown as a missing one: 1105002, so the storefront
    // shows /commodDetailEmpty rather than a parameter error.
    const params = productDetailParamsSchema.safeParse(c.req.param());
    if (!params.success) throw new DomainError(errorCatalogue.productNotFound);
    const { db, catalogue } = c.var.deps;
    return answer(
      c,
      await productDetail(db, await catalogue.current(), await shopperOf(c), params.data.product_no),
    );
  })
  .post('/consumer/product/spec_order_list', async (c) => {
    const { product_no } = await readBody(c, specOrderListRequestSchema);
    return answer(c, await specOrderList(c.var.deps.db, await shopperOf(c), product_no));
  })
  .post('/consumer/product/visit/views', async (c) => {
    const { product_no } = await readBody(c, productViewRequestSchema);
    const { db, catalogue, clock } = c.var.deps;
    await recordProductView(db, await catalogue.current(), await shopperOf(c), product_no, clock.now());
    return answer(c, null);
  })
  .post('/consumer/product/arrival_notice', async (c) => {
    const { member } = await requireMember(c);
    const request = await readBody(c, arrivalNoticeRequestSchema);
    const { db, clock } = c.var.deps;
    return answer(c, await subscribeArrival(db, member.id, countryOf(c), request, clock.now()));
  })
  .post('/consumer/product/arrival_notice/cancel', async (c) => {
    const { member } = await requireMember(c);
    const request = await readBody(c, arrivalNoticeRequestSchema);
    return answer(c, await cancelArrival(c.var.deps.db, member.id, countryOf(c), request));
  });
