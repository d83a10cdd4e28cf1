import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Trash2 } from 'lucide-react';
import {
  AlertDialog,
  Checkbox,
  cn,
  DialogTrigger,
  IconButton,
  Link,
  Price,
  QuantityStepper,
  showToast,
} from '@pasar/ui';
import type { Cart, CartLine } from '../../../contract/cart';
import { CART_MAX_QUANTITY } from '../../../contract/cart-constants';
import { ApiError } from '../../../contract/envelope';
import { focusAfterChange, pageHeading } from '../../frame/focus-after-change';
import { useErrorText } from '../../i18n/use-error-text';
import { productDetailHref } from '../catalogue';
import { removeLines, setLineQuantity, setLinesSelected } from '../../api/cart-lines';
import { cartMessages as m } from './messages';
import { LocalCartError } from '../../session/visitor-cart';

function LineImage({ line, muted }: { line: CartLine; muted?: boolean }) {
  return (
    // The name beside it is the line's link; the picture repeats it for the pointer only, so it
    // is hidden from assistive technology and the Tab order (RAC passes neither attribute, hence
    // the render function around its <a>).
    <Link
      variant="plain"
      href={productDetailHref(line.product_no)}
      render={(props) =>
        'href' in props ? (
          <a {...props} aria-hidden="true" tabIndex={-1}>
            {props.children}
          </a>
        ) : (
          <span {...props} />
        )
      }
      className="block size-20 shrink-0 overflow-hidden rounded bg-muted desktop:size-24"
    >
      <img
        src={line.thumb_image_url}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        className={cn('block size-full object-cover', muted && 'opacity-60 grayscale')}
      />
    </Link>
  );
}

/**
 * Delete with a confirmation (SPEC.md §2 cart: delete). The deleted line takes its button away:
 * focus goes to the cart's heading, whose count says what is left.
 */
export function DeleteLines({
  lines,
  label,
  title,
  children,
}: {
  lines: CartLine[];
  label: string;
  title: string;
  children?: React.ReactNode;
}) {
  const intl = useIntl();
  return (
    <DialogTrigger>
      {children ?? (
        <IconButton aria-label={label} variant="muted" size="sm">
          <Trash2 aria-hidden="true" />
        </IconButton>
      )}
      <AlertDialog
        title={title}
        confirmLabel={intl.formatMessage(m.deleteConfirm)}
        cancelLabel={intl.formatMessage(m.cancel)}
        variant="destructive"
        // Closes at once and deletes behind it (a refusal shows as a toast): a pending Confirm
        // would leave RAC's announcement pointing at a button that is gone with the dialog.
        onConfirm={() => {
          focusAfterChange(pageHeading);
          void removeLines(lines).catch(() => undefined);
        }}
      />
    </DialogTrigger>
  );
}

/**
 * A cart line: selection, picture, name, option, price, quantity and delete. A quantity the
 * server (or, for a visitor, the same rules here) refuses leaves the line as it was and says why
 * under the stepper, as well as in a toast. `readOnly` (offline, ADR 042): shown, not changed.
 */
