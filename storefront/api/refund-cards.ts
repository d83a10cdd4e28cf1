import useSWR, { mutate } from 'swr';
import type {
  AddRefundCardRequest,
  EwalletActivateRequest,
  RefundDefaultRequest,
  RefundSettings,
} from '../../contract/refund-card';
import type { EwalletId } from '../../contract/refund-card-constants';
import { afterSalesPreviewPath } from './after-sales';
import { keysOf, memberKey } from './keys';
import { request } from './request';
import { useShopperScope } from './shopper-scope';

/**
 * Refund cards and e-wallets (server/areas/payments/refund-card-routes.ts, contract/refund-card.ts):
 * /payment-option and /refund-settings, Indonesia only. Every write answers the whole settings,
 * which become the cache; the apply page's previews (their destination) are asked again.
 */
export const refundCardListPath = 'member/refund_card/list';
export const refundCardAddPath = 'member/refund_card/add';
export const refundCardRemovePath = 'member/refund_card/remove';
export const refundCardDefaultPath = 'member/refund_card/default';
export const ewalletActivatePath = 'member/refund_card/ewallet_activate';
export const ewalletUnlinkPath = 'member/refund_card/ewallet_unlink';

/** The member's cards and wallets (null key: a visitor, or a country without them). */
export function useRefundSettings(enabled = true) {
  const scope = useShopperScope();
  return useSWR<RefundSettings>(
    scope.token && enabled ? memberKey(refundCardListPath, scope) : null,
    () => request<RefundSettings>(refundCardListPath),
  );
}

async function write(path: string, body: unknown, options: { idempotencyKey?: string; silent?: boolean } = {}) {
  const settings = await request<RefundSettings>(path, { body, ...options });
  await mutate(keysOf(refundCardListPath), settings, { revalidate: false });
  void mutate(keysOf(afterSalesPreviewPath));
  return settings;
}

/**
 * The card goes to the server once, with its CVN (tokenised there, never stored). A refusal
 * toasts (1103037 a declined card or the limit); the form keeps every other value.
 */
export const addRefundCard = (card: AddRefundCardRequest, idempotencyKey: string) =>
  write(refundCardAddPath, card, { idempotencyKey });
export const removeRefundCard = (cardId: string) => write(refundCardRemovePath, { card_id: cardId });
export const setRefundDefault = (choice: RefundDefaultRequest) => write(refundCardDefaultPath, choice);
export const activateEwallet = (body: EwalletActivateRequest) => write(ewalletActivatePath, body);
export const unlinkEwallet = (wallet: EwalletId) => write(ewalletUnlinkPath, { wallet });
