import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { countryDefaults, type CountryCode } from '../../../contract/countries';
import type { LanguageCode } from '../../../contract/device';
import { errorCatalogue, type ErrorEntry } from '../../../contract/errors';
import type {
  CouponCenter,
  CouponCenterItem,
  CouponProductListRequest,
  MyCouponsQuery,
  Voucher,
  VoucherPage,
  VoucherTerms,
} from '../../../contract/voucher';
import type { ProductPage } from '../../../contract/catalogue';
import {
  VOUCHER_CLAIMS_PER_MINUTE,
  resolveValidity,
  voucherStatusAt,
  type VoucherTab,
} from '../../../contract/voucher-constants';
import type { Db } from '../../db/client';
import { members, orders, voucherCampaignProducts, voucherCampaigns, voucherClaims } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../lib/domain-error';
import { listProducts, type CatalogueSnapshot } from '../catalogue';
import { takeHit } from '../../lib/rate-limits';
import type { Caller } from '../../lib/caller';

/**
 * Voucher campaigns and claims (SPEC.md §3 Voucher, §4, §8; ADR 028): the claim centre,
 * the claim with every rule, the wallet, the terms, the products a voucher covers, and typed codes.
 * Checkout's use and return of a claim are in voucher-moves.ts.
 */

type Campaign = typeof voucherCampaigns.$inferSelect;
type Claim = typeof voucherClaims.$inferSelect;

// ─── The view ───────────────────────────────────────────────────────────────────────────────────

const ms = (date: Date | null) => (date ? date.getTime() : null);

/** THE voucher as every screen shows it (contract/voucher.ts), with the claim when there is one. */
export function voucherView(
  campaign: Campaign,
  claim: Claim | null,
  language: LanguageCode,
  now: Date,
): Voucher {
  return {
    id: claim?.id ?? null,
    campaign_id: campaign.id,
    kind: campaign.kind,
    discount_type: campaign.discountType,
    value: campaign.value,
    max_discount: campaign.maxDiscount,
    min_spend: campaign.minSpend,
    currency: countryDefaults[campaign.countryCode as CountryCode].currency_code,
    title: campaign.title[language],
    scope: campaign.scope,
    stackable: campaign.stackable,
    app_only: campaign.appOnly,
    online_only: campaign.onlineOnly,
    new_users_only: campaign.newUsersOnly,
    valid_from: claim ? claim.validFrom.getTime() : ms(campaign.validFrom),
    valid_until: claim ? claim.validUntil.getTime() : ms(campaign.validUntil),
    valid_days_after_claim: campaign.validDaysAfterClaim,
    status: claim ? voucherStatusAt(claim.status, claim.validUntil.getTime(), now.getTime()) : null,
    claimed_at: ms(claim?.claimedAt ?? null),
    used_order_no: claim?.usedOrderNo ?? null,
  };
}

// ─── The rules ──────────────────────────────────────────────────────────────────────────────────

/** A member who has completed an order is no longer new (1101049; ADR 028). */
async function hasCompletedOrder(db: Db, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.status, 'transaction_complete')))
    .limit(1);
  return row !== undefined;
}

/**
 * The rules a claim checks before it counts, in the order a shopper meets them (ADR 028):
 * 1101046 another country, 1101041 not started, 1101040 ended, 1101047 app only, 1101049 new
 * users only. The limits (1101037 per member, 1101045 fully claimed) are counted under locks in
 * claimCampaign; the claim centre reads them from its counts.
 */
export function campaignRefusal(
  campaign: Campaign,
  shopper: Pick<Caller, 'country' | 'language' | 'platform'>,
  now: Date,
  isNewUser: boolean,
): ErrorEntry | null {
  if (campaign.countryCode !== shopper.country) return errorCatalogue.voucherCountryMismatch;
  if (now < campaign.startsAt) return errorCatalogue.voucherEventNotStarted;
  if (now >= campaign.endsAt) return errorCatalogue.voucherEventExpired;
  if (campaign.appOnly && shopper.platform !== 'app') return errorCatalogue.voucherAppOnly;
  if (campaign.newUsersOnly && !isNewUser) return errorCatalogue.voucherNewUsersOnly;
  return null;
}

/** How often the member has claimed each campaign. */
async function claimCounts(db: Db, memberId: string, campaignIds: string[]): Promise<Map<string, number>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .select({ campaignId: voucherClaims.campaignId, n: count() })
    .from(voucherClaims)
    .where(and(eq(voucherClaims.memberId, memberId), inArray(voucherClaims.campaignId, campaignIds)))
    .groupBy(voucherClaims.campaignId);
  return new Map(rows.map((row) => [row.campaignId, Number(row.n)]));
}