export function CartLineRow({
  line,
  cart,
  readOnly = false,
}: {
  line: CartLine;
  cart: Cart;
  readOnly?: boolean;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [pending, setPending] = useState<number | null>(null);
  // What was accepted, shown until the cart itself says so (a visitor's preview takes a moment).
  const [accepted, setAccepted] = useState<{ value: number; from: number } | null>(null);
  const shownAccepted = accepted && accepted.from === line.quantity ? accepted.value : null;
  const [refusal, setRefusal] = useState<string | null>(null);
  // Remounts the stepper after a refusal, so it shows the line's quantity again, not what was typed.
  const [revision, setRevision] = useState(0);
  const nameId = `cart-line-${line.cart_id}`;

  // Changes go one after another (quick presses on +), each against the answer of the one before.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const changeQuantity = (value: number) => {
    queue.current = queue.current.then(() => applyQuantity(value));
  };
  const applyQuantity = async (value: number) => {
    if (!Number.isFinite(value) || value === line.quantity) return;
    setPending(value);
    try {
      await setLineQuantity(line, value, cart);
      setAccepted({ value, from: line.quantity });
      setRefusal(null);
    } catch (error) {
      if (error instanceof LocalCartError) showToast({ title: errorText(error), variant: 'error' });
      setRefusal(error instanceof ApiError ? errorText(error) : null);
      setRevision((n) => n + 1);
    } finally {
      setPending(null);
    }
  };

  const hint =
    refusal ?? (line.exceeds_limit ? intl.formatMessage(m.exceedsLimit, { count: line.stock }) : null);

  return (
    <li className="flex gap-3 border-b border-border p-3 last:border-b-0 desktop:px-4">
      <Checkbox
        aria-labelledby={nameId}
        isSelected={line.selected}
        isDisabled={readOnly}
        onChange={(selected) => void setLinesSelected([line], selected).catch(() => undefined)}
        shape="round"
        className="self-center"
      />
      <LineImage line={line} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          variant="plain"
          id={nameId}
          href={productDetailHref(line.product_no)}
          className="line-clamp-2 text-sm text-foreground hover:underline"
        >
          {line.product_name}
        </Link>
        {line.sku_name && (
          <p className="m-0 w-fit rounded-sm bg-muted px-1.5 text-xs text-muted-foreground">
            {line.sku_name}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2">
          <Price
            amount={line.price}
            originalAmount={line.scribing_price}
            currency={cart.currency_code}
            size="sm"
          />
          <div className="flex items-center gap-1">
            <QuantityStepper
              key={revision}
              aria-label={intl.formatMessage(m.quantityOf, { name: line.product_name })}
              size="sm"
              value={pending ?? shownAccepted ?? line.quantity}
              maxValue={CART_MAX_QUANTITY}
              // Not disabled while a change is on its way: disabling a focused NumberField makes it
              // commit its text again, which put the old quantity back.
              isInvalid={hint !== null}
              isDisabled={readOnly}
              onChange={changeQuantity}
            />
            {!readOnly && (
              <DeleteLines
                lines={[line]}
                label={intl.formatMessage(m.deleteLine, { name: line.product_name })}
                title={intl.formatMessage(m.deleteTitle)}
              />
            )}
          </div>
        </div>
        {hint && (
          <p className="m-0 text-right text-xs font-medium text-error" data-testid="cart-line-error">
            {hint}
          </p>
        )}
      </div>
    </li>
  );
}

const reasonMessages = {
  removed: m.reasonRemoved,
  sold_out: m.reasonSoldOut,
  sku_missing: m.reasonMissing,
} as const;

/** A line that cannot be bought (removed, sold out, option gone): never selectable, only deletable. */
export function UnavailableLineRow({ line, readOnly = false }: { line: CartLine; readOnly?: boolean }) {
  const intl = useIntl();
  const reason = reasonMessages[line.unavailable_reason ?? 'sku_missing'];
  return (
    <li className="flex gap-3 border-b border-border p-3 last:border-b-0 desktop:px-4">
      <span className="w-5 shrink-0" aria-hidden="true" />
      <LineImage line={line} muted />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          variant="plain"
          href={productDetailHref(line.product_no)}
          className="line-clamp-2 text-sm text-muted-foreground hover:underline"
        >
          {line.product_name}
        </Link>
        {line.sku_name && <p className="m-0 text-xs text-muted-foreground">{line.sku_name}</p>}
        <div className="mt-auto flex items-center justify-between gap-2">
          <span className="rounded-sm bg-surface-inverse px-1.5 py-0.5 text-xs font-semibold text-foreground-inverse">
            {intl.formatMessage(reason)}
          </span>
          {!readOnly && (
            <DeleteLines
              lines={[line]}
              label={intl.formatMessage(m.deleteLine, { name: line.product_name })}
              title={intl.formatMessage(m.deleteTitle)}
            />
          )}
        </div>
      </div>
    </li>
  );
}
