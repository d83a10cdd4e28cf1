import useSWR from 'swr';
import type { PurchaseShortfall } from '../../contract/order';
import { memberKey } from './keys';
import { request } from './request';
import { useShopperScope } from './shopper-scope';

/** POST promotion/api/get_minimum_purchase_shortfall (server/areas/vouchers/purchase-shortfall-routes.ts). */
export const purchaseShortfallPath = 'promotion/api/get_minimum_purchase_shortfall';

/**
 * The cart's "add Rp X more to use …": the member's claimed voucher nearest to its min spend for
 * the selected lines. Null key for a visitor or no selection. Silent: a hint that fails to load
 * is no error worth a toast.
 */
export function usePurchaseShortfall(skuList: readonly { sku_id: string; quantity: number }[]) {
  const scope = useShopperScope();
  return useSWR<PurchaseShortfall>(
    scope.token && skuList.length > 0
      ? memberKey(purchaseShortfallPath, scope, JSON.stringify(skuList))
      : null,
    () => request<PurchaseShortfall>(purchaseShortfallPath, { body: { sku_list: skuList }, silent: true }),
    { keepPreviousData: true },
  );
}
