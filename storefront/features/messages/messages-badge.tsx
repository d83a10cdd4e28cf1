import { Badge } from '@pasar/ui';
import { useUnreadCount } from '../../api/messages';

/**
 * The unread count on a messages icon (the desktop header's bell, /me's entry): 99+ above 99 and
 * localised by the kit's Badge. The link around it says the count in its own name.
 */
export function MessagesBadge({ children }: { children?: React.ReactNode }) {
  const unread = useUnreadCount();
  return <Badge count={unread}>{children}</Badge>;
}
