import { $, createRoute } from '../../http/route-kit';
import { purchaseShortfallRequestSchema, purchaseShortfallSchema } from '../../../contract/order';
import { purchaseShortfall } from './order-benefits';
import { answers, apiRoutes, jsonBody, shopperHeaders, signedIn } from '../../http/api-routes';
import { answer, setAnswerHeader } from '../../http/respond';
import { callerOf, requireMember, memberRequired } from '../../http/caller';

/**
 * The cart's "add Rp X more to use …" (ADR 029): the member's claim nearest to its min
 * spend for the selected lines. Member only: it reads the member's own claims.
 */
export const purchaseShortfallRoutes = $(
  apiRoutes().use('/promotion/api/get_minimum_purchase_shortfall', async (c, next) => {
    await next();
    setAnswerHeader(c, 'Cache-Control', 'no-store');
  }),
).openapi(
  createRoute({
    method: 'post',
    path: '/promotion/api/get_minimum_purchase_shortfall',
    tags: ['Vouchers'],
    summary: 'How much more the selected lines need to use a claimed voucher',
    security: signedIn,
    middleware: [memberRequired],
    request: { headers: shopperHeaders, body: jsonBody(purchaseShortfallRequestSchema) },
    responses: answers(purchaseShortfallSchema, 'The nearest voucher and the amount missing'),
  }),
  async (c) => {
    const { member } = await requireMember(c);
    const { country, language } = callerOf(c);
    const { db, clock } = c.var.deps;
    return answer(
      c,
      await purchaseShortfall(db, { memberId: member.id, country, language }, c.req.valid('json').sku_list, {
        now: clock.now(),
        inApp: callerOf(c).platform === 'app',
      }),
    );
  },
);
