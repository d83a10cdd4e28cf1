import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './member';

/**
 * The proofs of verify_old (server/areas/member/contact-linking.ts): the member showed a code sent to
 * their current phone or e-mail, so they may change it. Only the token's hash is stored; a proof
 * is bound to its member and kind, lives 10 minutes and is used once.
 */
export const contactChangeProofs = pgTable(
  'contact_change_proofs',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 'phone' or 'email' (contract/linking-constants.ts LINK_KIND). */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('contact_change_proofs_member_idx').on(t.memberId)],
);
