import useSWR, { mutate } from 'swr';
import type {
  OrderCancelRequest,
  OrderDetail,
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
 * Placing an order (server/routes/order.ts, contract/order.ts; issue 16): the priced preview of
 * /orderConfirm, the submit, one order's detail and its cancel.
 */
export const orderPreviewPath = 'order/trade/preview';
export const orderSubmitPath = 'order/trade/submit';
export const orderDetailPath = 'order/trade/detail';
export const orderCancelPath = 'order/trade/cancel';
export const orderListPath = 'order/trade/list';

/**
 * An answer carrying `server_now`, with the device's wall clock when it arrived: the payment
 * countdown runs on the server's clock (`remainingMsAt(deadline, serverOffsetMs, Date.now())`),
 * right even when the phone's clock is off.
 */
export type Timed<T> = T & { readonly serverOffsetMs: number };

function timed<T extends { server_now: number }>(answer: T): Timed<T> {
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

/** Cancels the order; its detail is the answer, written straight into the cache. */
export async function cancelOrder(body: OrderCancelRequest) {
  const detail = timed(await request<OrderDetail>(orderCancelPath, { body }));
  await mutate(keysOf(orderDetailPath, body.order_no), detail, { revalidate: false });
  void mutate(keysOf(orderListPath));
  return detail;
}

/** After a payment settles: the order's detail and lists are asked again. */
export function refreshOrder(orderNo: string) {
  void mutate(keysOf(orderDetailPath, orderNo));
  void mutate(keysOf(orderListPath));
}
