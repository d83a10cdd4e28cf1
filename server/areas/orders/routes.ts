import { $, createRoute } from '../../http/route-kit';

import { z } from 'zod';
import { errorCatalogue } from '../../../contract/errors';
import {
  orderAgainResultSchema,
  orderCancelRequestSchema,
  orderModifyAddressRequestSchema,
  orderStatusSummarySchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderNoRequestSchema,
  orderPageSchema,
  orderPreviewRequestSchema,
  orderPreviewSchema,
  orderSubmitRequestSchema,
  orderSubmitResponseSchema,
} from '../../../contract/order';

import { modifyOrderAddress, orderAgain } from './order-actions';
import {
  cancelOrder,
  confirmReceipt,
  orderDetail,
  orderPage,
  orderStatusSummary,
  previewOrder,
} from './orders';

import { submitOrder } from './order-submit';
import { refundPaidOrder } from '../payments';
import { takeHit } from '../../lib/rate-limits';
import { answers, apiRoutes, jsonBody, shopperHeaders, signedIn } from '../../http/api-routes';
import { afterCommit, idempotent, IDEMPOTENCY_KEY_HEADER } from '../../http/idempotency';
import { answer, setAnswerHeader } from '../../http/respond';
import { DomainError } from '../../lib/domain-error';
import { callerOf, memberCallerOf, requireMember, memberRequired } from '../../http/caller';

const tags = ['Orders'];

/**
 * Decision: at most 10 submits a minute per member (1103035 beyond), counted before anything
 * else so a refused attempt counts too; an idempotent replay never reaches it. A person places
 * one order at a time; a script hammering the last unit does not.
 */
export const SUBMIT_LIMIT = { max: 10, windowMs: 60_000 };

