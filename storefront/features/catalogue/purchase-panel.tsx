import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { BellOff, BellRing, ShoppingCart } from 'lucide-react';
import { Badge, Button, cn, Link, QuantityStepper, Radio, RadioGroup, showToast } from '@pasar/ui';
import { ApiError } from '../../../contract/envelope';
import type { ProductDetail, Sku } from '../../../contract/catalogue';
import { LOW_STOCK_MAX } from '../../../contract/catalogue-constants';
import * as errorCodes from '../../../contract/error-codes';
import { setArrivalNotice } from '../../api/catalogue';
import { useShopperScope } from '../../api/shopper-scope';
import { useErrorText } from '../../i18n/use-error-text';
import { addToCart, useCartCount, type CheckoutState } from '../../api/cart';
import { track } from '../../analytics/track';
import { NeedsConnection } from '../../frame/needs-connection';
import { stickyBottomBar } from '../../frame/sticky-bars';
import { useOnline } from '../../platform/use-online';
import { useGoToLogin } from '../auth';
import { LocalCartError } from '../../session/visitor-cart';
import { catalogueMessages as m } from './messages';
import { isSkuSoldOut, maxQuantityOf } from './purchase-limits';

/**
 * The SKU options (SPEC.md §2 detail). Decision: a sold-out option stays selectable, marked
 * "Sold out", so its back-in-stock notice can be set; buying it is what is turned off.
 */
function SkuPicker({
  skus,
  value,
  onChange,
}: {
  skus: readonly Sku[];
  value: string;
  onChange: (id: string) => void;
}) {
  const intl = useIntl();
  if (skus.length < 2) return null;
  return (
    <RadioGroup
      label={intl.formatMessage(m.options)}
      orientation="horizontal"
      variant="card"
      value={value}
      onChange={onChange}
    >
      {skus.map((sku) => (
        <Radio key={sku.sku_id} value={sku.sku_id} className="py-2">
          <span className="flex flex-col">
            <span>{sku.sku_name}</span>
            {isSkuSoldOut(sku) ? (
              <span className="text-xs text-muted-foreground">{intl.formatMessage(m.soldOut)}</span>
            ) : sku.stock <= LOW_STOCK_MAX ? (
              <span className="text-xs text-warning">
                {intl.formatMessage(m.onlyLeft, { count: sku.stock })}
              </span>
            ) : null}
          </span>
        </Radio>
      ))}
    </RadioGroup>
  );
}

/** Subscribe to (or cancel) the back-in-stock notice of a sold-out SKU (SPEC.md §4); members only. */
function ArrivalNotice({ productNo, sku }: { productNo: string; sku: Sku }) {
  const intl = useIntl();
  const { token } = useShopperScope();
  const goToLogin = useGoToLogin();
  const [pending, setPending] = useState(false);
  const subscribed = sku.arrival_subscribed;
  const press = async () => {
    if (!token) return goToLogin('memberAction');
    setPending(true);
    try {
      const result = await setArrivalNotice({ product_no: productNo, sku_id: sku.sku_id }, !subscribed);
      showToast({
        title: intl.formatMessage(result.subscribed ? m.noticeOn : m.noticeOff),
        variant: 'success',
      });
    } catch {
      // request() showed why.
    } finally {
      setPending(false);
    }
  };
  return (
    // isDisabled rather than isPending: RAC's pending announcement outlives the button (it is
    // replaced by its opposite), leaving a live-region entry that points at nothing.
    <Button
      variant={subscribed ? 'outline' : 'secondary'}
      isDisabled={pending}
      onPress={press}
      className="flex-1"
    >
      {subscribed ? (
        <BellOff aria-hidden="true" className="size-4" />
      ) : (
        <BellRing aria-hidden="true" className="size-4" />
      )}
      {intl.formatMessage(subscribed ? m.noticeCancel : m.noticeSubscribe)}
    </Button>
  );
}

function CartLink() {
  const intl = useIntl();
  const count = useCartCount();
  return (
    <Link
      variant="plain"
      href="/cart"
      aria-label={intl.formatMessage(m.cartWithCount, { count })}
      className="flex size-11 shrink-0 items-center justify-center rounded text-foreground desktop:hidden"
    >
      <Badge count={count}>
        <ShoppingCart aria-hidden="true" className="size-6" />
      </Badge>
    </Link>
  );
}

