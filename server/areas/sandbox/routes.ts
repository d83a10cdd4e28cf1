import { $, createRoute } from '../../http/route-kit';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorCatalogue } from '../../../contract/errors';
import { plainText } from '../../../contract/rules/text';
import { members, orders, outboxMessages, voucherClaims } from '../../db/schema';
import { deviceIdSchema } from '../../../contract/device';
import { ageCodeSends, captchaText, lastSpokenCaptcha, runDueDeletions } from '../member';
import { countryCodes } from '../../../contract/countries';
import { orderNoSchema } from '../../../contract/order';
import { skuIdSchema } from '../../../contract/fields';
import {
  advanceShipment,
  closeOverdueOrders,
  completeDeliveredOrders,
  deliverOrder,
  publishDueTrackingEvents,
  setStock,
  shipOrderInPackages,
} from '../orders';
import { afterSaleNoSchema } from '../../../contract/after-sales';
import { AFTER_SALES_REFUSAL_REASONS } from '../../../contract/after-sales-constants';
import { cancelOverdueReturns, merchantMove, sweepAfterSalesRefunds } from '../after-sales';
import { trackingNoSchema } from '../../../contract/tracking';
import { TRACKING_EVENT_CODES } from '../../../contract/tracking-constants';
import { setPrice } from '../catalogue';
import { createSandboxMember } from './sandbox-members';
import { inTransaction } from '../../db/transaction';
import { answers, apiRoutes, jsonBody } from '../../http/api-routes';
import { answer, answerError } from '../../http/respond';
import { DomainError } from '../../lib/domain-error';
import { callerOf } from '../../http/caller';

const outboxRoute = createRoute({
  method: 'get',
  path: '/dev/outbox',
  hide: true,
  request: { query: z.object({ to: plainText().min(3).max(64) }) },
  responses: answers(z.array(z.unknown()), 'The messages'),
});

const deletionRunRoute = createRoute({
  method: 'post',
  path: '/dev/deletion/run',
  hide: true,
  request: {
    body: jsonBody(
      // member_no: only that member's request (journeys run side by side; see runDueDeletions).
      z.object({
        advance_days: z.number().int().min(0).max(60),
        member_no: plainText().min(1).max(32).optional(),
      }),
    ),
  },
  responses: answers(z.object({ erased: z.number().int() }), 'How many accounts were erased'),
});

const captchaAudioRoute = createRoute({
  method: 'get',
  path: '/dev/captcha_audio',
  hide: true,
  request: { query: z.object({ device: deviceIdSchema }) },
  responses: answers(z.unknown(), 'The characters spoken'),
});

const devRoute = <B extends z.ZodType, A extends z.ZodType>(path: string, body: B, data: A) =>
  createRoute({
    method: 'post',
    path,
    hide: true,
    request: { body: jsonBody(body) },
    responses: answers(data, 'Done'),
  });

