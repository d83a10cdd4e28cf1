import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ShoppingCart, TicketPercent } from 'lucide-react';
import { Button, Checkbox, EmptyState, ErrorState, Link, Price, Skeleton } from '@pasar/ui';
import type { Cart } from '../../../contract/cart';
import { useVisitorCartItems, type CheckoutState } from '../../api/cart';
import { setAllSelected, useCart } from '../../api/cart-lines';
import { usePurchaseShortfall } from '../../api/purchase-shortfall';
import { NeedsConnection } from '../../frame/needs-connection';
import { offlineMessages } from '../../frame/offline-messages';
import { PageHeader } from '../../frame/page-header';
import { stickyBottomBar } from '../../frame/sticky-bars';
import { useGoToLogin } from '../auth';
import { SimilarProducts } from '../catalogue';
import { CartLineRow, DeleteLines, UnavailableLineRow } from './cart-line';
import { mergeVisitorCart } from './merge-visitor-cart';
import { cartMessages as m } from './messages';

/**
 * Select all, the totals and the checkout button: fixed above the tab bar on a phone. Read-only
 * offline: nothing here can reach the server.
 */
function SummaryBar({ cart, member, readOnly }: { cart: Cart; member: boolean; readOnly: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const goToLogin = useGoToLogin();
  const { totals } = cart;
  const selected = cart.lines.filter((line) => line.selected);
  const someSelected = selected.length > 0 && !cart.all_selected;
  const blocked = selected.some((line) => line.exceeds_limit);

  const checkout = () => {
    // Decision: a visitor logs in first; the cart merges at login and the shopper comes back here.
    if (!member) return goToLogin('memberAction');
    const state: CheckoutState = {
      source: 'cart',
      items: selected.map((line) => ({
        sku_id: line.sku_id,
        quantity: line.quantity,
        cart_id: line.cart_id,
      })),
    };
    void navigate('/orderConfirm', { state });
  };

  return (
    <div
      ref={stickyBottomBar}
      data-testid="cart-summary"
      className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 flex flex-wrap items-center gap-3 border-t border-border bg-surface px-3 py-2 short:static desktop:sticky desktop:bottom-0 desktop:mt-4 desktop:rounded-lg desktop:border desktop:px-4 desktop:py-3 desktop:shadow-card"
    >
      <NeedsConnection className="basis-full" />
      <Checkbox
        isSelected={cart.all_selected}
        isIndeterminate={someSelected}
        isDisabled={cart.lines.length === 0 || readOnly}
        onChange={(value) => void setAllSelected(cart, value).catch(() => undefined)}
        shape="round"
        className="shrink-0"
      >
        {intl.formatMessage(m.selectAll)}
      </Checkbox>
      <div className="ms-auto flex min-w-0 flex-col items-end">
        <p className="m-0 flex flex-wrap items-baseline justify-end gap-x-1 text-sm">
          <FormattedMessage {...m.total} />
          <Price amount={totals.total} currency={cart.currency_code} size="lg" />
        </p>
        {totals.discount > 0 && (
          <p className="m-0 flex items-baseline gap-1 text-xs text-muted-foreground">
            <FormattedMessage {...m.saved} />
            <Price amount={totals.discount} currency={cart.currency_code} size="sm" tone="default" />
          </p>
        )}
      </div>
      <Button
        variant="primary"
        isDisabled={selected.length === 0 || blocked || readOnly}
        onPress={checkout}
        className="shrink-0 px-3 desktop:min-h-12 desktop:px-6 desktop:text-lg"
      >
        {intl.formatMessage(m.checkout, { count: totals.selected_quantity })}
      </Button>
    </div>
  );
}

/** "Add Rp X more to use <voucher>" for the selected lines: a member's nudge, nothing for a visitor. */
function ShortfallHint({ cart }: { cart: Cart }) {
  const selected = cart.lines
    .filter((line) => line.selected)
    .map((line) => ({ sku_id: line.sku_id, quantity: line.quantity }));
  const { data } = usePurchaseShortfall(selected);
  if (!data?.voucher || data.shortfall === null || selected.length === 0) return null;
  return (
    <p
      data-testid="cart-shortfall"
      role="status"
      className="m-0 flex items-center gap-2 bg-primary-soft px-3 py-2 text-sm desktop:rounded-lg desktop:px-4"
    >
      <TicketPercent aria-hidden="true" className="size-4 shrink-0 text-primary" />
      <span>
        <FormattedMessage
          {...m.shortfall}
          values={{
            amount: <Price amount={data.shortfall} currency={data.currency} size="sm" tone="default" />,
            voucher: data.voucher.title,
          }}
        />
      </span>
    </p>
  );
}

function CartSkeleton() {
  return (
    <ul aria-busy="true" className="m-0 flex list-none flex-col gap-px bg-surface p-0 desktop:rounded-lg">
      {Array.from({ length: 3 }, (_, index) => (
        <li key={index} className="flex gap-3 p-3">
          <Skeleton className="size-20" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton shape="text" />
            <Skeleton shape="text" className="w-1/2" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * /cart (SPEC.md §2): the lines with selection, price, quantity and delete; the unavailable ones
 * apart; totals and discount; checkout; an empty state with a way back to shopping. A member's
 * cart is the server's; a visitor's lives in the browser, priced by the server, and joins the
 * member's cart at login.
 */
export function CartPage() {
  const intl = useIntl();
  const { member, cart, readOnly, isLoading, error, retry } = useCart();
  const leftovers = useVisitorCartItems().length;

  // A merge that failed at login (offline) is tried again when the member opens the cart.
  useEffect(() => {
    if (member && leftovers > 0) void mergeVisitorCart();
  }, [member, leftovers]);

  const lineCount = cart ? cart.lines.length + cart.unavailable.length : 0;
  const title =
    lineCount > 0 ? intl.formatMessage(m.titleWithCount, { count: lineCount }) : intl.formatMessage(m.title);
  const empty = cart === null || (cart !== undefined && lineCount === 0);

  return (
    <main className="flex flex-col gap-3 pb-6">
      <PageHeader title={title} />
      {error && !cart ? (
        <ErrorState
          title={intl.formatMessage(m.loadFailed)}
          retryLabel={intl.formatMessage(m.tryAgain)}
          onRetry={retry}
          className="bg-surface desktop:rounded-lg"
        />
      ) : isLoading ? (
        <CartSkeleton />
      ) : empty || !cart ? (
        <>
          <EmptyState
            icon={<ShoppingCart />}
            title={intl.formatMessage(m.emptyTitle)}
            description={intl.formatMessage(m.emptyBody)}
            action={
              <Link variant="standalone" href="/" className="font-medium">
                <FormattedMessage {...m.goShopping} />
              </Link>
            }
            className="bg-surface desktop:rounded-lg"
          />
          <SimilarProducts />
        </>
      ) : (
        <>
          {readOnly && (
            <p
              data-testid="cart-as-last-shown"
              className="m-0 bg-surface px-3 py-2 text-sm desktop:rounded-lg desktop:px-4"
            >
              <FormattedMessage {...offlineMessages.cartAsLastShown} />
            </p>
          )}
          {cart.lines.length > 0 && (
            <section aria-labelledby="cart-lines" className="bg-surface desktop:rounded-lg">
              <h2 id="cart-lines" className="sr-only">
                {intl.formatMessage(m.linesHeading)}
              </h2>
              <ul className="m-0 list-none p-0">
                {cart.lines.map((line) => (
                  <CartLineRow key={line.cart_id} line={line} cart={cart} readOnly={readOnly} />
                ))}
              </ul>
            </section>
          )}
          {cart.unavailable.length > 0 && (
            <section aria-labelledby="cart-unavailable" className="bg-surface desktop:rounded-lg">
              <div className="flex items-center justify-between gap-2 border-b border-border px-3 py-2 desktop:px-4">
                <h2 id="cart-unavailable" className="m-0 text-base font-semibold">
                  {intl.formatMessage(m.unavailableHeading, { count: cart.unavailable.length })}
                </h2>
                {!readOnly && (
                  <DeleteLines
                    lines={cart.unavailable}
                    label={intl.formatMessage(m.clearUnavailable)}
                    title={intl.formatMessage(m.clearUnavailableTitle)}
                  >
                    <Button variant="link" size="sm">
                      {intl.formatMessage(m.clearUnavailable)}
                    </Button>
                  </DeleteLines>
                )}
              </div>
              <ul className="m-0 list-none p-0">
                {cart.unavailable.map((line) => (
                  <UnavailableLineRow key={line.cart_id} line={line} readOnly={readOnly} />
                ))}
              </ul>
            </section>
          )}
          {member && !readOnly && <ShortfallHint cart={cart} />}
          <SummaryBar cart={cart} member={member} readOnly={readOnly} />
        </>
      )}
    </main>
  );
}
