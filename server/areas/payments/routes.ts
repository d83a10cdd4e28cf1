import { $, createRoute } from '../../http/route-kit';
import {
  payAnswerSchema,
  payRequestSchema,
  paymentNotifyAnswerSchema,
  paymentStateSchema,
  paymentStatusParamsSchema,
  payTimeAnswerSchema,
  payTimeRequestSchema,
  sandboxPaymentEventSchema,
} from '../../../contract/payment';
import { extendPayTime } from './pay-time';
import { paymentState, receiveWebhook, startPayment } from './payments';
import { answers, apiRoutes, jsonBody, shopperHeaders, signedIn } from '../../http/api-routes';
import { idempotent } from '../../http/idempotency';
import { answer, setAnswerHeader } from '../../http/respond';
import { requireMember, memberRequired } from '../../http/caller';

const tags = ['Payment'];

/**
 * Paying for an order (contract/payment.ts, ADR 021). pay and status need a member, checked before
 * the body (a visitor gets 401 whatever it sends); notify is the provider's, proven by its
 * signature instead.
 */
export const paymentRoutes = $(
  apiRoutes()
    .use('/payment/*', async (c, next) => {
      await next();
      setAnswerHeader(c, 'Cache-Control', 'no-store');
    })
    // A retried pay (a lost answer, a double tap) creates one payment: server/http/idempotency.ts.
    .use('/payment/pay', idempotent())
    .use('/payment/extend_deadline', idempotent()),
)
  .openapi(
    createRoute({
      method: 'post',
      path: '/payment/pay',
      tags,
      summary:
        "Pays the member's to_pay order with a method: the next action (redirect, qr, payment_code, done). Header Idempotency-Key",
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders, body: jsonBody(payRequestSchema) },
      responses: answers(payAnswerSchema, 'What the shopper does next'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      return answer(c, await startPayment(c.var.deps, member.id, c.req.valid('json')));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/payment/extend_deadline',
      tags,
      summary:
        "More time to pay the member's to_pay order (ADR 034): 15 minutes, in its last 5, at most 10 times. Header Idempotency-Key",
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders, body: jsonBody(payTimeRequestSchema) },
      responses: answers(payTimeAnswerSchema, 'The deadline now, and the payment in progress if it is kept'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      return answer(c, await extendPayTime(c.var.deps, member.id, c.req.valid('json')));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/payment/status/{order_no}',
      tags,
      summary:
        "The order's payment: none, pending, paid, failed, expired or refunded (asks the provider when a webhook is late)",
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders, params: paymentStatusParamsSchema },
      responses: answers(paymentStateSchema, 'The payment state and the server clock'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      return answer(c, await paymentState(c.var.deps, member.id, c.req.valid('param').order_no));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/payment/notify',
      tags,
      summary:
        "The payment provider's webhook (no member): HMAC-signed, 5 minutes at most old; the sandbox's body is documented",
      request: { body: jsonBody(sandboxPaymentEventSchema) },
      responses: answers(paymentNotifyAnswerSchema, 'Received (duplicate: it had been applied before)'),
    }),
    async (c) => {
      // The signature covers the bytes as sent, so the raw text is what is checked, never a re-serialisation.
      const rawBody = await c.req.text();
      const headers: Record<string, string> = {};
      c.req.raw.headers.forEach((value, name) => (headers[name.toLowerCase()] = value));
      return answer(c, await receiveWebhook(c.var.deps, rawBody, headers));
    },
  );
