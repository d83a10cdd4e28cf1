import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COIN_ENTRY_KINDS, type CoinEntryKind } from '../../../contract/coin-constants';
import { countryCodes, type CountryCode } from '../../../contract/countries';
import { members } from './member';
import { inList } from '../sql-in-list';

/**
 * The coin ledger (server/areas/coins/coins.ts, ADR 025, ADR 032): one row per movement of a member's
 * coins of one country, never a balance column nor a debt column. What remains of each earned lot
 * and what the member owes are derived by replaying the entries (contract/coin-constants.ts
 * remainingOfLots); with every ended lot closed, coins less what is owed is the sum of `amount`.
 *
 * - earn: +coins for one order (order_no), with expires_at: the unique index makes it once per order.
 * - spend: −coins for one order, order_no.
 * - expire: −what remained of one lot (lot_id), possibly 0: the unique index makes it once per lot.
 * - adjust: ± by support, a claw-back on refund (possibly beyond the coins left: then
 *   owed) or the coins of a closed order given back, order_no when it concerns one.
 *
 * Decision (ADR 032): every entry belongs to one country, the order's (an expiry its lot's): coins
 * earned in a country are spent, shown and owed there only.
 *
 * Decision: member_id cascades: coins are no financial record (ADR 018 keeps orders, not points);
 * an erased member is anonymised, not deleted, and the eraser deletes their entries.
 */
export const coinEntries = pgTable(
  'coin_entries',
  {
    /** A sequence: "newest first" holds for entries written in one millisecond. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CoinEntryKind>().notNull(),
    /** The country whose coins these are (ADR 032): the order's, an expiry its lot's. */
    countryCode: text('country_code').$type<CountryCode>().notNull(),
    /** Signed: positive in (earn, adjust), negative out (spend, expire, adjust). */
    amount: integer('amount').notNull(),
    orderNo: text('order_no'),
    /** The earn (or positive adjust) lot this expire entry closes. */
    lotId: bigint('lot_id', { mode: 'number' }),
    /** A positive lot's end; null for the rest (and for an adjust that never expires). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('coin_entries_member_idx').on(t.memberId, t.countryCode, t.id),
    uniqueIndex('coin_entries_earn_once')
      .on(t.orderNo)
      .where(sql`${t.kind} = 'earn'`),
    /** ADR 025: one spend per order, and its coins given back once. */
    uniqueIndex('coin_entries_spend_once')
      .on(t.orderNo)
      .where(sql`${t.kind} = 'spend'`),
    uniqueIndex('coin_entries_return_once')
      .on(t.orderNo)
      .where(sql`${t.kind} = 'adjust' and ${t.amount} > 0`),
    uniqueIndex('coin_entries_expire_once')
      .on(t.lotId)
      .where(sql`${t.kind} = 'expire'`),
    /** The expiry job's scan: lots that end. */
    index('coin_entries_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.expiresAt} is not null`),
    check(
      'coin_entries_kind_check',
      sql`${t.kind} in (${sql.raw(COIN_ENTRY_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
    check('coin_entries_country_check', sql`${t.countryCode} in (${inList(countryCodes)})`),
    check(
      'coin_entries_sign_check',
      sql`(${t.kind} = 'earn' and ${t.amount} > 0 and ${t.expiresAt} is not null and ${t.orderNo} is not null)
        or (${t.kind} = 'spend' and ${t.amount} < 0)
        or (${t.kind} = 'expire' and ${t.amount} <= 0 and ${t.lotId} is not null)
        or (${t.kind} = 'adjust' and ${t.amount} <> 0)`,
    ),
  ],
);