// ─── The claim centre ───────────────────────────────────────────────────────────────────────────

/**
 * GET coupon_center: the country's listed campaigns that have not ended (those still to start
 * show as not started), the member's claim state on each. Decision: soonest-ending first, the
 * claimable ones before the rest, so what can be claimed now leads.
 */
export async function couponCenter(
  db: Db,
  shopper: Pick<Caller, 'country' | 'language' | 'platform'>,
  memberId: string | null,
  now: Date,
): Promise<CouponCenter> {
  const campaigns = await db
    .select()
    .from(voucherCampaigns)
    .where(
      and(
        eq(voucherCampaigns.countryCode, shopper.country),
        eq(voucherCampaigns.listed, true),
        gt(voucherCampaigns.endsAt, now),
      ),
    )
    .orderBy(asc(voucherCampaigns.endsAt), asc(voucherCampaigns.createdAt), asc(voucherCampaigns.id));
  const counts = memberId
    ? await claimCounts(
        db,
        memberId,
        campaigns.map((c) => c.id),
      )
    : new Map<string, number>();
  const isNewUser = memberId ? !(await hasCompletedOrder(db, memberId)) : true;
  const list: CouponCenterItem[] = campaigns.map((campaign) => {
    const memberClaims = counts.get(campaign.id) ?? 0;
    let refusal = campaignRefusal(campaign, shopper, now, isNewUser);
    if (!refusal && memberClaims >= campaign.perMemberLimit) refusal = errorCatalogue.voucherClaimLimit;
    if (!refusal && campaign.totalQuantity !== null && campaign.claimedCount >= campaign.totalQuantity)
      refusal = errorCatalogue.voucherFullyClaimed;
    return {
      voucher: voucherView(campaign, null, shopper.language, now),
      starts_at: campaign.startsAt.getTime(),
      ends_at: campaign.endsAt.getTime(),
      total_quantity: campaign.totalQuantity,
      claimed_count: campaign.claimedCount,
      per_member_limit: campaign.perMemberLimit,
      member_claims: memberClaims,
      refusal: refusal?.code ?? null,
    };
  });
  const rank = (item: CouponCenterItem) => (item.refusal === null ? 0 : 1);
  list.sort((a, b) => rank(a) - rank(b));
  return { list, server_now: now.getTime() };
}

// ─── Claiming ───────────────────────────────────────────────────────────────────────────────────

const claimLimit = { max: VOUCHER_CLAIMS_PER_MINUTE, windowMs: 60_000 };

/**
 * Claims `campaign` for the member: the rules, then the member's row lock (their claims of one
 * campaign are counted one at a time: 1101037), then the one conditional UPDATE that raises
 * claimed_count only while it is below total_quantity and the window is open (1101045: a campaign
 * of 100 never gives 101, whatever the number of server processes), then the claim with its
 * validity resolved. All in one transaction: a refusal changes nothing.
 */
async function claimCampaign(
  db: Db,
  campaign: Campaign,
  memberId: string,
  shopper: Pick<Caller, 'country' | 'language' | 'platform'>,
  now: Date,
): Promise<Voucher> {
  const isNewUser = campaign.newUsersOnly ? !(await hasCompletedOrder(db, memberId)) : true;
  const refusal = campaignRefusal(campaign, shopper, now, isNewUser);
  if (refusal) throw new DomainError(refusal);
  return inTransaction(db, async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const [mine] = await tx
      .select({ n: count() })
      .from(voucherClaims)
      .where(and(eq(voucherClaims.memberId, memberId), eq(voucherClaims.campaignId, campaign.id)));
    if (Number(mine?.n ?? 0) >= campaign.perMemberLimit)
      throw new DomainError(errorCatalogue.voucherClaimLimit);
    const [counted] = await tx
      .update(voucherCampaigns)
      .set({ claimedCount: sql`${voucherCampaigns.claimedCount} + 1` })
      .where(
        and(
          eq(voucherCampaigns.id, campaign.id),
          or(
            isNull(voucherCampaigns.totalQuantity),
            sql`${voucherCampaigns.claimedCount} < ${voucherCampaigns.totalQuantity}`,
          ),
          lte(voucherCampaigns.startsAt, now),
          gt(voucherCampaigns.endsAt, now),
        ),
      )
      .returning({ id: voucherCampaigns.id });
    if (!counted) throw new DomainError(errorCatalogue.voucherFullyClaimed);
    const validity = resolveValidity(
      campaign.validDaysAfterClaim != null
        ? { validDaysAfterClaim: campaign.validDaysAfterClaim }
        : { validFrom: campaign.validFrom!.getTime(), validUntil: campaign.validUntil!.getTime() },
      now.getTime(),
    );
    const [claim] = await tx
      .insert(voucherClaims)
      .values({
        campaignId: campaign.id,
        memberId,
        status: 'unuse',
        claimedAt: now,
        validFrom: new Date(validity.validFrom),
        validUntil: new Date(validity.validUntil),
      })
      .returning();
    return voucherView(campaign, claim!, shopper.language, now);
  });
}