const memberRoute = devRoute(
  '/dev/member',
  z.object({ country_code: z.enum(countryCodes) }),
  z.object({ auth_token: z.string(), member_no: z.string(), phone: z.string(), address_id: z.string() }),
);
const stockRoute = devRoute(
  '/dev/stock',
  z.object({ sku_id: skuIdSchema, stock: z.number().int().min(0).max(1_000_000) }),
  z.object({ sku_id: skuIdSchema, stock: z.number().int() }),
);
const priceRoute = devRoute(
  '/dev/price',
  // Whole minor units, like every amount (SPEC.md §9); at most the order value limit's scale.
  z.object({ sku_id: skuIdSchema, price: z.number().int().min(1).max(1_000_000_000) }),
  z.object({ sku_id: skuIdSchema, price: z.number().int() }),
);
const shipRoute = devRoute(
  '/dev/order/ship',
  // packages: the order's SKUs split into packages (ADR 024); absent, one package with everything.
  z.object({
    order_no: orderNoSchema,
    packages: z.array(z.array(skuIdSchema).min(1).max(50)).min(1).max(10).optional(),
  }),
  z.object({ order_no: orderNoSchema, status: z.string(), tracking_nos: z.array(z.string()) }),
);
const advanceShipmentRoute = devRoute(
  '/dev/shipment/advance',
  z.object({ tracking_no: trackingNoSchema }),
  z.object({ published: z.enum(TRACKING_EVENT_CODES).nullable() }),
);
const trackingJobsRoute = devRoute(
  '/dev/order/tracking-jobs',
  // The courier's publishing job and the automatic receipt as if the clock read that many days later.
  z.object({ advance_days: z.number().int().min(0).max(60) }),
  z.object({ published: z.number().int(), completed: z.number().int() }),
);
const deliverRoute = devRoute(
  '/dev/order/deliver',
  // days_ago (the after-sales journeys): delivered that many days before now, e.g. past the after-sales window.
  z.object({ order_no: orderNoSchema, days_ago: z.number().int().min(0).max(60).optional() }),
  z.object({ order_no: orderNoSchema, status: z.string() }),
);
const afterSaleMoveRoute = devRoute(
  '/dev/after_sale/move',
  // The merchant's side of a request: agree, refuse with a reason, request interception,
  // receive the return, inspect (pass; a failed inspection is `refuse` with inspection_failed).
  z.object({
    after_sale_no: afterSaleNoSchema,
    move: z.enum(['agree', 'request_interception', 'refuse', 'receive_return', 'inspect']),
    reason: z.enum(AFTER_SALES_REFUSAL_REASONS).optional(),
  }),
  z.object({ after_sale_no: afterSaleNoSchema, state: z.string() }),
);
const afterSaleRefundRoute = devRoute(
  '/dev/after_sale/refund',
  // "Refund now": settles the refunds left requested (the hourly sweep, at once).
  z.object({}),
  z.object({ settled: z.number().int() }),
);
const afterSaleReturnsRoute = devRoute(
  '/dev/after_sale/return-deadline',
  // The return-deadline job as if the clock read that many days later.
  z.object({ advance_days: z.number().int().min(0).max(60) }),
  z.object({ cancelled: z.number().int() }),
);
const endVoucherRoute = devRoute(
  '/dev/voucher/end',
  // A claim's validity ended a second ago (the voucher journey: an expired voucher is not returned on
  // cancel), as if the real clock the e2e server runs on had passed it.
  z.object({ claim_id: z.uuid() }),
  z.object({ claim_id: z.uuid(), valid_until: z.number().int() }),
);
const payDeadlineRoute = devRoute(
  '/dev/order/pay-deadline',
  // An unpaid order's deadline this many minutes from now (ADR 034's e2e: the warning and more
  // time, on the real clock the e2e server runs on).
  z.object({ order_no: orderNoSchema, minutes_left: z.number().int().min(0).max(60) }),
  z.object({ order_no: orderNoSchema, pay_deadline: z.number().int() }),
);
const closeOverdueRoute = devRoute(
  '/dev/order/close-overdue',
  z.object({
    advance_minutes: z
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 60),
    /** Only this order: a journey closing its own order leaves other journeys' orders alone. */
    order_no: orderNoSchema.optional(),
  }),
  z.object({ closed: z.number().int() }),
);

const codeSendsRoute = devRoute(
  '/dev/code-sends/age',
  // The account's code sends as if they were made that many seconds earlier: the 60 s before the
  // next code (RESEND_SECONDS) waited out without waiting, as the jobs' advance_days do for days.
  z.object({
    account: z.string().min(3).max(254),
    seconds: z
      .number()
      .int()
      .min(1)
      .max(60 * 60),
  }),
  z.object({ aged: z.number().int() }),
);

/**
 * The sandbox's windows for tests, e2e journeys and developers: the messages the outbox
 * "delivered", the text of a captcha and the characters of the last audio one. All answer 404 unless PASAR_SANDBOX=1, as if absent, so they are
 * declared hidden: validated like every route, left out of /api/openapi.json.
 */
