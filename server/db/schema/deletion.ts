import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DeletionReason } from '../../../contract/account-deletion-constants';
import { members } from './member';

/**
 * Account deletion requests (server/areas/member/account-deletion.ts, ADR 018). Kept in its own table,
 * not on members: status 'processing' until the erasure job runs at due_at ('deleted') or the
 * member cancels ('cancelled'). At most one open ('processing') request per member, enforced by
 * the partial unique index, so two parallel applies make one request. The row outlives the
 * erasure (member_id then points at the anonymised member): the record that the member asked.
 */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').$type<'processing' | 'cancelled' | 'deleted'>().notNull(),
    reason: text('reason').$type<DeletionReason>().notNull(),
    /** The shopper's own words for "other"; erased with the account. */
    reasonText: text('reason_text'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deletion_requests_open_unique')
      .on(t.memberId)
      .where(sql`${t.status} = 'processing'`),
    index('deletion_requests_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'processing'`),
    check('deletion_requests_status_check', sql`${t.status} in ('processing', 'cancelled', 'deleted')`),
  ],
);
