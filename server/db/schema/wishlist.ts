import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { members } from './member';

/**
 * A member's saved products ("Favorit"), one list per country like the cart (ADR 041). Besides
 * what was saved and when, each row keeps what its notices compare against: the lowest price the
 * member has been shown (on saving or in a notice) and whether the product was in stock when
 * last looked at. The notices' sweep moves both with a conditional claim, so each notice goes once.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    productNo: text('product_no')
      .notNull()
      .references(() => products.productNo, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** "Newest first" even for products saved in the same millisecond (a merge). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** Minor units: the card's price when saved, lowered by each price-drop notice, never raised. */
    seenPrice: integer('seen_price').notNull(),
    /** Some SKU had stock when last looked at; false → true is a back-in-stock notice. */
    seenInStock: boolean('seen_in_stock').notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    // One row per product: adding twice (two taps, two tabs at once) keeps one.
    primaryKey({ columns: [t.memberId, t.countryCode, t.productNo] }),
    index('wishlist_items_member_idx').on(t.memberId, t.countryCode, t.seq),
    // The sweep's join from a product's offers to the members who saved it.
    index('wishlist_items_product_idx').on(t.productNo, t.countryCode),
  ],
);
