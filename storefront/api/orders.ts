import useSWR, { mutate } from 'swr';
import type {
  OrderAgainResult,
  OrderCancelRequest,
  OrderDetail,
  OrderModifyAddressRequest,
  OrderStatusSummary,
  OrderPreview,
  OrderPreviewRequest,
  OrderSubmitRequest,
  OrderSubmitResponse,
} from '../../contract/order';
import { cartCountPath, cartListPath } from './cart';
import { keysOf, memberKey } from './keys';
import { request } from './request';
import { useShopperScope } from './shopper-scope';

/**
 * Placing an order (server/areas/orders/routes.ts, contract/order.ts): the priced preview of
 * /orderConfirm, the submit, one order's detail; and after it the tab counts and the
 * member's actions: cancel, a new address, confirm receipt, order again. The list's pages are
 * ./order-pages.ts (swr/infinite loads with /order only).
 */
export const orderPreviewPath = 'order/trade/preview';
export const orderSubmitPath = 'order/trade/submit';
export const orderDetailPath = 'order/trade/detail';
export const orderCancelPath = 'order/trade/cancel';
export const orderListPath = 'order/trade/list';
export const orderSummaryPath = 'order/trade/order-status-summary';
export const orderModifyAddressPath = 'order/trade/modify_address';
export const orderConfirmReceiptPath = 'order/trade/confirm_receipt';
export const orderAgainPath = 'order/trade/order_again';

/**
 * An answer carrying `server_now`, with the offset to the device's wall clock when it arrived: its
 * deadlines count down on the server's clock (the checkout flow's `remainingMsAt(deadline,
 * serverOffsetMs, Date.now())`, a display's `useCountdownTo(deadline, serverOffsetMs)`), right
 * even when the phone's clock is off.
 */
export type Timed<T> = T & { readonly serverOffsetMs: number };

export function timed<T extends { server_now: number }>(answer: T): Timed<T> {
  return { ...answer, serverOffsetMs: answer.server_now - Date.now() };
}

/**
 * The priced confirmation of what is about to be bought (null while there is nothing to ask:
 * a visitor, or no lines). Every price is the server's; the key holds the whole request, so a
 * changed address or quantity is a new preview.
 */
export function useOrderPreview(body: OrderPreviewRequest | null) {
  const scope = useShopperScope();
  return useSWR<OrderPreview>(
    scope.token && body ? memberKey(orderPreviewPath, scope, JSON.stringify(body)) : null,
    () => request<OrderPreview>(orderPreviewPath, { body }),
    // The last preview stays on screen while a changed one is asked (no flash of skeletons).
    { keepPreviousData: true },
  );
}

/** Every preview is asked again (after a refusal that means prices or stock moved). */
export function refreshOrderPreviews() {
  return mutate(keysOf(orderPreviewPath));
}

/**
 * Places the order. `idempotencyKey` is the press's (features/checkout/use-submit-order.ts):
 * the same key after a lost answer returns the same order. The bought lines leave the cart on
 * the server, so the cart is asked again.
 */
export async function submitOrder(body: OrderSubmitRequest, idempotencyKey: string) {
  const placed = await request<OrderSubmitResponse>(orderSubmitPath, { body, idempotencyKey });
  void mutate(keysOf(cartListPath));
  void mutate(keysOf(cartCountPath));
  return placed;
}

export function fetchOrderDetail(orderNo: string) {
  return request<OrderDetail>(`${orderDetailPath}/${encodeURIComponent(orderNo)}`).then(timed);
}

/** One of the member's orders, with the offset to the server's clock (null: nothing to ask). */
export function useOrderDetail(orderNo: string | null) {
  const scope = useShopperScope();
  return useSWR<Timed<OrderDetail>>(
    scope.token && orderNo ? memberKey(orderDetailPath, scope, orderNo) : null,
    () => fetchOrderDetail(orderNo ?? ''),
  );
}

/** The count of the member's orders per tab (/order, /me, the desktop side menu); none for a visitor. */
export function useOrderSummary() {
  const scope = useShopperScope();
  return useSWR<OrderStatusSummary>(scope.token ? memberKey(orderSummaryPath, scope) : null, () =>
    request<OrderStatusSummary>(orderSummaryPath, { silent: true }),
  );
}

/** A move's answer (the order as it now is) into the cache; the counts and lists asked again. */
async function moved(detail: OrderDetail) {
  const fresh = timed(detail);
  await mutate(keysOf(orderDetailPath, detail.order_no), fresh, { revalidate: false });
  void mutate(keysOf(orderListPath));
  void mutate(keysOf(orderSummaryPath));
  return fresh;
}

/** Cancels the order (one Idempotency-Key per press of the dialog's confirm). */
export async function cancelOrder(body: OrderCancelRequest, idempotencyKey?: string) {
  return moved(await request<OrderDetail>(orderCancelPath, { body, idempotencyKey }));
}

/** Sends the order to another of the member's addresses (same fee only: 1103047 otherwise). */
export async function modifyOrderAddress(body: OrderModifyAddressRequest, idempotencyKey?: string) {
  return moved(await request<OrderDetail>(orderModifyAddressPath, { body, idempotencyKey }));
}

export async function confirmOrderReceipt(orderNo: string, idempotencyKey?: string) {
  return moved(
    await request<OrderDetail>(orderConfirmReceiptPath, { body: { order_no: orderNo }, idempotencyKey }),
  );
}

/** Puts a finished order's lines into the cart; the answer says which could not go in. */
export async function orderAgain(orderNo: string, idempotencyKey?: string) {
  const result = await request<OrderAgainResult>(orderAgainPath, {
    body: { order_no: orderNo },
    idempotencyKey,
  });
  void mutate(keysOf(cartListPath));
  void mutate(keysOf(cartCountPath));
  return result;
}

/** After a payment settles: the order's detail, lists and counts are asked again. */
export function refreshOrder(orderNo: string) {
  void mutate(keysOf(orderDetailPath, orderNo));
  void mutate(keysOf(orderListPath));
  void mutate(keysOf(orderSummaryPath));
}
