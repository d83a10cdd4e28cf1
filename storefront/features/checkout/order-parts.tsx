import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Price } from '@pasar/ui';
import type { OrderLine, OrderPreview } from '../../../contract/order';
import type { CurrencyCode } from '../../../contract/countries';
import { confirmMessages as m } from './messages';
import { voucherMessages as vm } from './voucher-messages';

/** One bought line: picture, title, option, unit price and quantity; `children` for its problem. */
export function OrderLineRow({
  line,
  currency,
  children,
}: {
  /** What the row shows of a line (an after-sales request's lines have the same fields). */
  line: Pick<OrderLine, 'image_url' | 'title' | 'sku_spec' | 'unit_price' | 'quantity'>;
  currency: CurrencyCode;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <li data-testid="bought-line" className="flex gap-3 border-b border-border py-3 last:border-b-0">
      <img
        src={line.image_url}
        alt=""
        width={72}
        height={72}
        loading="lazy"
        className="size-18 shrink-0 rounded-md bg-muted object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="m-0 line-clamp-2 text-sm font-medium">{line.title}</p>
        {line.sku_spec && <p className="m-0 text-xs text-muted-foreground">{line.sku_spec}</p>}
        <div className="flex items-baseline justify-between gap-2">
          <Price amount={line.unit_price} currency={currency} size="sm" />
          <span className="text-sm text-muted-foreground tabular-nums">
            {intl.formatMessage(m.quantity, { count: line.quantity })}
          </span>
        </div>
        {children}
      </div>
    </li>
  );
}

type Amounts = Pick<
  OrderPreview,
  | 'product_amount'
  | 'discount_amount'
  | 'subtotal'
  | 'shipping_fee'
  | 'voucher_discount'
  | 'shipping_discount'
  | 'coins_used'
  | 'coins_value'
  | 'total'
  | 'currency'
  | 'shipping_fee_waived_reason'
>;

function Row({ label, children, strong }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-3 ${strong ? 'text-base font-semibold' : 'text-sm'}`}
    >
      <dt>{label}</dt>
      <dd className="m-0 text-end">{children}</dd>
    </div>
  );
}

/** An amount taken off (vouchers, coins): "−Rp 5.000" in the primary colour. */
function Minus({
  label,
  amount,
  currency,
  testId,
}: {
  label: ReactNode;
  amount: number;
  currency: CurrencyCode;
  testId: string;
}) {
  return (
    <Row label={label}>
      <span className="text-primary" data-testid={testId}>
        <FormattedMessage
          {...vm.minus}
          values={{ amount: <Price amount={amount} currency={currency} size="sm" tone="default" /> }}
        />
      </span>
    </Row>
  );
}

/** SPEC.md §3 Order amounts: products, discount, subtotal, shipping fee (free shown), total. */
export function OrderAmounts({ amounts }: { amounts: Amounts }) {
  const { currency } = amounts;
  const waived = amounts.shipping_fee_waived_reason;
  return (
    <dl data-testid="amounts-table" className="m-0 flex flex-col gap-2">
      <Row label={<FormattedMessage {...m.productAmount} />}>
        <Price amount={amounts.product_amount} currency={currency} size="sm" tone="default" />
      </Row>
      {amounts.discount_amount > 0 && (
        <Row label={<FormattedMessage {...m.discount} />}>
          <span className="text-primary">
            <FormattedMessage
              {...m.discountValue}
              values={{
                amount: (
                  <Price amount={amounts.discount_amount} currency={currency} size="sm" tone="default" />
                ),
              }}
            />
          </span>
        </Row>
      )}
      <Row label={<FormattedMessage {...m.subtotal} />}>
        <Price amount={amounts.subtotal} currency={currency} size="sm" tone="default" />
      </Row>
      <Row label={<FormattedMessage {...m.shippingFee} />}>
        <Price amount={amounts.shipping_fee} currency={currency} size="sm" tone="default" />
        {waived && (
          <span data-testid="free-shipping" className="block text-xs text-success">
            <FormattedMessage {...(waived === 'first_order' ? m.freeFirstOrder : m.freeThreshold)} />
          </span>
        )}
      </Row>
      {amounts.voucher_discount > 0 && (
        <Minus
          testId="voucher-discount"
          label={<FormattedMessage {...vm.voucherDiscount} />}
          amount={amounts.voucher_discount}
          currency={currency}
        />
      )}
      {amounts.shipping_discount > 0 && (
        <Minus
          testId="shipping-discount"
          label={<FormattedMessage {...vm.shippingDiscount} />}
          amount={amounts.shipping_discount}
          currency={currency}
        />
      )}
      {amounts.coins_value > 0 && (
        <Minus
          testId="coins-value"
          label={<FormattedMessage {...vm.coinsLine} values={{ coins: amounts.coins_used }} />}
          amount={amounts.coins_value}
          currency={currency}
        />
      )}
      <Row strong label={<FormattedMessage {...m.total} />}>
        <Price amount={amounts.total} currency={currency} size="md" />
      </Row>
    </dl>
  );
}
