import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { PackageOpen } from 'lucide-react';
import { Button, EmptyState, ErrorState, Link, Skeleton, TextField } from '@pasar/ui';
import type { AddressRequest } from '../../../contract/addresses';
import { ApiError } from '../../../contract/envelope';
import type { OrderPreview, OrderPreviewRequest, PreviewLine } from '../../../contract/order';
import { ORDER_MESSAGE_MAX } from '../../../contract/order-constants';
import { ORDER_PAY_MINUTES } from '../../../contract/payment-methods';
import { addAddress } from '../../api/addresses';
import type { CheckoutState } from '../../api/cart';
import { useOrderPreview } from '../../api/orders';
import { PageHeader } from '../../frame/page-header';
import { stickyBottomBar } from '../../frame/sticky-bars';
import { useTrackOnce } from '../../analytics/track';
import { useErrorText } from '../../i18n/use-error-text';
import { session, useSession } from '../../session/session-store';
import { AddressChoiceDialog, AddressForm, SavedAddressCard } from '../addresses';
import { confirmMessages as m } from './messages';
import { OrderAmounts, OrderLineRow } from './order-parts';
import { useSubmitOrder } from './use-submit-order';
import { VouchersAndCoins } from './voucher-choice';
import { NeedsConnection } from '../../frame/needs-connection';
import { useOnline } from '../../platform/use-online';

/**
 * What /orderConfirm keeps in the router's location state. Decision: location state (the cart's
 * and Buy now's CheckoutState, plus the chosen address) rather than search params: it lives in
 * history.state, so a reload or Back keeps it, and a shared link does not carry someone's cart.
 * A way out of a line problem (remove, lower the quantity) replaces the state, so a reload shows
 * the order as fixed.
 */
interface ConfirmState extends CheckoutState {
  address_id?: string;
  /** The shopper's voucher choice; absent: the server's best combination. */
  coupon_ids?: string[];
}

function isConfirmState(state: unknown): state is ConfirmState {
  return (
    typeof state === 'object' &&
    state !== null &&
    'items' in state &&
    Array.isArray((state as ConfirmState).items) &&
    (state as ConfirmState).items.length > 0
  );
}

function previewRequest(state: ConfirmState, useCoins: boolean): OrderPreviewRequest {
  return {
    buy_type: state.source === 'buyNow' ? 'now' : 'cart',
    sku_list: state.items.map(({ sku_id, quantity }) => ({ sku_id, quantity })),
    ...(state.address_id ? { address_id: state.address_id } : {}),
    ...(state.coupon_ids ? { coupon_ids: state.coupon_ids } : {}),
    points_deduction_switch: useCoins,
  };
}

/** SPEC.md §3 pointsDeductionSwitch: the coins switch, kept in the persisted session. */
function setCoinsSwitch(on: boolean) {
  session.update((s) => ({ ...s, userInfo: { ...s.userInfo, pointsDeductionSwitch: on } }));
}

/** The way out of a line's problem: remove it, buy what can be bought, or go back to the cart. */
export function LineProblem({
  line,
  onRemove,
  onQuantity,
}: {
  line: PreviewLine;
  onRemove: () => void;
  onQuantity: (quantity: number) => void;
}) {
  const intl = useIntl();
  if (!line.problem) return null;
  const most = line.problem === 'limit_exceeded' ? (line.max_quantity ?? 0) : line.stock;
  const text = {
    sold_out: intl.formatMessage(m.problemSoldOut),
    not_enough_stock: intl.formatMessage(m.problemNotEnough, { count: line.stock }),
    price_changed: intl.formatMessage(m.problemPriceChanged),
    limit_exceeded: intl.formatMessage(m.problemLimit, { count: line.max_quantity ?? 0 }),
    unavailable: intl.formatMessage(m.problemUnavailable),
  }[line.problem];
  const canLower = (line.problem === 'not_enough_stock' || line.problem === 'limit_exceeded') && most > 0;
  return (
    <div data-testid="line-problem" className="flex flex-wrap items-center gap-2">
      <p className="m-0 text-sm font-medium text-error">{text}</p>
      {canLower && (
        <Button size="sm" variant="secondary" onPress={() => onQuantity(most)}>
          {intl.formatMessage(m.lowerQuantity, { count: most })}
        </Button>
      )}
      {line.problem !== 'price_changed' && (
        <Button
          size="sm"
          variant="ghost"
          aria-label={intl.formatMessage(m.removeLineOf, { name: line.title })}
          onPress={onRemove}
        >
          {intl.formatMessage(m.removeLine)}
        </Button>
      )}
    </div>
  );
}

