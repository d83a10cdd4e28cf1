import useSWR from 'swr';
import { cartCountKey, fetchCartCount } from '../../api/cart';
import { useShopperScope } from '../../api/shopper-scope';
import { useVisitorCartItems } from './use-cart';

/**
 * The cart icon's badge: a member's line count from order/cart/count, a visitor's stored lines.
 * Decision: lines, not units (two of one shampoo is one line), as Shopee and Tokopedia count.
 */
export function useCartCount(): number {
  const { language, country, token } = useShopperScope();
  const items = useVisitorCartItems();
  const { data } = useSWR(token ? [cartCountKey, language, country, token] : null, fetchCartCount);
  return token ? (data?.count ?? 0) : items.length;
}
