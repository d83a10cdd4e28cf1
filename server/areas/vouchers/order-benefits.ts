import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { coinValueMinor } from '../../../contract/coin-constants';
import type { CountryCode } from '../../../contract/countries';
import type { LanguageCode } from '../../../contract/device';
import { errorCatalogue } from '../../../contract/errors';
import type { OrderCoins, OrderVouchers, PurchaseShortfall } from '../../../contract/order';
import { voucherStatusAt, type VoucherReturnCause } from '../../../contract/voucher-constants';
import type { Db } from '../../db/client';
import { anyOf, placeholderOf, prepared } from '../../db/prepared';
import { coinEntries, voucherCampaignProducts, voucherCampaigns, voucherClaims } from '../../db/schema';
import { DomainError } from '../../lib/domain-error';
import { coinBalance, coinLedgerOf } from '../coins';
import { priceOrder, tokenOf, type PricedOrder } from '../orders';
import { currencyOf } from '../../../contract/countries';
import { returnOrderClaims, useClaims } from './voucher-moves';
import { voucherView } from './vouchers';
import {
  nearestShortfall,
  priceBenefits,
  type BenefitInput,
  type Benefits,
  type CheckoutVoucher,
} from './voucher-pricing';
import type { MemberCaller } from '../../lib/caller';

/**
 * Vouchers and coins on an order, with the database (ADR 029): loads the member's claims and coin
 * balance for the pure rules of voucher-pricing.ts, answers the preview's part, makes them stick
 * at submit (claims used, one coin spend) and gives them back when the order closes
 * (returnOrderBenefits, also after-sales' on a refund).
 */

export interface BenefitRequest {
  coupon_ids?: string[] | undefined;
  points_deduction_switch?: boolean | undefined;
}

interface ClaimWithCampaign {
  claim: typeof voucherClaims.$inferSelect;
  campaign: typeof voucherCampaigns.$inferSelect;
  productNos: string[] | null;
}

// Prepared (server/db/prepared.ts): every preview and submit reads the member's claims.
const claimRows = prepared('checkout_claims', (db) =>
  db
    .select({ claim: voucherClaims, campaign: voucherCampaigns })
    .from(voucherClaims)
    .innerJoin(voucherCampaigns, eq(voucherCampaigns.id, voucherClaims.campaignId))
    .where(
      and(
        eq(voucherClaims.memberId, placeholderOf(voucherClaims.memberId, 'memberId')),
        eq(voucherCampaigns.countryCode, placeholderOf(voucherCampaigns.countryCode, 'country')),
        or(eq(voucherClaims.status, 'unuse'), anyOf(voucherClaims.id, 'named')),
      ),
    )
    .orderBy(asc(voucherClaims.validUntil), asc(voucherClaims.id)),
);

/**
 * The member's claims checkout may look at: every unused one of the order's country, and the
 * ones named in the choice (a used one then answers 1101032). Another member's claim or one of
 * another country is never loaded, so naming it answers 1101048 like a claim that does not exist.
 */
async function checkoutClaims(
  db: Db,
  shopper: Pick<MemberCaller, 'memberId' | 'country' | 'language'>,
  named: readonly string[],
): Promise<ClaimWithCampaign[]> {
  const rows = await claimRows(db).execute({
    memberId: shopper.memberId,
    country: shopper.country,
    named: [...named],
  });
  const selected = [
    ...new Set(rows.filter((row) => row.campaign.scope === 'selected').map((row) => row.campaign.id)),
  ];
  const covered =
    selected.length === 0
      ? []
      : await db
          .select()
          .from(voucherCampaignProducts)
          .where(inArray(voucherCampaignProducts.campaignId, selected));
  return rows.map((row) => ({
    ...row,
    productNos:
      row.campaign.scope === 'all'
        ? null
        : covered.filter((entry) => entry.campaignId === row.campaign.id).map((entry) => entry.productNo),
  }));
}

function checkoutVoucherOf({ claim, campaign, productNos }: ClaimWithCampaign, now: Date): CheckoutVoucher {
  return {
    claimId: claim.id,
    kind: campaign.kind,
    state: voucherStatusAt(claim.status, claim.validUntil.getTime(), now.getTime()),
    discountType: campaign.discountType,
    value: campaign.value,
    maxDiscount: campaign.maxDiscount,
    minSpend: campaign.minSpend,
    productNos,
    stackable: campaign.stackable,
    appOnly: campaign.appOnly,
    validFrom: claim.validFrom.getTime(),
    validUntil: claim.validUntil.getTime(),
  };
}

