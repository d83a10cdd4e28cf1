import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DISCOUNT_TYPES,
  VOUCHER_KINDS,
  VOUCHER_SCOPES,
  VOUCHER_STATUSES,
  type DiscountType,
  type VoucherKind,
  type VoucherScope,
  type VoucherStatus,
} from '../../../contract/voucher-constants';
import { members } from './member';
import { products, type LocalizedText } from './catalogue';
import { inList } from '../sql-in-list';

/**
 * A voucher campaign (SPEC.md §3 Voucher, ADR 028): what a member can claim, in one
 * country. The claim window is starts_at–ends_at (1101041 before, 1101040 after); the claimed
 * voucher's validity is either the fixed valid_from–valid_until or valid_days_after_claim from the
 * claim (contract/voucher-constants.ts resolveValidity, stored on the claim).
 *
 * claimed_count is the one counter a claim raises with a conditional UPDATE (… WHERE
 * total_quantity IS NULL OR claimed_count < total_quantity RETURNING), so a campaign of 100 never
 * gives 101 (server/areas/vouchers/vouchers.ts). Decision: a cancelled or refunded order returns the
 * member's claim, never the campaign's stock: claimed_count counts claims made, not vouchers unused.
 */
export const voucherCampaigns = pgTable(
  'voucher_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    countryCode: text('country_code').notNull(),
    kind: text('kind').$type<VoucherKind>().notNull(),
    discountType: text('discount_type').$type<DiscountType>().notNull(),
    /** Minor units (fixed) or basis points (percent: 1000 = 10 %). */
    value: integer('value').notNull(),
    /** The most a percent voucher takes off, in minor units; null: no cap. */
    maxDiscount: integer('max_discount'),
    /** The covered goods' amount (minor units) an order must reach; 0: none. */
    minSpend: integer('min_spend').notNull().default(0),
    /** The claim window. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Validity: this fixed window… */
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** …or N days from the claim. Exactly one of the two is set (the check below). */
    validDaysAfterClaim: integer('valid_days_after_claim'),
    /** null: unlimited. */
    totalQuantity: integer('total_quantity'),
    claimedCount: integer('claimed_count').notNull().default(0),
    perMemberLimit: integer('per_member_limit').notNull().default(1),
    /** Only a member with no completed order may claim it (1101049). */
    newUsersOnly: boolean('new_users_only').notNull().default(false),
    /** Claimable and usable only inside the native app shell (1101047). */
    appOnly: boolean('app_only').notNull().default(false),
    /** Usable only for orders paid online, not cash on delivery (1101038). */
    onlineOnly: boolean('online_only').notNull().default(false),
    /** Combines with other vouchers of its kind; otherwise at most one discount + one shipping. */
    stackable: boolean('stackable').notNull().default(false),
    /** 'all' products, or 'selected': only those in voucher_campaign_products. */
    scope: text('scope').$type<VoucherScope>().notNull().default('all'),
    /** Claimable only by typing its code (virtual/mapping), not listed in the claim centre. */
    code: text('code'),
    listed: boolean('listed').notNull().default(true),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    /** The terms (/vouchertcs), paragraphs separated by blank lines. */
    terms: jsonb('terms').$type<LocalizedText>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('voucher_campaigns_country_idx').on(t.countryCode, t.endsAt),
    uniqueIndex('voucher_campaigns_code_unique')
      .on(t.countryCode, t.code)
      .where(sql`${t.code} is not null`),
    check('voucher_campaigns_kind_check', sql`${t.kind} in (${inList(VOUCHER_KINDS)})`),
    check('voucher_campaigns_scope_check', sql`${t.scope} in (${inList(VOUCHER_SCOPES)})`),
    check('voucher_campaigns_discount_type_check', sql`${t.discountType} in (${inList(DISCOUNT_TYPES)})`),
    check(
      'voucher_campaigns_value_check',
      sql`${t.value} > 0 and (${t.discountType} = 'fixed' or ${t.value} <= 10000)`,
    ),
    check('voucher_campaigns_window_check', sql`${t.startsAt} < ${t.endsAt}`),
    check(
      'voucher_campaigns_validity_check',
      sql`(${t.validDaysAfterClaim} is null and ${t.validFrom} is not null and ${t.validUntil} is not null and ${t.validFrom} < ${t.validUntil})
        or (${t.validDaysAfterClaim} > 0 and ${t.validFrom} is null and ${t.validUntil} is null)`,
    ),
    check(
      'voucher_campaigns_quantity_check',
      sql`${t.claimedCount} >= 0 and (${t.totalQuantity} is null or ${t.claimedCount} <= ${t.totalQuantity})`,
    ),
    check('voucher_campaigns_limit_check', sql`${t.perMemberLimit} > 0`),
  ],
);

/** The products a campaign with scope 'selected' covers. */
export const voucherCampaignProducts = pgTable(
  'voucher_campaign_products',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => voucherCampaigns.id, { onDelete: 'cascade' }),
    productNo: text('product_no')
      .notNull()
      .references(() => products.productNo, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.productNo] }),
    index('voucher_campaign_products_product_idx').on(t.productNo),
  ],
);

/**
 * A member's claimed voucher: its validity resolved at the claim, and the order that used it.
 * status is 'unuse' or 'used' ('expired' only for a used voucher returned after its end; an
 * unused one past valid_until reads as expired through voucherStatusAt). Moves only as
 * machines/charts/voucher.machine.ts allows (server/areas/vouchers/voucher-moves.ts).
 *
 * Decision: member_id cascades like the coin ledger: a voucher is no financial record (the order
 * keeps what it saved); the eraser of ADR 018 deletes an erased member's claims.
 */
export const voucherClaims = pgTable(
  'voucher_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => voucherCampaigns.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').$type<VoucherStatus>().notNull().default('unuse'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    usedOrderNo: text('used_order_no'),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('voucher_claims_member_idx').on(t.memberId, t.status, t.validUntil),
    index('voucher_claims_campaign_member_idx').on(t.campaignId, t.memberId),
    index('voucher_claims_order_idx')
      .on(t.usedOrderNo)
      .where(sql`${t.usedOrderNo} is not null`),
    check('voucher_claims_status_check', sql`${t.status} in (${inList(VOUCHER_STATUSES)})`),
    check(
      'voucher_claims_used_check',
      sql`(${t.status} = 'used') = (${t.usedOrderNo} is not null and ${t.usedAt} is not null)`,
    ),
  ],
);
