import { eq } from 'drizzle-orm';
import {
  addresses,
  afterSalesEvidence,
  afterSalesRequests,
  arrivalSubscriptions,
  cartItems,
  idempotencyKeys,
  members,
  orders,
  productViews,
  refundCards,
  refundDefaults,
  refundWallets,
  searchClicks,
  searchHistory,
  searchRecords,
  sessions,
  wishlistItems,
} from '../../db/schema';
import type { Db } from '../../db/client';
import { eraseCoins } from '../coins';
import { eraseMessages } from '../messages';
import { eraseVoucherClaims } from '../vouchers';

/** Erases one area's personal data of a member, inside the erasure's transaction. */
export type Eraser = (tx: Db, memberId: string, now: Date) => Promise<void>;

/**
 * What the account-deletion job erases (ADR 018), one entry per area: a new area that keeps
 * something about a member adds its own line here.
 * They run in this order in one transaction per member; the member's own row is anonymised last.
 */
export const accountErasers: readonly { area: string; erase: Eraser }[] = [
  {
    area: 'sessions',
    erase: async (tx, memberId) => void (await tx.delete(sessions).where(eq(sessions.memberId, memberId))),
  },
  {
    area: 'search history',
    erase: async (tx, memberId) => {
      await tx.delete(searchHistory).where(eq(searchHistory.memberId, memberId));
      // The logs keep their counts (hot searches, views) but no longer say whose they were.
      await tx.update(searchRecords).set({ memberId: null }).where(eq(searchRecords.memberId, memberId));
      await tx.update(searchClicks).set({ memberId: null }).where(eq(searchClicks.memberId, memberId));
      await tx.update(productViews).set({ memberId: null }).where(eq(productViews.memberId, memberId));
    },
  },
  {
    area: 'cart',
    erase: async (tx, memberId) => void (await tx.delete(cartItems).where(eq(cartItems.memberId, memberId))),
  },
  {
    // Recently viewed is the view log's (ADR 041): made anonymous with the search history above.
    area: 'wishlist',
    erase: async (tx, memberId) =>
      void (await tx.delete(wishlistItems).where(eq(wishlistItems.memberId, memberId))),
  },
  {
    area: 'arrival notices',
    erase: async (tx, memberId) =>
      void (await tx.delete(arrivalSubscriptions).where(eq(arrivalSubscriptions.memberId, memberId))),
  },
  { area: 'messages', erase: (tx, memberId) => eraseMessages(tx, memberId) },
  { area: 'coins', erase: (tx, memberId) => eraseCoins(tx, memberId) },
  { area: 'vouchers', erase: (tx, memberId) => eraseVoucherClaims(tx, memberId) },
  {
    area: 'idempotency answers',
    erase: async (tx, memberId) =>
      void (await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.ownerId, memberId))),
  },
  {
    area: 'addresses',
    erase: async (tx, memberId) => void (await tx.delete(addresses).where(eq(addresses.memberId, memberId))),
  },
  {
    // Decision: orders stay (the records tax and consumer law keep, ADR 018; the account cannot
    // be deleted while one is unfinished), with the address snapshot an invoice needs; the
    // shopper's free-text message to the seller is not part of that record and goes.
    area: 'orders',
    erase: async (tx, memberId) =>
      void (await tx.update(orders).set({ customerMessage: null }).where(eq(orders.memberId, memberId))),
  },
  {
    // Refund cards (ADR 031): the refund cards' and wallets' tokens and holder names go; the
    // after-sales requests stay with the orders (refund records), without the shopper's free text
    // and pictures (their files are removed by runDueDeletions once this commits).
    area: 'refund cards and after-sales',
    erase: async (tx, memberId) => {
      await tx.delete(refundDefaults).where(eq(refundDefaults.memberId, memberId));
      await tx.delete(refundCards).where(eq(refundCards.memberId, memberId));
      await tx.delete(refundWallets).where(eq(refundWallets.memberId, memberId));
      await tx
        .update(afterSalesRequests)
        .set({ description: null })
        .where(eq(afterSalesRequests.memberId, memberId));
      await tx.delete(afterSalesEvidence).where(eq(afterSalesEvidence.memberId, memberId));
    },
  },
  { area: 'member', erase: anonymiseMember },
];

/**
 * The member's row stays, anonymised, so the orders the law keeps (ADR 018) still have a buyer:
 * no name, no contact, no Google id, no password (the coins go with their own eraser). With the phone and e-mail gone, the
 * same contact signs up again as a new member.
 */
async function anonymiseMember(tx: Db, memberId: string): Promise<void> {
  // The avatar's file is removed by runDueDeletions once this transaction commits (it read the key).
  await tx
    .update(members)
    .set({
      userName: 'Deleted member',
      phoneCode: null,
      phone: null,
      email: null,
      googleSub: null,
      passwordHash: null,
      avatarKey: null,
      birthday: null,
      nameChangedAt: null,
      birthdayChangedAt: null,
    })
    .where(eq(members.id, memberId));
}
