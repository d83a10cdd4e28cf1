import { $, createRoute } from '../../http/route-kit';
import { z } from 'zod';
import { orderPackagesSchema, packageTrackingSchema } from '../../../contract/tracking';
import { orderPackages, packageTracking } from './shipments';
import { answers, apiRoutes, shopperHeaders, signedIn } from '../../http/api-routes';
import { answer, setAnswerHeader } from '../../http/respond';
import { callerOf, requireMember, memberRequired } from '../../http/caller';

const tags = ['Orders'];

/**
 * Shipments and tracking (contract/tracking.ts, ADR 024). Decision on the paths, in SPEC.md §7's
 * style beside order/trade/*: order/logistics/packages/{order_no} and
 * order/logistics/track/{tracking_no}. The member's own only; any other answers 1103001.
 */
export const trackingRoutes = $(
  apiRoutes().use('/order/logistics/*', async (c, next) => {
    await next();
    setAnswerHeader(c, 'Cache-Control', 'no-store');
  }),
)
  .openapi(
    createRoute({
      method: 'get',
      path: '/order/logistics/packages/{order_no}',
      tags,
      summary: "The packages of one of the member's orders, each with its latest event",
      security: signedIn,
      middleware: [memberRequired],
      // Any text: a malformed number is as missing as another member's (1103001, never 400).
      request: { headers: shopperHeaders, params: z.object({ order_no: z.string().max(64) }) },
      responses: answers(orderPackagesSchema, 'The packages'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      const { language } = callerOf(c);
      return answer(
        c,
        await orderPackages(c.var.deps.db, { memberId: member.id, language }, c.req.valid('param').order_no),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/order/logistics/track/{tracking_no}',
      tags,
      summary: "One of the member's packages and its timeline",
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders, params: z.object({ tracking_no: z.string().max(64) }) },
      responses: answers(packageTrackingSchema, 'The package and its events, newest first'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      const { language } = callerOf(c);
      return answer(
        c,
        await packageTracking(
          c.var.deps.db,
          { memberId: member.id, language },
          c.req.valid('param').tracking_no,
        ),
      );
    },
  );