/** A claim as the order confirm's voucher list shows it: the one view of contract/voucher.ts. */
const voucherViewOf = ({ claim, campaign }: ClaimWithCampaign, language: LanguageCode, now: Date) =>
  voucherView(campaign, claim, language, now);

/** The priced order's lines as the pure rules take them (those counted in the totals). */
function checkoutLinesOf(priced: PricedOrder) {
  return priced.lines
    .filter((line) => line.problem === null || line.problem === 'price_changed')
    .map((line) => ({
      skuId: line.skuId,
      productNo: line.state.productNo,
      amount: line.state.price * line.quantity,
    }));
}

/** What the pure rules take: the priced order, the member's claims and coins, the moment and the shell. */
function benefitInputOf(
  shopper: Pick<MemberCaller, 'memberId' | 'country' | 'language'>,
  priced: PricedOrder,
  claims: readonly ClaimWithCampaign[],
  context: { now: Date; inApp: boolean },
  coins: { coinBalance: number; useCoins: boolean },
): BenefitInput {
  return {
    lines: checkoutLinesOf(priced),
    shippingFee: priced.quote?.fee ?? 0,
    vouchers: claims.map((claim) => checkoutVoucherOf(claim, context.now)),
    now: context.now.getTime(),
    inApp: context.inApp,
    currency: currencyOf(shopper.country),
    ...coins,
  };
}

/**
 * POST promotion/api/get_minimum_purchase_shortfall: for the cart's selected lines, the member's
 * claim nearest to its min spend and what is still missing; null when none is short.
 */
export async function purchaseShortfall(
  db: Db,
  shopper: Pick<MemberCaller, 'memberId' | 'country' | 'language'>,
  skuList: readonly { sku_id: string; quantity: number }[],
  context: { now: Date; inApp: boolean },
): Promise<PurchaseShortfall> {
  const priced = await priceOrder(db, shopper, { sku_list: skuList }, context.now);
  const claims = await checkoutClaims(db, shopper, []);
  const nearest = nearestShortfall(
    benefitInputOf(shopper, priced, claims, context, { coinBalance: 0, useCoins: false }),
  );
  const claim = nearest && claims.find((entry) => entry.claim.id === nearest.claimId);
  return {
    voucher: claim ? voucherViewOf(claim, shopper.language, context.now) : null,
    shortfall: nearest?.shortfall ?? null,
    currency: currencyOf(shopper.country),
  };
}

export interface OrderBenefits {
  benefits: Benefits;
  claims: ClaimWithCampaign[];
  balance: number;
  useCoins: boolean;
  /** The price token with the vouchers and coins: what submit compares. */
  token: string;
  /** A voucher applied is for orders paid online only (cash on delivery closed to it, 1101038). */
  onlineOnly: boolean;
}

/**
 * Applies vouchers and coins to a priced order (ADR 029). Refuses a choice that cannot apply with
 * the voucher's code (DomainError). `inApp`: the request comes from the native app shell.
 */
export async function orderBenefits(
  db: Db,
  shopper: Pick<MemberCaller, 'memberId' | 'country' | 'language'>,
  priced: PricedOrder,
  request: BenefitRequest,
  context: { now: Date; inApp: boolean },
): Promise<OrderBenefits> {
  const claims = await checkoutClaims(db, shopper, request.coupon_ids ?? []);
  // The coins of the order's country only (ADR 032).
  const balance = await coinBalance(db, shopper.memberId, shopper.country, context.now);
  const useCoins = request.points_deduction_switch === true;
  const benefits = priceBenefits(
    benefitInputOf(shopper, priced, claims, context, { coinBalance: balance, useCoins }),
    request.coupon_ids,
  );
  const applied = benefits.applied.map((voucher) => voucher.claimId).sort();
  return {
    benefits,
    claims,
    balance,
    useCoins,
    token: tokenOf({
      ...priced.tokenBody,
      ...(applied.length > 0 ? { v: applied } : {}),
      ...(benefits.coinsUsed > 0 ? { c: benefits.coinsUsed } : {}),
    }),
    onlineOnly: claims.some((claim) => claim.campaign.onlineOnly && applied.includes(claim.claim.id)),
  };
}

/** The preview's vouchers and coins parts. */
export function benefitsView(
  found: OrderBenefits,
  shopper: Pick<MemberCaller, 'memberId' | 'country' | 'language'>,
  now: Date,
): { vouchers: OrderVouchers; coins: OrderCoins } {
  const view = (claimId: string) =>
    voucherViewOf(
      found.claims.find((claim) => claim.claim.id === claimId)!,
      shopper.language,
      now,
    );
  const { benefits } = found;
  return {
    vouchers: {
      applied: benefits.applied.map((voucher) => ({
        id: voucher.claimId,
        kind: voucher.kind,
        saving: voucher.saving,
      })),
      usable: benefits.usable.map(view),
      unusable: benefits.unusable.map((entry) => ({
        voucher: view(entry.claimId),
        reason: entry.reason,
        shortfall: entry.shortfall,
      })),
    },
    coins: {
      balance: found.balance,
      available: benefits.coinsAvailable,
      available_value: coinValueMinor(benefits.coinsAvailable, currencyOf(shopper.country)),
      switch_on: found.useCoins,
    },
  };
}

