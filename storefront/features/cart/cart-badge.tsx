import { Badge } from '@pasar/ui';
import { useCartCount } from '../../api/cart';

/** The cart icon with its count (tab bar and desktop header); the link around it says the count. */
export function CartIconBadge({ children }: { children: React.ReactNode }) {
  const count = useCartCount();
  return <Badge count={count}>{children}</Badge>;
}
