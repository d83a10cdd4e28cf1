import { and, asc, desc, eq } from 'drizzle-orm';
import type { RefundCardView, RefundDefaultRequest, RefundSettings } from '../../../contract/refund-card';
import {
  EWALLET_IDS,
  REFUND_CARD_COUNTRIES,
  REFUND_CARD_LIMIT,
  type EwalletId,
  type RefundCardBank,
} from '../../../contract/refund-card-constants';
import type { CountryCode } from '../../../contract/countries';
import { errorCatalogue } from '../../../contract/errors';
import type { RefundCard } from '../../../contract/rules/schemas';
import type { Deps } from '../../app-env';
import type { Db } from '../../db/client';
import { members, refundCards, refundDefaults, refundWallets } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../lib/domain-error';
import { logger } from '../../lib/logger';
import { takeHit } from '../../lib/rate-limits';
import { CardDeclined } from './provider';

/**
 * Refund cards and e-wallets (ADR 031, Indonesia only). The card number and CVN reach
 * deps.payments.tokenizeCard once and nowhere else: never a column, never a log line (the logger
 * redacts card_number and cvn besides, server/lib/logger.ts). Only the token, the last four, the brand
 * and the expiry are kept (PCI DSS 3.4.1). Every write runs under the member row's lock, so the
 * limit and the one default hold under parallel requests.
 */

const refused = () => new DomainError(errorCatalogue.refundCardInvalid);

/** SG and MY refund the original way: these calls answer 1103037 there. */
export function requireRefundCardCountry(country: CountryCode) {
  if (!(REFUND_CARD_COUNTRIES as readonly string[]).includes(country)) throw refused();
}

async function lockMember(tx: Db, memberId: string) {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

/** "+62 812****7890": the phone with its middle hidden. */
function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^0/, '');
  return `+62 ${digits.slice(0, 3)}****${digits.slice(-4)}`;
}

/** GET member/refund_card/list. */
export async function refundSettings(db: Db, memberId: string): Promise<RefundSettings> {
  const cards = await db
    .select()
    .from(refundCards)
    .where(eq(refundCards.memberId, memberId))
    .orderBy(asc(refundCards.createdAt));
  const wallets = await db.select().from(refundWallets).where(eq(refundWallets.memberId, memberId));
  const [fallback] = await db.select().from(refundDefaults).where(eq(refundDefaults.memberId, memberId));
  return {
    cards: cards.map((card): RefundCardView => ({
      card_id: card.id,
      bank: card.bank,
      brand: card.brand,
      last4: card.last4,
      expiry_date: card.expiry,
      holder_name: card.holderName,
      is_default: fallback?.cardId === card.id,
      created_at: card.createdAt.getTime(),
    })),
    ewallets: EWALLET_IDS.map((wallet) => {
      const linked = wallets.find((row) => row.wallet === wallet);
      return {
        wallet,
        linked: linked !== undefined,
        masked_phone: linked?.maskedPhone ?? null,
        linked_at: linked?.linkedAt.getTime() ?? null,
        is_default: linked !== undefined && fallback?.wallet === wallet,
      };
    }),
  };
}

/** Makes the newest remaining card, else a linked wallet, the default when there is none. */
async function ensureDefault(tx: Db, memberId: string) {
  const [current] = await tx.select().from(refundDefaults).where(eq(refundDefaults.memberId, memberId));
  if (current?.cardId || current?.wallet) return;
  const [card] = await tx
    .select({ id: refundCards.id })
    .from(refundCards)
    .where(eq(refundCards.memberId, memberId))
    .orderBy(desc(refundCards.createdAt))
    .limit(1);
  const [wallet] = card
    ? []
    : await tx
        .select({ wallet: refundWallets.wallet })
        .from(refundWallets)
        .where(eq(refundWallets.memberId, memberId));
  const value = { cardId: card?.id ?? null, wallet: wallet?.wallet ?? null };
  await tx
    .insert(refundDefaults)
    .values({ memberId, ...value })
    .onConflictDoUpdate({ target: refundDefaults.memberId, set: value });
}

/**
 * Each card or e-wallet the provider is asked to verify counts first, declined or not: without it
 * the add call would tell a card tester, one provider call a try, which stolen numbers and CVNs
 * are good. Decision: 5 tries an hour per member, as many as the cards a member may hold.
 */
export const REFUND_VERIFY_LIMIT = { max: 5, windowMs: 60 * 60_000 };

async function countVerification(deps: Pick<Deps, 'db'>, memberId: string, now: Date) {
  if (!(await takeHit(deps.db, `refund-verify:m:${memberId}`, REFUND_VERIFY_LIMIT, now)).allowed)
    throw new DomainError(errorCatalogue.operationTooFast);
}