/**
 * Inside submit's transaction, after the member's row lock (lockMemberCoins is the same lock) and
 * the order's insert: the claims applied become used by the order (their rows FOR UPDATE; a claim
 * another order used first answers 1101032) and the coins are spent as one `spend` entry (the
 * unique index coin_entries_spend_once: one per order).
 */
export async function commitOrderBenefits(
  tx: Db,
  shopper: Pick<MemberCaller, 'memberId' | 'country' | 'language'>,
  orderNo: string,
  found: OrderBenefits,
  now: Date,
): Promise<void> {
  const used = await useClaims(tx, {
    memberId: shopper.memberId,
    claimIds: found.benefits.applied.map((voucher) => voucher.claimId),
    orderNo,
    at: now,
  });
  if (!used.ok)
    throw new DomainError(
      used.reason === 'not_found' ? errorCatalogue.voucherNotClaimed : errorCatalogue.voucherAlreadyUsed,
    );
  const coins = found.benefits.coinsUsed;
  if (coins === 0) return;
  // Checked again under the lock: the balance read for pricing is the one this transaction holds.
  if (coins > (await coinBalance(tx, shopper.memberId, shopper.country, now)))
    throw new DomainError(errorCatalogue.coinsInsufficient);
  await tx.insert(coinEntries).values({
    memberId: shopper.memberId,
    kind: 'spend',
    amount: -coins,
    orderNo,
    countryCode: shopper.country,
    createdAt: now,
  });
}

/**
 * The order used a voucher for online payment only (1101038): cash on delivery is closed to it.
 * Asked by the payment side when the member picks a method (server/areas/payments/payments.ts).
 */
export async function usesOnlineOnlyVoucher(db: Db, orderNo: string): Promise<boolean> {
  const [row] = await db
    .select({ id: voucherClaims.id })
    .from(voucherClaims)
    .innerJoin(voucherCampaigns, eq(voucherCampaigns.id, voucherClaims.campaignId))
    .where(and(eq(voucherClaims.usedOrderNo, orderNo), eq(voucherCampaigns.onlineOnly, true)))
    .limit(1);
  return row !== undefined;
}

/**
 * When the coins an order spent come back, their lot ends when the earliest lot the spend took
 * would have (ADR 025: cancelling never extends a coin's life): the ledger's replay knows which
 * lots it took. Null (never ends) only when it took from a lot that never ends.
 */
async function endOfSpentCoins(
  tx: Db,
  spend: { id: number; memberId: string; countryCode: CountryCode },
): Promise<Date | null> {
  // The replay takes from the lot that ends first first: the first lot taken ends earliest.
  const taken = (await coinLedgerOf(tx, spend.memberId, spend.countryCode)).drawn.get(spend.id);
  return taken?.[0]?.lot.expiresAt ?? null;
}

/**
 * Gives back what an order took (SPEC.md §4, ADR 029) inside the caller's transaction, which
 * holds the order's row lock: its vouchers (still valid → unuse, past their end → expired, a
 * shipping voucher on an after-sales refund stays used: voucher-moves.ts) and its coins, as one
 * positive `adjust` in the spend's country (coin_entries_return_once: a second call inserts
 * nothing). Coins the member owes there are paid from them first (ADR 032), so a refund that took
 * back coins already spent on this order is settled here. Called by every close of an order
 * (moveOrder) with 'cancel', and by after-sales with 'refund'.
 */
export async function returnOrderBenefits(
  tx: Db,
  orderNo: string,
  cause: VoucherReturnCause,
  now: Date,
): Promise<void> {
  await returnOrderClaims(tx, { orderNo, cause, at: now });
  const [spend] = await tx
    .select()
    .from(coinEntries)
    .where(and(eq(coinEntries.orderNo, orderNo), eq(coinEntries.kind, 'spend')));
  if (!spend) return;
  await tx
    .insert(coinEntries)
    .values({
      memberId: spend.memberId,
      kind: 'adjust',
      amount: -spend.amount,
      orderNo,
      countryCode: spend.countryCode,
      expiresAt: await endOfSpentCoins(tx, spend),
      createdAt: now,
    })
    .onConflictDoNothing();
}
