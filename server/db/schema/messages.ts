import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_KINDS, type MessageKind } from '../../../contract/messages-constants';
import type { LocalizedText } from './catalogue';
import { members } from './member';

/**
 * The message centre (server/areas/messages/messages.ts): one row per message per member, its texts in
 * every language (answered in the request's Language). Unread counts are counted from these rows,
 * never kept in a counter, so parallel reads can never drive a count wrong.
 */
export const memberMessages = pgTable(
  'member_messages',
  {
    /** msg_no: a sequence, so "newest first" holds even for messages sent in one millisecond. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MessageKind>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    /** An in-app path, or null. */
    link: text('link'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('member_messages_member_idx').on(t.memberId, t.kind, t.id),
    index('member_messages_unread_idx')
      .on(t.memberId)
      .where(sql`not ${t.read}`),
    check(
      'member_messages_kind_check',
      sql`${t.kind} in (${sql.raw(MESSAGE_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
  ],
);
