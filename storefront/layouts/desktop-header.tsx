import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Bell, ShoppingCart } from 'lucide-react';
import { Button, cn, Link } from '@pasar/ui';
import { requestLogin, useLoginDialog } from '../features/auth';
import { useSession } from '../session/session-store';
import { useCartCount } from '../api/cart';
import { cartBadgeMessages, CartIconBadge } from '../features/cart';
import { MessagesBadge, useUnreadCount } from '../features/messages';
import { LanguageSwitcher } from './language-switcher';
import { Logo, logoMessages } from '../frame/logo';
import { layoutMessages as m } from './messages';

const iconLink = 'relative flex size-10 items-center justify-center rounded text-foreground hover:bg-muted';
const textLink = 'rounded px-2 py-2 text-sm font-medium hover:bg-muted';

/**
 * The member's name (to /me), or "Log in". Decision: "Log in" is a button that opens the login
 * dialog (SPEC.md §2), not a link to /login: a link both opened the dialog and followed its
 * address on Enter (RAC's link navigates on the key's native click, the press handler opened the
 * dialog on key up), leaving the shopper signed in on a login form. One press, one action; /login
 * still opens by address. Signed in, the button is gone, so focus goes to the name that took its
 * place (RAC would restore it to the removed button, that is to <body>).
 */
function AccountEntry() {
  const userName = useSession((s) => s.userInfo.userInfo?.user_name);
  const { open } = useLoginDialog();
  const openedHere = useRef(false);
  const nameLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (open || !openedHere.current) return;
    openedHere.current = false;
    if (userName) nameLink.current?.focus();
  }, [open, userName]);
  if (userName)
    return (
      <Link ref={nameLink} variant="plain" href="/me" className={cn(textLink, 'max-w-40 truncate')}>
        {userName}
      </Link>
    );
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-haspopup="dialog"
      onPress={() => {
        openedHere.current = true;
        requestLogin('Log in');
      }}
      className="text-primary"
    >
      <FormattedMessage {...m.logIn} />
    </Button>
  );
}

/**
 * Desktop header (SPEC.md §2): logo, the search box (a slot the catalogue fills), the member's
 * name or Log in, the cart, the message bell with its 99+ badge, the language switcher;
 * the category bar below is a slot as well.
 */
export function DesktopHeader({ search, categoryBar }: { search?: ReactNode; categoryBar?: ReactNode }) {
  const intl = useIntl();
  const unread = useUnreadCount();
  const cartCount = useCartCount();
  return (
    <header data-slot="desktop-header" className="bg-surface shadow-card">
      <div className="mx-auto flex h-16 max-w-container items-center gap-6 px-4">
        <Link
          variant="plain"
          href="/"
          aria-label={intl.formatMessage(logoMessages.logo)}
          className="shrink-0 rounded"
        >
          <Logo className="h-8 w-auto" />
        </Link>
        <div className="min-w-0 flex-1">{search}</div>
        <nav aria-label={intl.formatMessage(m.sideMenuLabel)} className="flex items-center gap-1">
          <AccountEntry />
          <Link
            variant="plain"
            href="/cart"
            aria-label={intl.formatMessage(cartBadgeMessages.badge, { count: cartCount })}
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