export interface PurchasePanelProps {
  detail: ProductDetail;
  skuId: string;
  onSkuChange: (skuId: string) => void;
  /** After a refusal about stock: the page reads the SKUs again. */
  onStockChanged: () => void;
}

/**
 * Options, quantity and the buttons: add to cart and buy now, or, sold out, the back-in-stock
 * notice. On a phone the buttons sit in a bar fixed to the bottom of the screen.
 */
export function PurchasePanel({ detail, skuId, onSkuChange, onStockChanged }: PurchasePanelProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const goToLogin = useGoToLogin();
  const { token } = useShopperScope();
  const sku = detail.skus.find((item) => item.sku_id === skuId) ?? detail.skus[0];
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const online = useOnline();
  if (!sku) return null;
  const soldOut = isSkuSoldOut(sku);
  const max = maxQuantityOf(sku, detail);
  const amount = Math.min(quantity, max);

  const add = async () => {
    setAdding(true);
    try {
      await addToCart(sku.sku_id, amount, {
        product_no: detail.product_no,
        stock: sku.stock,
        max_quantity: detail.max_quantity,
      });
      showToast({ title: intl.formatMessage(m.addedToCart), variant: 'success' });
      track('add_to_cart', { detail, sku, quantity: amount });
    } catch (error) {
      // A member's refusal was already shown by request(); a visitor's was decided here.
      if (error instanceof LocalCartError) showToast({ title: errorText(error), variant: 'error' });
      if (
        error instanceof ApiError &&
        (error.code === errorCodes.productSoldOut || error.code === errorCodes.insufficientStock)
      )
        onStockChanged();
    } finally {
      setAdding(false);
    }
  };

  const buyNow = () => {
    // Decision: checkout needs a member, so a visitor logs in first and comes back here.
    if (!token) return goToLogin('memberAction');
    const state: CheckoutState = { source: 'buyNow', items: [{ sku_id: sku.sku_id, quantity: amount }] };
    void navigate('/orderConfirm', { state });
  };

  const limits: string[] = [];
  if (detail.max_quantity !== null)
    limits.push(intl.formatMessage(m.maxPerOrder, { count: detail.max_quantity }));
  if (detail.limit_per_member !== null)
    limits.push(intl.formatMessage(m.limitPerMember, { count: detail.limit_per_member }));

  return (
    <div className="flex flex-col gap-4">
      <SkuPicker
        skus={detail.skus}
        value={sku.sku_id}
        onChange={(id) => {
          onSkuChange(id);
          setQuantity(1);
        }}
      />
      {!soldOut && (
        <div className="flex flex-wrap items-end gap-x-4 gap-y-1">
          <QuantityStepper
            label={intl.formatMessage(m.quantity)}
            value={amount}
            maxValue={max}
            onChange={(value) => setQuantity(Number.isFinite(value) ? value : 1)}
          />
          <p className="m-0 pb-2 text-sm text-muted-foreground">
            {[intl.formatMessage(m.inStock, { count: sku.stock }), ...limits].join(' · ')}
          </p>
        </div>
      )}
      <div
        ref={stickyBottomBar}
        className={cn(
          'fixed inset-x-0 bottom-0 z-30 flex flex-wrap items-center gap-2 border-t border-border bg-surface px-3 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] short:static',
          'desktop:static desktop:z-auto desktop:border-0 desktop:bg-transparent desktop:p-0',
        )}
      >
        {/* Offline (ADR 042): the buttons stay in place, disabled, and say why. */}
        {!soldOut && <NeedsConnection className="basis-full" />}
        <CartLink />
        {soldOut ? (
          <>
            <Button isDisabled variant="outline" className="flex-1">
              <FormattedMessage {...m.soldOut} />
            </Button>
            <ArrivalNotice productNo={detail.product_no} sku={sku} />
          </>
        ) : (
          <>
            <Button
              variant="secondary"
              size="lg"
              isPending={adding}
              isDisabled={!online}
              onPress={add}
              className="flex-1 px-2 text-base desktop:max-w-60 desktop:text-lg"
            >
              <ShoppingCart aria-hidden="true" className="hidden size-5 desktop:block" />
              <FormattedMessage {...m.addToCart} />
            </Button>
            <Button
              variant="primary"
              size="lg"
              isDisabled={!online}
              onPress={buyNow}
              className="flex-1 px-2 text-base desktop:max-w-60 desktop:text-lg"
            >
              <FormattedMessage {...m.buyNow} />
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