/** Every press counts toward 1101039, refused or not: probing the rules is pressing too. */
async function countClaimPress(db: Db, memberId: string, now: Date) {
  const { allowed } = await takeHit(db, `voucher-claim:${memberId}`, claimLimit, now);
  if (!allowed) throw new DomainError(errorCatalogue.voucherTooFrequent);
}

/**
 * POST claim { campaign_id }. Decision: an unknown id answers 1101042; a code-only campaign
 * (not listed) claimed by id answers 1101030 (not eligible: it is claimed by typing its code).
 */
export async function claimVoucher(
  db: Db,
  request: {
    campaignId: string;
    memberId: string;
    shopper: Pick<Caller, 'country' | 'language' | 'platform'>;
    now: Date;
  },
): Promise<Voucher> {
  await countClaimPress(db, request.memberId, request.now);
  const [campaign] = await db
    .select()
    .from(voucherCampaigns)
    .where(eq(voucherCampaigns.id, request.campaignId));
  if (!campaign) throw new DomainError(errorCatalogue.voucherNotFound);
  if (!campaign.listed) throw new DomainError(errorCatalogue.voucherNotEligible);
  return claimCampaign(db, campaign, request.memberId, request.shopper, request.now);
}

/**
 * POST virtual/mapping { code }: a typed code → its campaign in the shopper's country, claimed.
 * Decision (ADR 028): an unknown code, or one of another country, answers 1101043 (a code is
 * per country, so there is nothing to tell apart); then the claim rules apply as for a press.
 */
export async function claimByCode(
  db: Db,
  request: {
    code: string;
    memberId: string;
    shopper: Pick<Caller, 'country' | 'language' | 'platform'>;
    now: Date;
  },
): Promise<Voucher> {
  await countClaimPress(db, request.memberId, request.now);
  const [campaign] = await db
    .select()
    .from(voucherCampaigns)
    .where(
      and(
        eq(voucherCampaigns.countryCode, request.shopper.country),
        eq(voucherCampaigns.code, request.code.toUpperCase()),
      ),
    );
  if (!campaign) throw new DomainError(errorCatalogue.voucherCodeNotFound);
  return claimCampaign(db, campaign, request.memberId, request.shopper, request.now);
}

// ─── The wallet ─────────────────────────────────────────────────────────────────────────────────

function tabFilter(tab: VoucherTab, now: Date): SQL {
  switch (tab) {
    case 'unuse':
      return and(eq(voucherClaims.status, 'unuse'), gt(voucherClaims.validUntil, now))!;
    case 'used':
      return eq(voucherClaims.status, 'used');
    case 'expired':
      return or(
        eq(voucherClaims.status, 'expired'),
        and(eq(voucherClaims.status, 'unuse'), lte(voucherClaims.validUntil, now)),
      )!;
  }
}

const tabOrder = {
  // Soonest to end first: what must be used now leads.
  unuse: [asc(voucherClaims.validUntil), asc(voucherClaims.id)],
  used: [desc(voucherClaims.usedAt), asc(voucherClaims.id)],
  expired: [desc(voucherClaims.validUntil), asc(voucherClaims.id)],
} as const;

/**
 * GET my_coupons: one tab of the member's own claims in the shopper's country (a wallet shows one
 * currency; the country switch signs the member out anyway, SPEC.md §4).
 */
export async function myCoupons(
  db: Db,
  memberId: string,
  shopper: Pick<Pick<Caller, 'country' | 'language' | 'platform'>, 'country' | 'language'>,
  query: MyCouponsQuery,
  now: Date,
): Promise<VoucherPage> {
  const tab = query.status;
  const pageSize = query.page_size;
  const pageNum = query.page_num;
  const where = and(
    eq(voucherClaims.memberId, memberId),
    eq(voucherCampaigns.countryCode, shopper.country),
    tabFilter(tab, now),
  );
  const [total] = await db
    .select({ n: count() })
    .from(voucherClaims)
    .innerJoin(voucherCampaigns, eq(voucherCampaigns.id, voucherClaims.campaignId))
    .where(where);
  const rows = await db
    .select({ claim: voucherClaims, campaign: voucherCampaigns })
    .from(voucherClaims)
    .innerJoin(voucherCampaigns, eq(voucherCampaigns.id, voucherClaims.campaignId))
    .where(where)
    .orderBy(...tabOrder[tab])
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return {
    total: Number(total?.n ?? 0),
    list: rows.map((row) => voucherView(row.campaign, row.claim, shopper.language, now)),
    server_now: now.getTime(),
  };
}

