import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Bell,
  ChevronRight,
  Coins,
  CreditCard,
  Headset,
  Heart,
  LogOut,
  MapPin,
  MessageSquareHeart,
  Package,
  Settings,
  Ticket,
  Truck,
  Undo2,
  Wallet,
} from 'lucide-react';
import { Badge, Button, Link, Skeleton, cn, focusRing, focusRingInset } from '@pasar/ui';
import type { OrderListTab } from '../../../contract/order-constants';
import { defaultAppConfig } from '../../../contract/app-config';
import { useMemberInfo } from '../../api/member';
import { useOrderSummary } from '../../api/orders';
import { LogoutDialog } from '../../frame/logout-dialog';
import { PageHeader } from '../../frame/page-header';
import { useIsMobile } from '../../platform/use-is-mobile';
import { useSession } from '../../session/session-store';
import { displayName } from './display-name';
import { MemberAvatar } from './member-avatar';
import { MemberLoadError } from './member-load-error';
import { accountMessages as m } from './messages';
import { orderShortcutPaths } from './order-shortcuts';
import { MessagesEntryLabel } from '../messages';
import { RecentlyViewedOnDemand } from '../catalogue';
import { ordersMessages } from '../orders';
import { refundSettingsMessages } from '../refund-settings';
import { REFUND_CARD_COUNTRIES } from '../../../contract/refund-card-constants';

const card = 'rounded-lg bg-surface shadow-card';