/** The delivery address: the chosen (default first) with Change, or the form when there is none. */
function AddressSection({
  preview,
  onChoose,
}: {
  preview: OrderPreview;
  onChoose: (addressId: string) => void;
}) {
  const intl = useIntl();
  const country = useSession((s) => s.localeInfo.xlocale);
  const [choosing, setChoosing] = useState(false);

  async function addFirst(request: AddressRequest) {
    const saved = await addAddress(request);
    onChoose(saved.address_id);
  }

  return (
    <section aria-labelledby="confirm-address" className="bg-surface p-4 desktop:rounded-lg">
      <h2 id="confirm-address" className="m-0 mb-3 text-base font-semibold">
        <FormattedMessage {...m.addressHeading} />
      </h2>
      {preview.address ? (
        <div className="flex flex-col gap-2">
          <SavedAddressCard address={preview.address} />
          <div className="flex justify-end">
            <Button variant="secondary" size="sm" onPress={() => setChoosing(true)}>
              {intl.formatMessage(m.changeAddress)}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="m-0 text-sm text-muted-foreground">
            <FormattedMessage {...m.noAddress} />
          </p>
          <AddressForm country={country} onSubmit={addFirst} />
        </div>
      )}
      <AddressChoiceDialog
        isOpen={choosing}
        onOpenChange={setChoosing}
        current={preview.address?.address_id ?? null}
        texts={{
          title: intl.formatMessage(m.chooseAddress),
          use: intl.formatMessage(m.useAddress),
          cancel: intl.formatMessage(m.cancel),
          manage: intl.formatMessage(m.manageAddresses),
        }}
        onChoose={onChoose}
      />
    </section>
  );
}

function ConfirmSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex flex-col gap-2 bg-surface p-4 desktop:rounded-lg">
          <Skeleton shape="text" className="w-1/3" />
          <Skeleton shape="text" />
          <Skeleton shape="text" className="w-2/3" />
        </div>
      ))}
    </div>
  );
}

/**
 * /orderConfirm (SPEC.md §2 order confirm): the address, the lines with their problems
 * and ways out, the message, the shipping fee and delivery estimate, first-order free shipping,
 * the totals, and "Submit order" that places exactly one order.
 */