// ─── Terms and products ─────────────────────────────────────────────────────────────────────────

/**
 * A voucher by id: one of the member's claims, or a campaign a shopper may see (listed, or one the
 * member claimed). Another member's claim and a code-only campaign read as missing (null).
 */
async function findVoucher(
  db: Db,
  id: string,
  memberId: string | null,
): Promise<{ campaign: Campaign; claim: Claim | null } | null> {
  if (memberId) {
    const [own] = await db
      .select({ claim: voucherClaims, campaign: voucherCampaigns })
      .from(voucherClaims)
      .innerJoin(voucherCampaigns, eq(voucherCampaigns.id, voucherClaims.campaignId))
      .where(and(eq(voucherClaims.id, id), eq(voucherClaims.memberId, memberId)));
    if (own) return own;
  }
  const [campaign] = await db.select().from(voucherCampaigns).where(eq(voucherCampaigns.id, id));
  if (!campaign) return null;
  if (campaign.listed) return { campaign, claim: null };
  if (!memberId) return null;
  const [claim] = await db
    .select()
    .from(voucherClaims)
    .where(and(eq(voucherClaims.campaignId, id), eq(voucherClaims.memberId, memberId)))
    .orderBy(desc(voucherClaims.claimedAt))
    .limit(1);
  return claim ? { campaign, claim } : null;
}

/** Terms are stored as one text with blank lines between paragraphs. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** GET coupon_detail/{id}: the terms (/vouchertcs); 1101042 for what the shopper may not see. */
export async function couponDetail(
  db: Db,
  id: string,
  memberId: string | null,
  language: LanguageCode,
  now: Date,
): Promise<VoucherTerms> {
  const found = await findVoucher(db, id, memberId);
  if (!found) throw new DomainError(errorCatalogue.voucherNotFound);
  return {
    voucher: voucherView(found.campaign, found.claim, language, now),
    terms: paragraphs(found.campaign.terms[language]),
    starts_at: found.campaign.startsAt.getTime(),
    ends_at: found.campaign.endsAt.getTime(),
    server_now: now.getTime(),
  };
}

/** The product numbers a 'selected' campaign covers; null for 'all'. */
export async function coveredProducts(
  db: Db,
  campaign: Pick<Campaign, 'id' | 'scope'>,
): Promise<Set<string> | null> {
  if (campaign.scope === 'all') return null;
  const rows = await db
    .select({ productNo: voucherCampaignProducts.productNo })
    .from(voucherCampaignProducts)
    .where(eq(voucherCampaignProducts.campaignId, campaign.id));
  return new Set(rows.map((row) => row.productNo));
}

/**
 * POST fetch/coupon_product_list (and search/coupon/search with a coupon_id): the products the
 * voucher covers, with the catalogue's keyword search. 1109003 for an unknown voucher (or another
 * member's claim); 1109009 for a claim that expired. Decision: an ended campaign's product list
 * still answers when reached through its id (the terms page links to it), as the products exist.
 */
export async function couponProductList(
  db: Db,
  snapshot: CatalogueSnapshot,
  shopper: Pick<Pick<Caller, 'country' | 'language' | 'platform'>, 'country' | 'language'>,
  memberId: string | null,
  request: Pick<CouponProductListRequest, 'coupon_id' | 'keyword' | 'page_num' | 'page_size'> & {
    sort?: Parameters<typeof listProducts>[2]['sort'];
  },
  now: Date,
): Promise<ProductPage> {
  const found = await findVoucher(db, request.coupon_id, memberId);
  if (!found || found.campaign.countryCode !== shopper.country)
    throw new DomainError(errorCatalogue.couponNotFound);
  if (
    found.claim &&
    voucherStatusAt(found.claim.status, found.claim.validUntil.getTime(), now.getTime()) === 'expired'
  )
    throw new DomainError(errorCatalogue.couponExpired);
  const covered = await coveredProducts(db, found.campaign);
  return listProducts(
    snapshot,
    shopper,
    {
      keyword: request.keyword,
      sort: request.sort,
      page_num: request.page_num,
      page_size: request.page_size,
    },
    covered ? (listing) => covered.has(listing.product.productNo) : undefined,
  );
}

/**
 * The account-deletion eraser (ADR 018): the member's claims go; a campaign's claimed_count stays
 * (it counts claims made, ADR 028) and an order keeps what its vouchers saved.
 */
export async function eraseVoucherClaims(tx: Db, memberId: string): Promise<void> {
  await tx.delete(voucherClaims).where(eq(voucherClaims.memberId, memberId));
}
