import { $, createRoute } from '../../http/route-kit';
import { deletionApplyRequestSchema, deletionStatusSchema } from '../../../contract/account-deletion';
import { applyForDeletion, cancelDeletion, deletionStatus } from './account-deletion';
import { answers, apiRoutes, jsonBody, shopperHeaders, signedIn } from '../../http/api-routes';
import { answer, setAnswerHeader } from '../../http/respond';
import { requireMember, memberRequired } from '../../http/caller';

const tags = ['Account deletion'];

/**
 * Account deletion (SPEC.md §2, §4; contract/account-deletion.ts, ADR 018). Decision: the paths
 * sit under member/deletion/, beside the member's other calls. Every call needs a member.
 */
export const accountDeletionRoutes = $(
  apiRoutes().use('/member/deletion/*', async (c, next) => {
    await next();
    setAnswerHeader(c, 'Cache-Control', 'no-store');
  }),
)
  .openapi(
    createRoute({
      method: 'post',
      path: '/member/deletion/apply',
      tags,
      summary:
        'Asks for the account to be deleted, confirmed by a code of code_type 4 (1101022 repeated, 1101026 unfinished orders)',
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders, body: jsonBody(deletionApplyRequestSchema) },
      responses: answers(deletionStatusSchema, 'The request, processing'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      const { db, clock } = c.var.deps;
      return answer(c, await applyForDeletion(db, member, c.req.valid('json'), clock.now()));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/member/deletion/status',
      tags,
      summary: "The member's open deletion request, if any",
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders },
      responses: answers(deletionStatusSchema, 'The state'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      return answer(c, await deletionStatus(c.var.deps.db, member.id));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/member/deletion/cancel',
      tags,
      summary: 'Cancels the open deletion request (none open: no change)',
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders },
      responses: answers(deletionStatusSchema, 'The state after cancelling'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      const { db, clock } = c.var.deps;
      return answer(c, await cancelDeletion(db, member.id, clock.now()));
    },
  );