export function OrderConfirmPage() {
  const intl = useIntl();
  const online = useOnline();
  const errorText = useErrorText();
  const location = useLocation();
  const navigate = useNavigate();
  const state = isConfirmState(location.state) ? location.state : null;
  const useCoins = useSession((s) => s.userInfo.pointsDeductionSwitch);
  const {
    data: preview,
    error,
    mutate,
    isValidating,
  } = useOrderPreview(state ? previewRequest(state, useCoins) : null);
  const [message, setMessage] = useState('');
  const { submit, pending, refreshed } = useSubmitOrder((placed) => {
    void navigate(`/checkout?order_no=${encodeURIComponent(placed.order_no)}`, { replace: true });
  });

  // GA4 begin_checkout, once per visit of the page, when the first preview has arrived.
  useTrackOnce('begin_checkout', 'confirm', preview && { order: preview });

  const replaceState = (next: ConfirmState) => void navigate(location, { replace: true, state: next });

  if (!state)
    return (
      <main className="flex flex-col gap-3 pb-6">
        <PageHeader title={intl.formatMessage(m.title)} />
        <EmptyState
          icon={<PackageOpen />}
          title={intl.formatMessage(m.nothingTitle)}
          description={intl.formatMessage(m.nothingBody)}
          action={
            <Link variant="standalone" href="/cart">
              {intl.formatMessage(m.backToCart)}
            </Link>
          }
          className="bg-surface desktop:rounded-lg"
        />
      </main>
    );

  const removeLine = (skuId: string) => {
    const items = state.items.filter((item) => item.sku_id !== skuId);
    if (items.length === 0) return void navigate('/cart', { replace: true });
    replaceState({ ...state, items });
  };
  const setQuantity = (skuId: string, quantity: number) =>
    replaceState({
      ...state,
      items: state.items.map((item) => (item.sku_id === skuId ? { ...item, quantity } : item)),
    });

  const onSubmit = () => {
    if (!preview?.address || !preview.can_submit) return;
    const trimmed = message.trim();
    void submit({
      ...previewRequest(state, useCoins),
      // What the preview applied, exactly: a voucher used meanwhile answers its code, not a new pick.
      coupon_ids: preview.vouchers.applied.map((voucher) => voucher.id),
      address_id: preview.address.address_id,
      price_token: preview.price_token,
      ...(trimmed ? { customer_message: trimmed } : {}),
    });
  };

  return (
    <main className="flex flex-col gap-3 pb-28 desktop:pb-6">
      <PageHeader title={intl.formatMessage(m.title)} />
      {error && !preview ? (
        <ErrorState
          title={intl.formatMessage(m.loadFailed)}
          // Why, in the shopper's words: a refusal a retry cannot fix (the order value limit,
          // 1103057) says what to change, not only that pricing failed.
          description={error instanceof ApiError ? errorText(error) : undefined}
          retryLabel={intl.formatMessage(m.tryAgain)}
          onRetry={() => void mutate()}
          className="bg-surface desktop:rounded-lg"
        />
      ) : !preview ? (
        <ConfirmSkeleton />
      ) : (
        <div className="flex flex-col gap-3 desktop:grid desktop:grid-cols-[1fr_22rem] desktop:items-start desktop:gap-4">
          <div className="flex min-w-0 flex-col gap-3">
            {refreshed && (
              <p
                role="alert"
                data-testid="confirm-refreshed"
                className="m-0 rounded-lg bg-warning-muted p-3 text-sm"
              >
                <FormattedMessage {...(refreshed === 'stock' ? m.refreshedStock : m.refreshedPrice)} />
              </p>
            )}
            <AddressSection
              preview={preview}
              onChoose={(addressId) => replaceState({ ...state, address_id: addressId })}
            />
            <section aria-labelledby="confirm-lines" className="bg-surface px-4 pt-4 desktop:rounded-lg">
              <h2 id="confirm-lines" className="m-0 text-base font-semibold">
                {intl.formatMessage(m.linesHeading, { count: preview.lines.length })}
              </h2>
              <ul className="m-0 list-none p-0" aria-busy={isValidating || undefined}>
                {preview.lines.map((line) => (
                  <OrderLineRow key={line.sku_id} line={line} currency={preview.currency}>
                    <LineProblem
                      line={line}
                      onRemove={() => removeLine(line.sku_id)}
                      onQuantity={(quantity) => setQuantity(line.sku_id, quantity)}
                    />
                  </OrderLineRow>
                ))}
              </ul>
              {preview.delivery_estimate && (
                <p
                  data-testid="delivery-estimate"
                  className="m-0 border-t border-border py-3 text-sm text-muted-foreground"
                >
                  {intl.formatMessage(m.delivery, {
                    hours: preview.delivery_estimate.ship_within_hours,
                    min: preview.delivery_estimate.min_days,
                    max: preview.delivery_estimate.max_days,
                  })}
                </p>
              )}
            </section>
            <VouchersAndCoins
              preview={preview}
              onVouchers={(ids) => replaceState({ ...state, coupon_ids: ids })}
              onCoins={setCoinsSwitch}
            />
            <section className="bg-surface p-4 desktop:rounded-lg">
              <TextField
                label={intl.formatMessage(m.messageLabel)}
                placeholder={intl.formatMessage(m.messagePlaceholder)}
                description={intl.formatMessage(m.messageCount, {
                  count: message.length,
                  max: ORDER_MESSAGE_MAX,
                })}
                multiline
                rows={2}
                maxLength={ORDER_MESSAGE_MAX}
                value={message}
                onChange={setMessage}
              />
            </section>
          </div>
          <section
            aria-labelledby="confirm-summary"
            className="flex flex-col gap-3 bg-surface p-4 desktop:sticky desktop:top-4 desktop:rounded-lg"
          >
            <h2 id="confirm-summary" className="m-0 text-base font-semibold">
              <FormattedMessage {...m.summaryHeading} />
            </h2>
            <OrderAmounts amounts={preview} />
            {!preview.can_submit && preview.address && (
              <p className="m-0 flex flex-wrap items-baseline gap-x-2 text-sm text-error">
                <FormattedMessage {...m.fixLines} />
                {state.source === 'cart' && (
                  <Link variant="standalone" href="/cart">
                    {intl.formatMessage(m.backToCart)}
                  </Link>
                )}
              </p>
            )}
            {/* The payment window, told before the order is placed (WCAG 2.2.1, ADR 034); Submit names it too. */}
            <p id="confirm-pay-window" data-testid="pay-window" className="m-0 text-sm text-muted-foreground">
              {intl.formatMessage(m.payWindow, { minutes: ORDER_PAY_MINUTES })}
            </p>
            <div
              ref={stickyBottomBar}
              className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface px-3 py-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] short:static desktop:static desktop:border-0 desktop:p-0"
            >
              <NeedsConnection className="pb-2" />
              <Button
                variant="primary"
                aria-describedby="confirm-pay-window"
                data-testid="submit-order"
                className="w-full desktop:min-h-12 desktop:text-lg"
                isDisabled={!preview.can_submit || !preview.address || !online}
                isPending={pending}
                onPress={onSubmit}
              >
                {intl.formatMessage(m.submit)}
              </Button>
            </div>
          </section>
        </div>
      )}
    </main>
  );
}