/** A row of the services list: icon, label, chevron; the whole row is the link. */
function ServiceRow({
  href,
  icon,
  children,
  external,
}: {
  href: string;
  icon: ReactNode;
  children: ReactNode;
  external?: boolean;
}) {
  return (
    <li>
      <Link
        variant="plain"
        href={href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className={cn(
          'flex min-h-12 items-center gap-3 px-4 py-3 text-foreground hover:bg-muted',
          focusRingInset,
        )}
      >
        <span aria-hidden="true" className="text-muted-foreground [&_svg]:size-5">
          {icon}
        </span>
        <span className="flex min-w-0 flex-1 items-center gap-2">{children}</span>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </Link>
    </li>
  );
}

/** wa.me wants the number's digits only. */
const whatsAppLink = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;

/**
 * /me (SPEC.md §2 "Me/account"): the member's picture and name, coins, order shortcuts, services
 * and, on a phone, the log-out entry (desktop has it in the side menu). Signed-in only: the
 * member guard sends a visitor to log in (`member: true` in ./routes.tsx).
 */
export function MePage() {
  const intl = useIntl();
  const mobile = useIsMobile();
  const { data: member, error, mutate } = useMemberInfo();
  const { data: orderCounts } = useOrderSummary();
  const whatsapp = useSession(
    (s) => s.localeInfo.appConfig?.customer_service_whatsapp || defaultAppConfig.customer_service_whatsapp,
  );
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  // Payment option and refund settings: Indonesia only (SPEC.md §2; SG and MY refund the way they paid).
  const refundOptions = useSession((s) =>
    (REFUND_CARD_COUNTRIES as readonly string[]).includes(s.localeInfo.xlocale),
  );
  const name = member ? displayName(member) : '';

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-3 pb-8 desktop:max-w-none">
      <PageHeader title={intl.formatMessage(m.meTitle)} />
      <div className="flex flex-col gap-3 px-3 desktop:px-0">
        {error && !member ? (
          <MemberLoadError onRetry={() => void mutate()} />
        ) : (
          <section
            aria-label={name || intl.formatMessage(m.meTitle)}
            className={cn(card, 'flex flex-col gap-4 p-4')}
          >
            <div className="flex items-center gap-4">
              <MemberAvatar src={member?.avatar_url} alt="" />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                {member ? (
                  <p data-testid="me-name" className="m-0 truncate text-lg font-semibold">
                    {name}
                  </p>
                ) : (
                  <Skeleton className="h-6 w-40" />
                )}
                <Link variant="standalone" href="/setting" className="self-start text-sm">
                  <FormattedMessage {...m.editProfile} />
                </Link>
              </div>
            </div>
            <Link
              variant="plain"
              href="/points"
              className={cn('flex items-center gap-3 rounded bg-primary-soft px-3 py-2', focusRing)}
            >
              <Coins aria-hidden="true" className="size-5 text-primary" />
              <span className="flex-1 text-sm">
                <FormattedMessage {...m.coins} />
              </span>
              <span data-testid="me-coins" className="font-semibold text-primary">
                {member ? intl.formatMessage(m.coinsBalance, { points: member.points }) : null}
              </span>
              <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
            </Link>
          </section>
        )}

        <section aria-labelledby="me-orders" className={cn(card, 'p-4')}>
          <div className="mb-3 flex items-center justify-between">
            <h2 id="me-orders" className="m-0 text-base font-semibold">
              <FormattedMessage {...m.myOrders} />
            </h2>
            <Link variant="standalone" href="/order" className="text-sm">
              <FormattedMessage {...m.allOrders} />
            </Link>
          </div>
          {/* The counts per tab (order/trade/order-status-summary) as badges on the icons. */}
          <ul className="m-0 grid list-none grid-cols-4 gap-1 p-0">
            {(
              [
                [orderShortcutPaths.toPay, <CreditCard key="i" />, m.toPay, 'to_pay'],
                [orderShortcutPaths.toShip, <Package key="i" />, m.toShip, 'to_ship'],
                [orderShortcutPaths.toReceive, <Truck key="i" />, m.toReceive, 'to_receive'],
                [orderShortcutPaths.afterSales, <MessageSquareHeart key="i" />, m.afterSales, null],
              ] as const
            ).map(([href, icon, label, tab]) => {
              const count = tab ? (orderCounts?.[tab as OrderListTab] ?? 0) : 0;
              const name = intl.formatMessage(label);
              return (
                <li key={href}>
                  <Link
                    variant="plain"
                    href={href}
                    data-testid={tab ? `me-orders-${tab}` : undefined}
                    data-count={tab ? count : undefined}
                    className={cn(
                      'flex flex-col items-center gap-1 rounded px-1 py-2 text-center text-xs hover:bg-muted [&_svg]:size-6 [&_svg]:text-primary',
                      focusRing,
                    )}
                  >
                    <Badge count={count}>
                      <span aria-hidden="true">{icon}</span>
                    </Badge>
                    <span aria-hidden={count > 0 || undefined}>{name}</span>
                    {count > 0 && (
                      <span className="sr-only">
                        {intl.formatMessage(ordersMessages.tabCount, { tab: name, count })}
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="me-services" className={card}>
          <h2 id="me-services" className="m-0 px-4 pt-4 pb-1 text-base font-semibold">
            <FormattedMessage {...m.services} />
          </h2>
          <ul className="m-0 list-none divide-y divide-border p-0">
            <ServiceRow href="/wishlist" icon={<Heart />}>
              <FormattedMessage {...m.wishlist} />
            </ServiceRow>
            <ServiceRow href="/couponsList" icon={<Ticket />}>
              <FormattedMessage {...m.vouchers} />
            </ServiceRow>
            {refundOptions && (
              <>
                <ServiceRow href="/payment-option" icon={<Wallet />}>
                  <FormattedMessage {...refundSettingsMessages.paymentTitle} />
                </ServiceRow>
                <ServiceRow href="/refund-settings" icon={<Undo2 />}>
                  <FormattedMessage {...refundSettingsMessages.settingsTitle} />
                </ServiceRow>
              </>
            )}
            <ServiceRow href="/addressManage" icon={<MapPin />}>
              <FormattedMessage {...m.addresses} />
            </ServiceRow>
            <ServiceRow href="/message" icon={<Bell />}>
              <MessagesEntryLabel />
            </ServiceRow>
            <ServiceRow href={whatsAppLink(whatsapp)} icon={<Headset />} external>
              <FormattedMessage {...m.customerService} />
            </ServiceRow>
            <ServiceRow href="/setting" icon={<Settings />}>
              <FormattedMessage {...m.settings} />
            </ServiceRow>
          </ul>
        </section>

        <RecentlyViewedOnDemand keepWhenEmpty className="shadow-card" />

        {mobile && (
          <Button
            variant="outline"
            fullWidth
            onPress={() => setConfirmingLogout(true)}
            className="bg-surface"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {intl.formatMessage(m.logOut)}
          </Button>
        )}
      </div>
      <LogoutDialog isOpen={confirmingLogout} onOpenChange={setConfirmingLogout} />
    </main>
  );
}
