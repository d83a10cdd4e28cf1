import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { CART_MAX_QUANTITY } from '../../../contract/cart-constants';
import { skus } from './catalogue';
import { members } from './member';

/**
 * A signed-in member's cart, one per country. Only the SKU, quantity and selection are kept:
 * price, stock and availability are read from the catalogue on every call.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    skuId: text('sku_id')
      .notNull()
      .references(() => skus.skuId, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** "Newest first" even for lines added in the same millisecond (a merge). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('cart_items_line_unique').on(t.memberId, t.countryCode, t.skuId),
    index('cart_items_member_idx').on(t.memberId, t.countryCode, t.seq),
    // The limit is the contract's (sql.raw: a check constraint takes no bound parameter).
    check(
      'cart_items_quantity_check',
      sql`${t.quantity} between 1 and ${sql.raw(String(CART_MAX_QUANTITY))}`,
    ),
  ],
);