/** The order calls (contract/order.ts). Every one needs a member. */
export const orderRoutes = $(
  apiRoutes()
    .use('/order/trade/*', async (c, next) => {
      await next();
      setAnswerHeader(c, 'Cache-Control', 'no-store');
    })
    // The same Idempotency-Key within 24 h answers the first order again (a double click, a lost answer).
    .use('/order/trade/submit', idempotent())
    .use('/order/trade/cancel', idempotent())
    .use('/order/trade/confirm_receipt', idempotent())
    .use('/order/trade/modify_address', idempotent())
    .use('/order/trade/order_again', idempotent()),
)
  .openapi(
    createRoute({
      method: 'post',
      path: '/order/trade/preview',
      tags,
      summary: 'Prices an order for the confirmation page (nothing stored)',
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders, body: jsonBody(orderPreviewRequestSchema) },
      responses: answers(orderPreviewSchema, 'The priced confirmation'),
    }),
    async (c) => {
      const { db, clock } = c.var.deps;
      return answer(
        c,
        await previewOrder(db, await memberCallerOf(c), c.req.valid('json'), {
          now: clock.now(),
          inApp: callerOf(c).platform === 'app',
        }),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/order/trade/submit',
      tags,
      summary: 'Places the order and reserves its stock',
      security: signedIn,
      middleware: [memberRequired],
      request: {
        headers: shopperHeaders.extend({
          'idempotency-key': z
            .string()
            .optional()
            .describe(`${IDEMPOTENCY_KEY_HEADER}: one per press of Submit`),
        }),
        body: jsonBody(orderSubmitRequestSchema),
      },
      responses: answers(orderSubmitResponseSchema, 'The new order and its payment deadline'),
    }),
    async (c) => {
      const { db, clock } = c.var.deps;
      const shopper = await memberCallerOf(c);
      const now = clock.now();
      const hit = await takeHit(db, `order-submit:${shopper.memberId}`, SUBMIT_LIMIT, now);
      if (!hit.allowed) throw new DomainError(errorCatalogue.operationTooFast);
      return answer(
        c,
        await submitOrder(db, shopper, c.req.valid('json'), { now, inApp: callerOf(c).platform === 'app' }),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/order/trade/detail/{order_no}',
      tags,
      summary: "One of the member's orders (1103001 for any other)",
      security: signedIn,
      middleware: [memberRequired],
      // Any text: a malformed number is as missing as another member's (1103001, never 400).
      request: { headers: shopperHeaders, params: z.object({ order_no: z.string().max(64) }) },
      responses: answers(orderDetailSchema, 'The order'),
    }),
    async (c) => {
      const { db, clock } = c.var.deps;
      const { memberId, language } = await memberCallerOf(c);
      return answer(
        c,
        await orderDetail(db, { memberId, language }, c.req.valid('param').order_no, clock.now()),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/order/trade/cancel',
      tags,
      summary: 'Cancels an order (to_pay; to_ship with a refund)',
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders, body: jsonBody(orderCancelRequestSchema) },
      responses: answers(orderDetailSchema, 'The order, closed'),
    }),
    async (c) => {
      const { db, clock } = c.var.deps;
      const { memberId, language } = await memberCallerOf(c);
      const request = c.req.valid('json');
      const closed = await cancelOrder(db, { memberId, language }, request, clock.now());
      if (closed.refund_started)
        // The refund is asked for after the close has committed (with the answer, under an
        // Idempotency-Key): a provider that is down must not keep the order open, and a rollback
        // must never undo a close whose money went back. A failure or a crash here is swept by the
        // hourly retryRefunds (server/jobs.ts), and refundPaidOrder claims the payment first, so a
        // retried cancel never refunds twice.
        await afterCommit(c, async (deps) => {
          try {
            await refundPaidOrder(deps, request.order_no);
          } catch (error) {
            console.error('refund after cancel failed; retryRefunds will take it', request.order_no, error);
          }
        });
      return answer(c, closed);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/order/trade/confirm_receipt',
      tags,
      summary: 'Confirms the parcel arrived (to_receive → transaction_complete)',
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders, body: jsonBody(orderNoRequestSchema) },
      responses: answers(orderDetailSchema, 'The order, complete'),
    }),
    async (c) => {
      const { db, clock } = c.var.deps;
      const { memberId, language } = await memberCallerOf(c);
      return answer(
        c,
        await confirmReceipt(db, { memberId, language }, c.req.valid('json').order_no, clock.now()),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/order/trade/list',
      tags,
      summary: "The member's orders, newest first, by tab",
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders, query: orderListQuerySchema },
      responses: answers(orderPageSchema, 'A page of orders'),
    }),
    async (c) => {
      const { db, clock } = c.var.deps;
      const { memberId, language } = await memberCallerOf(c);
      return answer(c, await orderPage(db, { memberId, language }, c.req.valid('query'), clock.now()));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/order/trade/order-status-summary',
      tags,
      summary: "How many of the member's orders are in each tab",
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders },
      responses: answers(orderStatusSummarySchema, 'The count per tab'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      return answer(c, await orderStatusSummary(c.var.deps.db, member.id));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/order/trade/modify_address',
      tags,
      summary: 'Sends an order not yet shipped to another of the member’s addresses (same fee)',
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders, body: jsonBody(orderModifyAddressRequestSchema) },
      responses: answers(orderDetailSchema, 'The order with its new address'),
    }),
    async (c) => {
      const { db, clock } = c.var.deps;
      const { memberId, language } = await memberCallerOf(c);
      return answer(
        c,
        await modifyOrderAddress(db, { memberId, language }, c.req.valid('json'), clock.now()),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/order/trade/order_again',
      tags,
      summary: "Puts a finished order's lines into the cart; says which could not go in",
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders, body: jsonBody(orderNoRequestSchema) },
      responses: answers(orderAgainResultSchema, 'What was added and what was not'),
    }),
    async (c) => {
      const { db, clock } = c.var.deps;
      const shopper = await memberCallerOf(c);
      return answer(c, await orderAgain(db, shopper, c.req.valid('json').order_no, clock.now()));
    },
  );