/** POST member/refund_card/add: tokenised by the provider, then kept as token + last four. */
export async function addRefundCard(
  deps: Pick<Deps, 'db' | 'clock' | 'payments'>,
  memberId: string,
  card: RefundCard,
): Promise<RefundSettings> {
  const now = deps.clock.now();
  const [held] = await deps.db
    .select({ id: refundCards.id })
    .from(refundCards)
    .where(eq(refundCards.memberId, memberId))
    .offset(REFUND_CARD_LIMIT - 1)
    .limit(1);
  if (held) throw refused();
  await countVerification(deps, memberId, now);
  let token;
  try {
    token = await deps.payments.tokenizeCard({
      number: card.card_number,
      expiry: card.expiry_date,
      cvn: card.cvn,
      holderName: `${card.first_name} ${card.last_name}`,
    });
  } catch (error) {
    // Never the error's input: only that the provider declined.
    logger.info({ memberId, declined: error instanceof CardDeclined }, 'A refund card was not tokenised');
    throw refused();
  }
  await inTransaction(deps.db, async (tx) => {
    await lockMember(tx, memberId);
    const cards = await tx
      .select({ id: refundCards.id })
      .from(refundCards)
      .where(eq(refundCards.memberId, memberId));
    if (cards.length >= REFUND_CARD_LIMIT) throw refused();
    await tx.insert(refundCards).values({
      memberId,
      bank: card.bank_name as RefundCardBank,
      brand: token.brand,
      last4: token.last4,
      expiry: card.expiry_date,
      holderName: `${card.first_name} ${card.last_name}`,
      token: token.token,
      createdAt: now,
    });
    await ensureDefault(tx, memberId);
  });
  return refundSettings(deps.db, memberId);
}

/** POST member/refund_card/remove: another member's card answers 1103037. */
export async function removeRefundCard(db: Db, memberId: string, cardId: string): Promise<RefundSettings> {
  await inTransaction(db, async (tx) => {
    await lockMember(tx, memberId);
    const removed = await tx
      .delete(refundCards)
      .where(and(eq(refundCards.id, cardId), eq(refundCards.memberId, memberId)))
      .returning({ id: refundCards.id });
    if (removed.length === 0) throw refused();
    await ensureDefault(tx, memberId);
  });
  return refundSettings(db, memberId);
}

/** POST member/refund_card/default. */
export async function setRefundDefault(
  db: Db,
  memberId: string,
  request: RefundDefaultRequest,
): Promise<RefundSettings> {
  await inTransaction(db, async (tx) => {
    await lockMember(tx, memberId);
    if (request.kind === 'refund_card') {
      const [card] = await tx
        .select({ id: refundCards.id })
        .from(refundCards)
        .where(and(eq(refundCards.id, request.card_id), eq(refundCards.memberId, memberId)));
      if (!card) throw refused();
    } else {
      const [wallet] = await tx
        .select({ wallet: refundWallets.wallet })
        .from(refundWallets)
        .where(and(eq(refundWallets.memberId, memberId), eq(refundWallets.wallet, request.wallet)));
      if (!wallet) throw refused();
    }
    const value =
      request.kind === 'refund_card'
        ? { cardId: request.card_id, wallet: null }
        : { cardId: null, wallet: request.wallet };
    await tx
      .insert(refundDefaults)
      .values({ memberId, ...value })
      .onConflictDoUpdate({ target: refundDefaults.memberId, set: value });
  });
  return refundSettings(db, memberId);
}

/** POST member/refund_card/ewallet_activate: the provider links the account; relinking replaces it. */
export async function activateWallet(
  deps: Pick<Deps, 'db' | 'clock' | 'payments'>,
  memberId: string,
  request: { wallet: EwalletId; phone: string },
): Promise<RefundSettings> {
  const now = deps.clock.now();
  await countVerification(deps, memberId, now);
  let linked;
  try {
    linked = await deps.payments.linkWallet({ wallet: request.wallet, phone: request.phone });
  } catch {
    throw refused();
  }
  await inTransaction(deps.db, async (tx) => {
    await lockMember(tx, memberId);
    const value = { maskedPhone: maskPhone(request.phone), token: linked.token, linkedAt: now };
    await tx
      .insert(refundWallets)
      .values({ memberId, wallet: request.wallet, ...value })
      .onConflictDoUpdate({ target: [refundWallets.memberId, refundWallets.wallet], set: value });
    await ensureDefault(tx, memberId);
  });
  return refundSettings(deps.db, memberId);
}

/** POST member/refund_card/ewallet_unlink: a wallet not linked answers 1103037. */
export async function unlinkWallet(
  deps: Pick<Deps, 'db' | 'payments'>,
  memberId: string,
  wallet: EwalletId,
): Promise<RefundSettings> {
  const token = await inTransaction(deps.db, async (tx) => {
    await lockMember(tx, memberId);
    const [removed] = await tx
      .delete(refundWallets)
      .where(and(eq(refundWallets.memberId, memberId), eq(refundWallets.wallet, wallet)))
      .returning({ token: refundWallets.token });
    if (!removed) throw refused();
    await tx
      .update(refundDefaults)
      .set({ wallet: null })
      .where(and(eq(refundDefaults.memberId, memberId), eq(refundDefaults.wallet, wallet)));
    await ensureDefault(tx, memberId);
    return removed.token;
  });
  try {
    await deps.payments.unlinkWallet(token);
  } catch (error) {
    logger.warn({ err: error, memberId }, 'The provider could not unlink a wallet; it is unlinked here');
  }
  return refundSettings(deps.db, memberId);
}
