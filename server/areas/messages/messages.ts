import { and, count, desc, eq, sql } from 'drizzle-orm';
import { errorCatalogue } from '../../../contract/errors';
import type { LanguageCode } from '../../../contract/device';
import type {
  Message,
  MessageCount,
  MessagePage,
  MessagePageRequest,
  MessageReadRequest,
} from '../../../contract/messages';
import {
  MESSAGE_BODY_MAX,
  MESSAGE_KINDS,
  MESSAGE_TITLE_MAX,
  type MessageKind,
} from '../../../contract/messages-constants';
import type { Db } from '../../db/client';
import { memberMessages, type LocalizedText } from '../../db/schema';
import { DomainError } from '../../lib/domain-error';

/** What an area hands notify(): the texts in every language, so each reader gets their own. */
export interface NewMessage {
  kind: MessageKind;
  title: LocalizedText;
  body: LocalizedText;
  /** An in-app path (`/orderDetail/123`); absent for a message that opens nowhere. */
  link?: string;
}

const within = (text: LocalizedText, max: number) =>
  Object.values(text).every((value) => value.length <= max);

/**
 * THE way any area tells a member something (orders, back in stock, the welcome). Pass the
 * caller's transaction as `db` to make the message part of it: it is stored only if the caller's
 * work commits. Answers the new message's msg_no.
 */
export async function notify(db: Db, memberId: string, message: NewMessage, now: Date): Promise<string> {
  if (!within(message.title, MESSAGE_TITLE_MAX) || !within(message.body, MESSAGE_BODY_MAX))
    throw new Error(`A ${message.kind} message is longer than the message centre holds`);
  if (message.link !== undefined && !message.link.startsWith('/'))
    throw new Error('A message links to an in-app path only');
  const [row] = await db
    .insert(memberMessages)
    .values({
      memberId,
      kind: message.kind,
      title: message.title,
      body: message.body,
      link: message.link ?? null,
      createdAt: now,
    })
    .returning({ id: memberMessages.id });
  return String(row!.id);
}

function view(row: typeof memberMessages.$inferSelect, language: LanguageCode): Message {
  return {
    msg_no: String(row.id),
    kind: row.kind,
    title: row.title[language] ?? row.title.en,
    body: row.body[language] ?? row.body.en,
    link: row.link,
    read: row.read,
    created_at: row.createdAt.getTime(),
  };
}

/** POST message/page: the member's messages (of one kind, or all), newest first. */
export async function messagePage(
  db: Db,
  memberId: string,
  request: MessagePageRequest,
  language: LanguageCode,
): Promise<MessagePage> {
  const where = and(
    eq(memberMessages.memberId, memberId),
    request.kind ? eq(memberMessages.kind, request.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(memberMessages)
      .where(where)
      .orderBy(desc(memberMessages.id))
      .limit(request.page_size)
      .offset((request.page_num - 1) * request.page_size),
    db.select({ n: count() }).from(memberMessages).where(where),
  ]);
  return { total: total?.n ?? 0, list: rows.map((row) => view(row, language)) };
}

/**
 * POST message/count. Counted from the rows, never kept in a counter: however many reads run at
 * once, the count is what the rows say (never negative, never taken off twice).
 */
export async function messageCount(db: Db, memberId: string): Promise<MessageCount> {
  const rows = await db
    .select({
      kind: memberMessages.kind,
      total: count(),
      unread: sql<number>`count(*) filter (where not ${memberMessages.read})`.mapWith(Number),
    })
    .from(memberMessages)
    .where(eq(memberMessages.memberId, memberId))
    .groupBy(memberMessages.kind);
  const kinds = Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, 0])) as MessageCount['kinds'];
  let total = 0;
  for (const row of rows) {
    kinds[row.kind] = row.unread;
    total += row.total;
  }
  const unread = Object.values(kinds).reduce((sum, n) => sum + n, 0);
  return { unread, total, kinds };
}

/**
 * POST message/read: one message (msg_no), every message of a kind, or every message; answers the
 * new count. Another member's msg_no reads exactly like one that does not exist (1107001).
 * Reading an already read message is no change and no error (a second tab, a double tap).
 */
export async function readMessages(
  db: Db,
  memberId: string,
  request: MessageReadRequest,
): Promise<MessageCount> {
  if (request.msg_no !== undefined) {
    const [found] = await db
      .update(memberMessages)
      .set({ read: true })
      .where(and(eq(memberMessages.memberId, memberId), eq(memberMessages.id, Number(request.msg_no))))
      .returning({ id: memberMessages.id });
    if (!found) throw new DomainError(errorCatalogue.messageNotFound);
  } else {
    await db
      .update(memberMessages)
      .set({ read: true })
      .where(
        and(
          eq(memberMessages.memberId, memberId),
          eq(memberMessages.read, false),
          request.kind ? eq(memberMessages.kind, request.kind) : undefined,
        ),
      );
  }
  return messageCount(db, memberId);
}

/** The account-deletion eraser: a member's messages go with the account. */
export async function eraseMessages(db: Db, memberId: string): Promise<void> {
  await db.delete(memberMessages).where(eq(memberMessages.memberId, memberId));
}
