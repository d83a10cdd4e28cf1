import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Bell, ShoppingCart } from 'lucide-react';
import { cn, Link } from '@pasar/ui';
import { requestLogin } from '../features/auth';
import { useSession } from '../session/session-store';
import { useCartCount } from '../api/cart';
import { cartMessages, CartIconBadge } from '../features/cart';
import { MessagesBadge, useUnreadCount } from '../features/messages';
import { LanguageSwitcher } from './language-switcher';
import { Logo, logoMessages } from '../frame/logo';
import { layoutMessages as m } from './messages';

const iconLink = 'relative flex size-10 items-center justify-center rounded text-foreground hover:bg-muted';
const textLink = 'rounded px-2 py-2 text-sm font-medium hover:bg-muted';

/**
 * Desktop header (SPEC.md §2): logo, the search box (a slot the catalogue fills), the member's
 * name or a log-in link, the cart, the message bell with its 99+ badge, the language switcher;
 * the category bar below is a slot as well.
 */
export function DesktopHeader({ search, categoryBar }: { search?: ReactNode; categoryBar?: ReactNode }) {
  const intl = useIntl();
  const userName = useSession((s) => s.userInfo.userInfo?.user_name);
  const unread = useUnreadCount();
  const cartCount = useCartCount();
  return (
    <header data-slot="desktop-header" className="bg-surface shadow-card">
      <div className="mx-auto flex h-16 max-w-container items-center gap-6 px-4">
        <Link variant="plain" href="/" aria-label={intl.formatMessage(logoMessages.logo)} className="shrink-0 rounded">
          <Logo className="h-8 w-auto" />
        </Link>
        <div className="min-w-0 flex-1">{search}</div>
        <nav aria-label={intl.formatMessage(m.sideMenuLabel)} className="flex items-center gap-1">
          {userName ? (
            <Link variant="plain" href="/me" className={cn(textLink, 'max-w-40 truncate')}>
              {userName}
            </Link>
          ) : (
            <Link
              variant="plain"
              href="/login"
              // The desktop login is a dialog over the page (SPEC.md §2); the address stays a
              // real link, for a new tab or a page that cannot show the dialog.
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                requestLogin('Log in');
              }}
              className={cn(textLink, 'text-primary')}
            >
              <FormattedMessage {...m.logIn} />
            </Link>
          )}
          <Link
            variant="plain"
            href="/cart"
            aria-label={intl.formatMessage(cartMessages.badge, { count: cartCount })}
            className={iconLink}
          >
            <CartIconBadge>
              <ShoppingCart aria-hidden="true" className="size-5" />
            </CartIconBadge>
          </Link>
          <Link
            variant="plain"
            href="/message"
            aria-label={intl.formatMessage(m.messages, { count: unread })}
            className={iconLink}
          >
            <MessagesBadge>
              <Bell aria-hidden="true" className="size-5" />
            </MessagesBadge>
          </Link>
          <LanguageSwitcher />
        </nav>
      </div>
      {categoryBar}
    </header>
  );
}
