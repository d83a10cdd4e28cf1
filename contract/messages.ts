import { z } from 'zod';
import { int } from './fields';
import { MESSAGE_KINDS, MESSAGE_MAX_PAGE_SIZE, MESSAGE_PAGE_SIZE } from './messages-constants';

/**
 * The message centre (SPEC.md §7 "Promotions, messages, orders": message/page, message/read,
 * message/count). Every call needs a member (401 otherwise) and answers only the member's own
 * messages: another member's msg_no reads as unknown (1107001), never as "not yours".
 *
 *   POST message/page  { kind?, page_num, page_size } → { total, list } newest first
 *   POST message/read  { msg_no } | { kind } | {}     → MessageCount (one; all of a kind; all)
 *   POST message/count                                → MessageCount
 *
 * Texts are stored in the three languages and answered in the request's Language.
 */

export const messageKindSchema = z.enum(MESSAGE_KINDS);

/** Decision: msg_no is the message's number as a string (a sequence, newest highest; 15 digits fit a JS number exactly). */
export const msgNoSchema = z.string().regex(/^\d{1,15}$/);

export const messagePageRequestSchema = z.object({
  kind: messageKindSchema.optional(),
  page_num: int(1, 10_000).default(1),
  page_size: int(1, MESSAGE_MAX_PAGE_SIZE).default(MESSAGE_PAGE_SIZE),
});
export type MessagePageRequest = z.infer<typeof messagePageRequestSchema>;

export const messageSchema = z.object({
  msg_no: msgNoSchema,
  kind: messageKindSchema,
  title: z.string(),
  body: z.string(),
  /** An in-app path (`/orderDetail/123`), or null for a message that opens nowhere. */
  link: z.string().nullable(),
  read: z.boolean(),
  /** Epoch milliseconds. */
  created_at: z.number().int(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePageSchema = z.object({
  total: z.number().int().nonnegative(),
  list: z.array(messageSchema),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** One message, every message of a kind, or (empty body) every message. */
export const messageReadRequestSchema = z
  .object({ msg_no: msgNoSchema.optional(), kind: messageKindSchema.optional() })
  .refine((value) => value.msg_no === undefined || value.kind === undefined, {
    message: 'msg_no or kind, not both',
  });
export type MessageReadRequest = z.infer<typeof messageReadRequestSchema>;

export const messageCountSchema = z.object({
  unread: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** Unread per kind. */
  kinds: z.object({
    orders: z.number().int().nonnegative(),
    promotions: z.number().int().nonnegative(),
    system: z.number().int().nonnegative(),
  }),
});
export type MessageCount = z.infer<typeof messageCountSchema>;
