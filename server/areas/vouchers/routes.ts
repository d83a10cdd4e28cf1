import { $, createRoute, type Context } from '../../http/route-kit';
import { productPageSchema } from '../../../contract/catalogue';
import {
  claimRequestSchema,
  couponCenterSchema,
  couponDetailParamsSchema,
  couponProductListRequestSchema,
  myCouponsQuerySchema,
  virtualMappingRequestSchema,
  voucherPageSchema,
  voucherSchema,
  voucherTermsSchema,
} from '../../../contract/voucher';
import {
  claimByCode,
  claimVoucher,
  couponCenter,
  couponDetail,
  couponProductList,
  myCoupons,
} from './vouchers';
import {
  answers,
  apiRoutes,
  jsonBody,
  shopperHeaders,
  signedIn,
  signedInOrVisitor,
} from '../../http/api-routes';
import { answer, setAnswerHeader } from '../../http/respond';
import { callerOf, requireMember, memberRequired, optionalMember } from '../../http/caller';
import type { Caller } from '../../lib/caller';

const tags = ['Vouchers'];

const voucherShopper = (c: Context): Pick<Caller, 'country' | 'language' | 'platform'> => {
  const { country, language } = callerOf(c);
  return { country, language, platform: callerOf(c).platform };
};

/**
 * Vouchers (contract/voucher.ts, ADR 028). The claim centre, the terms and the product list serve
 * visitors too (a visitor sees every campaign as claimable and is asked to log in on Claim);
 * claiming and the wallet need a member and touch only the session's member's claims. Answers
 * about a member are never cached.
 */
export const voucherRoutes = $(
  apiRoutes().use('/promotion/api/*', async (c, next) => {
    await next();
    setAnswerHeader(c, 'Cache-Control', 'no-store');
  }),
)
  .openapi(
    createRoute({
      method: 'get',
      path: '/promotion/api/coupon_center',
      tags,
      summary: "The country's campaigns to claim, with the member's claim state on each",
      security: signedInOrVisitor,
      request: { headers: shopperHeaders },
      responses: answers(couponCenterSchema, 'The claim centre'),
    }),
    async (c) => {
      const member = await optionalMember(c);
      const { db, clock } = c.var.deps;
      return answer(c, await couponCenter(db, voucherShopper(c), member?.member.id ?? null, clock.now()));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/promotion/api/claim',
      tags,
      summary: 'Claim a voucher (1101030–1101049 when a rule refuses)',
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders, body: jsonBody(claimRequestSchema) },
      responses: answers(voucherSchema, 'The claimed voucher'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      const { db, clock } = c.var.deps;
      const voucher = await claimVoucher(db, {
        campaignId: c.req.valid('json').campaign_id,
        memberId: member.id,
        shopper: voucherShopper(c),
        now: clock.now(),
      });
      return answer(c, voucher);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/promotion/api/virtual/mapping',
      tags,
      summary: 'Claim the voucher a typed code names (1101043 for an unknown code)',
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders, body: jsonBody(virtualMappingRequestSchema) },
      responses: answers(voucherSchema, 'The claimed voucher'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      const { db, clock } = c.var.deps;
      const voucher = await claimByCode(db, {
        code: c.req.valid('json').code,
        memberId: member.id,
        shopper: voucherShopper(c),
        now: clock.now(),
      });
      return answer(c, voucher);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/promotion/api/my_coupons',
      tags,
      summary: "One tab of the member's vouchers (unuse, used, expired)",
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders, query: myCouponsQuerySchema },
      responses: answers(voucherPageSchema, 'The page'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      const { db, clock } = c.var.deps;
      return answer(c, await myCoupons(db, member.id, voucherShopper(c), c.req.valid('query'), clock.now()));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/promotion/api/coupon_detail/{id}',
      tags,
      summary: "A voucher's terms: a campaign id, or one of the member's claim ids",
      security: signedInOrVisitor,
      request: { headers: shopperHeaders, params: couponDetailParamsSchema },
      responses: answers(voucherTermsSchema, 'The terms'),
    }),
    async (c) => {
      const member = await optionalMember(c);
      const { db, clock } = c.var.deps;
      const { language } = callerOf(c);
      return answer(
        c,
        await couponDetail(db, c.req.valid('param').id, member?.member.id ?? null, language, clock.now()),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/promotion/api/fetch/coupon_product_list',
      tags,
      summary: 'The products a voucher covers, searchable by keyword',
      security: signedInOrVisitor,
      request: { headers: shopperHeaders, body: jsonBody(couponProductListRequestSchema) },
      responses: answers(productPageSchema, 'A page of product cards'),
    }),
    async (c) => {
      const member = await optionalMember(c);
      const { db, clock, catalogue } = c.var.deps;
      const snapshot = await catalogue.current();
      return answer(
        c,
        await couponProductList(
          db,
          snapshot,
          voucherShopper(c),
          member?.member.id ?? null,
          c.req.valid('json'),
          clock.now(),
        ),
      );
    },
  );