export const devRoutes = $(
  apiRoutes().use('/dev/*', async (c, next) => {
    if (!c.var.deps.sandbox)
      return answerError(c, errorCatalogue.notFound, `No such API: ${c.req.method} ${c.req.path}`);
    await next();
  }),
)
  // GET /dev/outbox?to=6281234567890 (or +62 812…, or an e-mail): newest first, code parsed out.
  .openapi(outboxRoute, async (c) => {
    const { to } = c.req.valid('query');
    const recipient = to.includes('@') ? to.toLowerCase() : to.replace(/[\s+\-()]/g, '');
    const rows = await c.var.deps.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, recipient))
      .orderBy(desc(outboxMessages.id))
      .limit(20);
    return answer(
      c,
      rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.to,
        subject: row.subject,
        body: row.body,
        code: /\b(\d{6})\b/.exec(row.body)?.[1] ?? null,
        created_at: row.createdAt.getTime(),
      })),
    );
  })
  // POST /dev/deletion/run {advance_days, member_no?}: the erasure job as if the clock read that many days
  // later (the e2e server runs on the real clock: journeys cannot wait 7 working days).
  .openapi(deletionRunRoute, async (c) => {
    const { advance_days, member_no } = c.req.valid('json');
    const at = new Date(c.var.deps.clock.now().getTime() + advance_days * 24 * 60 * 60_000);
    const { db, pictures } = c.var.deps;
    if (member_no === undefined) return answer(c, { erased: await runDueDeletions(db, at, { pictures }) });
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.memberNo, member_no));
    return answer(c, {
      erased: member ? await runDueDeletions(db, at, { memberId: member.id, pictures }) : 0,
    });
  })
  // POST /dev/code-sends/age {account: "6281234567890" or an e-mail, seconds}
  .openapi(codeSendsRoute, async (c) => {
    const { account, seconds } = c.req.valid('json');
    return answer(c, { aged: await ageCodeSends(c.var.deps.db, account, seconds) });
  })
  // GET /dev/captcha_audio?device=<Deviceid>: the characters the device's newest audio captcha
  // spoke (ADR 014), so a journey answers by ear alone, never from the picture's /dev/captcha.
  .openapi(captchaAudioRoute, async (c) => {
    const spoken = await lastSpokenCaptcha(c.var.deps.db, c.req.valid('query').device);
    if (!spoken) throw new DomainError(errorCatalogue.notFound, 'No audio captcha for this device');
    return answer(c, { image_id: spoken.imageId, characters: spoken.characters, language: spoken.language });
  })
  // The merchant's tools for orders: a fresh signed-in shopper, a stock change (X-Locale's
  // country; back-in-stock notices go out), an order shipped or delivered, the payment countdown
  // run forward (the overdue job as if the clock read that many minutes later).
  .openapi(memberRoute, async (c) => {
    const { db, clock } = c.var.deps;
    return answer(c, await createSandboxMember(db, c.req.valid('json').country_code, clock.now()));
  })
  .openapi(stockRoute, async (c) => {
    const { db, clock, catalogue } = c.var.deps;
    const { sku_id, stock } = c.req.valid('json');
    const { country } = callerOf(c);
    const found = await inTransaction(db, (tx) => setStock(tx, country, sku_id, stock, clock.now()));
    if (!found) throw new DomainError(errorCatalogue.skuNotFound);
    catalogue.invalidate();
    return answer(c, { sku_id, stock });
  })
  // A new price in the caller's country: a wishlist's price-drop notice follows at the next sweep.
  .openapi(priceRoute, async (c) => {
    const { db, clock, catalogue } = c.var.deps;
    const { sku_id, price } = c.req.valid('json');
    if (!(await setPrice(db, callerOf(c).country, sku_id, price, clock.now())))
      throw new DomainError(errorCatalogue.skuNotFound);
    catalogue.invalidate();
    return answer(c, { sku_id, price });
  })
  // The merchant ships through the logistics adapter (ADR 024): the courier's tracking numbers.
  .openapi(shipRoute, async (c) => {
    const { order_no, packages } = c.req.valid('json');
    const { db, logistics, clock } = c.var.deps;
    const shipped = await shipOrderInPackages(
      { db, logistics },
      { orderNo: order_no, ...(packages ? { packages } : {}) },
      clock.now(),
    );
    return answer(c, { order_no, status: shipped.order.status, tracking_nos: shipped.trackingNos });
  })
  // The package's next courier event happens now (demos, journeys: no waiting for the courier).
  .openapi(advanceShipmentRoute, async (c) => {
    const { db, clock } = c.var.deps;
    return answer(c, { published: await advanceShipment(db, c.req.valid('json').tracking_no, clock.now()) });
  })
  .openapi(trackingJobsRoute, async (c) => {
    const { db, clock } = c.var.deps;
    const { advance_days } = c.req.valid('json');
    const at = new Date(clock.now().getTime() + advance_days * 24 * 60 * 60_000);
    return answer(c, {
      published: await publishDueTrackingEvents(db, at),
      completed: await completeDeliveredOrders(db, at),
    });
  })
  .openapi(deliverRoute, async (c) => {
    const { order_no, days_ago = 0 } = c.req.valid('json');
    const at = new Date(c.var.deps.clock.now().getTime() - days_ago * 24 * 60 * 60_000);
    const order = await deliverOrder(c.var.deps.db, order_no, at);
    return answer(c, { order_no, status: order.status });
  })
  .openapi(closeOverdueRoute, async (c) => {
    const { advance_minutes, order_no } = c.req.valid('json');
    const at = new Date(c.var.deps.clock.now().getTime() + advance_minutes * 60_000);
    return answer(c, { closed: await closeOverdueOrders(c.var.deps.db, at, order_no) });
  })
  .openapi(payDeadlineRoute, async (c) => {
    const { order_no, minutes_left } = c.req.valid('json');
    const payDeadline = new Date(c.var.deps.clock.now().getTime() + minutes_left * 60_000);
    const [moved] = await c.var.deps.db
      .update(orders)
      .set({ payDeadline })
      .where(and(eq(orders.orderNo, order_no), eq(orders.status, 'to_pay')))
      .returning({ orderNo: orders.orderNo });
    if (!moved) throw new DomainError(errorCatalogue.orderNotFound);
    return answer(c, { order_no, pay_deadline: payDeadline.getTime() });
  })
  .openapi(endVoucherRoute, async (c) => {
    const { claim_id } = c.req.valid('json');
    const validUntil = new Date(c.var.deps.clock.now().getTime() - 1_000);
    const [ended] = await c.var.deps.db
      .update(voucherClaims)
      .set({ validUntil })
      .where(eq(voucherClaims.id, claim_id))
      .returning({ id: voucherClaims.id });
    if (!ended) throw new DomainError(errorCatalogue.voucherNotFound);
    return answer(c, { claim_id, valid_until: validUntil.getTime() });
  })
  .openapi(afterSaleMoveRoute, async (c) => {
    const { after_sale_no, move, reason } = c.req.valid('json');
    const request = await merchantMove(c.var.deps, after_sale_no, move, reason);
    return answer(c, { after_sale_no, state: request.state });
  })
  .openapi(afterSaleRefundRoute, async (c) =>
    answer(c, { settled: await sweepAfterSalesRefunds(c.var.deps) }),
  )
  .openapi(afterSaleReturnsRoute, async (c) => {
    const at = new Date(
      c.var.deps.clock.now().getTime() + c.req.valid('json').advance_days * 24 * 60 * 60_000,
    );
    return answer(c, { cancelled: await cancelOverdueReturns(c.var.deps.db, at) });
  })
  .get('/dev/captcha/:id', async (c) => {
    const id = c.req.param('id');
    const text = z.uuid().safeParse(id).success ? await captchaText(c.var.deps.db, id) : undefined;
    if (!text) return answerError(c, errorCatalogue.notFound, 'No such captcha');
    return answer(c, text);
  });
