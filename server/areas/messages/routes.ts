import { $, createRoute } from '../../http/route-kit';
import {
  messageCountSchema,
  messagePageRequestSchema,
  messagePageSchema,
  messageReadRequestSchema,
} from '../../../contract/messages';
import { messageCount, messagePage, readMessages } from './messages';
import { answers, apiRoutes, jsonBody, shopperHeaders, signedIn } from '../../http/api-routes';
import { answer } from '../../http/respond';
import { callerOf, requireMember, memberRequired } from '../../http/caller';

const tags = ['Messages'];

/**
 * The message centre (SPEC.md §7 "Promotions, messages, orders"; contract/messages.ts). Every call
 * needs a member; the member is checked before the body, so a visitor gets 401 whatever it sends.
 */
export const messageRoutes = $(apiRoutes())
  .openapi(
    createRoute({
      method: 'post',
      path: '/message/page',
      tags,
      summary: "A page of the member's messages, newest first (of one kind, or all)",
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders, body: jsonBody(messagePageRequestSchema) },
      responses: answers(messagePageSchema, 'The page'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      return answer(
        c,
        await messagePage(c.var.deps.db, member.id, c.req.valid('json'), callerOf(c).language),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/message/read',
      tags,
      summary: 'Marks one message (msg_no), a kind, or everything read (1107001 for an unknown msg_no)',
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders, body: jsonBody(messageReadRequestSchema) },
      responses: answers(messageCountSchema, 'The counts after reading'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      return answer(c, await readMessages(c.var.deps.db, member.id, c.req.valid('json')));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/message/count',
      tags,
      summary: 'Unread and total messages, and unread per kind',
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders },
      responses: answers(messageCountSchema, 'The counts'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      return answer(c, await messageCount(c.var.deps.db, member.id));
    },
  );
