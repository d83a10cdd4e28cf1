import { $, createRoute } from '../../http/route-kit';
import {
  coinPageQuerySchema,
  coinPageSchema,
  coinRulesSchema,
  coinSummarySchema,
} from '../../../contract/coins';
import { coinRules } from './coin-rules';
import { coinPage, coinSummary } from './coins';
import { answers, apiRoutes, shopperHeaders, signedIn } from '../../http/api-routes';
import { answer, setAnswerHeader } from '../../http/respond';
import { callerOf, requireMember, memberRequired } from '../../http/caller';

const tags = ['Coins'];

/**
 * Coins (contract/coins.ts, ADR 025). Every call needs a member and answers from the session's
 * member only, for the request's country (X-Locale; ADR 032: coins belong to a country).
 * Decision: the rules too, as /points is a member page (a visitor is sent to log in).
 */
export const coinRoutes = $(
  apiRoutes().use('/member/points_*', async (c, next) => {
    await next();
    setAnswerHeader(c, 'Cache-Control', 'no-store');
  }),
)
  .openapi(
    createRoute({
      method: 'get',
      path: '/member/points_record',
      tags,
      summary: "A page of the member's coin history in the X-Locale country, newest first",
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders, query: coinPageQuerySchema },
      responses: answers(coinPageSchema, 'The page'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      return answer(c, await coinPage(c.var.deps.db, member.id, callerOf(c).country, c.req.valid('query')));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/member/points_record_detail',
      tags,
      summary: "The member's coin balance in the X-Locale country, the coins that expire soon and any owed",
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders },
      responses: answers(coinSummarySchema, 'The summary'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      return answer(
        c,
        await coinSummary(c.var.deps.db, member.id, callerOf(c).country, c.var.deps.clock.now()),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/member/membersrv_system',
      tags,
      summary: 'The coin rules, in the request Language, with the country of X-Locale',
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders },
      responses: answers(coinRulesSchema, 'The rules'),
    }),
    async (c) => {
      await requireMember(c);
      const { country, language } = callerOf(c);
      return answer(c, coinRules(country, language));
    },
  );
