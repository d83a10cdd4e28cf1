import { memberWriteRoute } from '../../http/member-routes';
import { $, createRoute, type Context } from '../../http/route-kit';
import type { z } from 'zod';
import {
  addRefundCardRequestSchema,
  ewalletActivateRequestSchema,
  ewalletUnlinkRequestSchema,
  refundCardIdRequestSchema,
  refundDefaultRequestSchema,
  refundSettingsSchema,
} from '../../../contract/refund-card';
import type { AppEnv } from '../../app-env';
import {
  activateWallet,
  addRefundCard,
  refundSettings,
  removeRefundCard,
  requireRefundCardCountry,
  setRefundDefault,
  unlinkWallet,
} from './refund-cards';
import { answers, apiRoutes, shopperHeaders, signedIn } from '../../http/api-routes';
import { idempotent } from '../../http/idempotency';
import { answer, setAnswerHeader } from '../../http/respond';
import { callerOf, requireMember, memberRequired } from '../../http/caller';

const tags = ['Refund cards'];

/** The member, in a country that has refund cards (1103037 in SG and MY). */
async function memberHere(c: Context<AppEnv>): Promise<string> {
  const { member } = await requireMember(c);
  requireRefundCardCountry(callerOf(c).country);
  return member.id;
}

const write = <S extends z.ZodType>(path: string, summary: string, body: S) =>
  memberWriteRoute({
    tags,
    path,
    summary,
    body,
    answer: refundSettingsSchema,
    answered: "The member's cards and wallets",
  });

/**
 * Refund cards and e-wallets (contract/refund-card.ts; ADR 031). The add schema reads the expiry
 * against the app's clock at parse time. Card numbers and CVNs never reach a log: the request log
 * writes no bodies, and the logger redacts the fields besides.
 */
export const refundCardRoutes = $(
  apiRoutes()
    .use('/member/refund_card/*', async (c, next) => {
      await next();
      setAnswerHeader(c, 'Cache-Control', 'no-store');
    })
    // A retried add (a lost answer, a double tap) keeps one card: server/http/idempotency.ts.
    .use('/member/refund_card/add', idempotent()),
)
  .openapi(
    createRoute({
      method: 'get',
      path: '/member/refund_card/list',
      tags,
      summary: "The member's refund cards and e-wallets (Indonesia)",
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders },
      responses: answers(refundSettingsSchema, "The member's cards and wallets"),
    }),
    async (c) => answer(c, await refundSettings(c.var.deps.db, await memberHere(c))),
  )
  .openapi(
    write(
      '/member/refund_card/add',
      'Adds a refund card (tokenised by the provider; the CVN is never kept)',
      addRefundCardRequestSchema(),
    ),
    async (c) => {
      const memberId = await memberHere(c);
      // Again with the app's clock: the route's schema read the expiry against the real one.
      const card = addRefundCardRequestSchema(() => c.var.deps.clock.now()).parse(c.req.valid('json'));
      return answer(c, await addRefundCard(c.var.deps, memberId, card));
    },
  )
  .openapi(
    write('/member/refund_card/remove', 'Removes a refund card', refundCardIdRequestSchema),
    async (c) =>
      answer(c, await removeRefundCard(c.var.deps.db, await memberHere(c), c.req.valid('json').card_id)),
  )
  .openapi(
    write(
      '/member/refund_card/default',
      'Makes a card or a wallet the default refund destination',
      refundDefaultRequestSchema,
    ),
    async (c) => answer(c, await setRefundDefault(c.var.deps.db, await memberHere(c), c.req.valid('json'))),
  )
  .openapi(
    write(
      '/member/refund_card/ewallet_activate',
      'Links an e-wallet for refunds',
      ewalletActivateRequestSchema,
    ),
    async (c) => answer(c, await activateWallet(c.var.deps, await memberHere(c), c.req.valid('json'))),
  )
  .openapi(
    write('/member/refund_card/ewallet_unlink', 'Unlinks an e-wallet', ewalletUnlinkRequestSchema),
    async (c) => answer(c, await unlinkWallet(c.var.deps, await memberHere(c), c.req.valid('json').wallet)),
  );
