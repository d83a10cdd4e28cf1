import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { AlertDialog, Button, Radio, RadioGroup, showToast } from '@pasar/ui';
import type { OrderAgainResult, OrderSummary } from '../../../contract/order';
import {
  CANCEL_REASONS,
  type CancelReason,
  type OrderAgainSkipReason,
} from '../../../contract/order-constants';
import { track } from '../../analytics/track';
import { cancelOrder, confirmOrderReceipt, modifyOrderAddress, orderAgain } from '../../api/orders';
import { newIdempotencyKey } from '../../api/request';
import { focusAfterChange } from '../../frame/focus-after-change';
import { AddressChoiceDialog } from '../addresses';
import { orderDetailMessages as dm, ordersMessages as m } from './messages';

const reasonNames: Record<CancelReason, MessageDescriptor> = {
  changed_mind: dm.reasonChangedMind,
  change_address: dm.reasonChangeAddress,
  change_items: dm.reasonChangeItems,
  found_cheaper: dm.reasonFoundCheaper,
  payment_trouble: dm.reasonPaymentTrouble,
  other: dm.reasonOther,
};
const skipNames: Record<OrderAgainSkipReason, MessageDescriptor> = {
  unavailable: m.skipUnavailable,
  sold_out: m.skipSoldOut,
  not_enough_stock: m.skipNotEnough,
  limit_exceeded: m.skipLimit,
  cart_full: m.skipCartFull,
};

// Each dialog takes one Idempotency-Key when it opens: pressing its confirm again after a lost
// answer acts once.

/** Cancel asks why (SPEC.md §2 "cancel asks for a reason"); a paid order's refund starts on the server. */
function CancelAction({ orderNo, onDone }: { orderNo: string; onDone: () => void }) {
  const intl = useIntl();
  const [key, setKey] = useState<string | null>(null);
  const [reason, setReason] = useState<CancelReason>(CANCEL_REASONS[0]);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        data-testid="cancel-order"
        onPress={() => setKey(newIdempotencyKey())}
      >
        {intl.formatMessage(dm.cancel)}
      </Button>
      <AlertDialog
        isOpen={key !== null}
        onOpenChange={(open) => !open && setKey(null)}
        variant="destructive"
        title={intl.formatMessage(dm.cancelTitle)}
        confirmLabel={intl.formatMessage(dm.cancelConfirm)}
        cancelLabel={intl.formatMessage(dm.cancelKeep)}
        onConfirm={async () => {
          const closed = await cancelOrder({ order_no: orderNo, reason }, key ?? undefined);
          // A paid order's cancel refunds it (ADR 022): GA4's refund, for the whole order (ADR 027).
          if (closed.refund_started) track('refund', { orderNo, order: closed });
          showToast({ title: intl.formatMessage(dm.cancelled), variant: 'success' });
          onDone();
        }}
      >
        <RadioGroup
          label={intl.formatMessage(dm.cancelReason)}
          value={reason}
          onChange={(value) => setReason(value as CancelReason)}
        >
          {CANCEL_REASONS.map((id) => (
            <Radio key={id} value={id}>
              {intl.formatMessage(reasonNames[id])}
            </Radio>
          ))}
        </RadioGroup>
      </AlertDialog>
    </>
  );
}

/** Confirm receipt (to_receive → transaction_complete), asked once more: it cannot be undone. */
function ReceiptAction({ orderNo, onDone }: { orderNo: string; onDone: () => void }) {
  const intl = useIntl();
  const [key, setKey] = useState<string | null>(null);
  return (
    <>
      <Button
        variant="primary"
        size="sm"
        data-testid="confirm-receipt"
        onPress={() => setKey(newIdempotencyKey())}
      >
        {intl.formatMessage(m.confirmReceipt)}
      </Button>
      <AlertDialog
        isOpen={key !== null}
        onOpenChange={(open) => !open && setKey(null)}
        title={intl.formatMessage(m.confirmReceiptTitle)}
        confirmLabel={intl.formatMessage(m.confirmReceiptYes)}
        cancelLabel={intl.formatMessage(m.confirmReceiptNo)}
        onConfirm={async () => {
          await confirmOrderReceipt(orderNo, key ?? undefined);
          showToast({ title: intl.formatMessage(m.received), variant: 'success' });
          onDone();
        }}
      >
        {intl.formatMessage(m.confirmReceiptBody)}
      </AlertDialog>
    </>
  );
}

/**
 * A new address before shipping, picked from the address book. The server refuses one with
 * another fee (1103047: its toast says so) and the dialog stays open for another choice.
 */
function AddressAction({
  order,
  onDone,
}: {
  order: { order_no: string; address_id?: string };
  onDone: () => void;
}) {
  const intl = useIntl();
  const [key, setKey] = useState<string | null>(null);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        data-testid="modify-address"
        onPress={() => setKey(newIdempotencyKey())}
      >
        {intl.formatMessage(m.modifyAddress)}
      </Button>
      <AddressChoiceDialog
        isOpen={key !== null}
        onOpenChange={(open) => !open && setKey(null)}
        current={order.address_id ?? null}
        texts={{
          title: intl.formatMessage(m.modifyAddressTitle),
          use: intl.formatMessage(m.modifyAddressUse),
          cancel: intl.formatMessage(m.modifyAddressCancel),
          manage: intl.formatMessage(m.manageAddresses),
        }}
        note={
          <p className="m-0 mb-3 text-sm text-muted-foreground">{intl.formatMessage(m.modifyAddressNote)}</p>
        }
        onChoose={async (addressId) => {
          try {
            await modifyOrderAddress({ order_no: order.order_no, address_id: addressId }, key ?? undefined);
          } catch (error) {
            setKey(newIdempotencyKey()); // a refusal is stored under its key: the next choice takes a new one
            throw error;
          }
          showToast({ title: intl.formatMessage(m.addressChanged), variant: 'success' });
          onDone();
        }}
      />
    </>
  );
}

/** What order_again could not add, as one toast: "2 items could not be added" and why, each. */
function reportOrderAgain(intl: ReturnType<typeof useIntl>, result: OrderAgainResult) {
  const why = result.skipped
    .map((line) =>
      intl.formatMessage(m.skipped, { name: line.title, reason: intl.formatMessage(skipNames[line.reason]) }),
    )
    .join('; ');
  if (result.added.length === 0) {
    showToast({ title: intl.formatMessage(m.orderAgainNone), description: why, variant: 'error' });
    return;
  }
  showToast({
    title: intl.formatMessage(m.orderAgainAdded),
    ...(result.skipped.length > 0
      ? { description: `${intl.formatMessage(m.orderAgainSome, { count: result.skipped.length })}: ${why}` }
      : {}),
    variant: result.skipped.length > 0 ? 'info' : 'success',
  });
}

function OrderAgainAction({ orderNo }: { orderNo: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  async function run() {
    setPending(true);
    try {
      const result = await orderAgain(orderNo, newIdempotencyKey());
      reportOrderAgain(intl, result);
      if (result.added.length > 0) void navigate('/cart');
    } catch {
      // request() has shown the toast.
    } finally {
      setPending(false);
    }
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      data-testid="orders-again"
      isPending={pending}
      onPress={() => void run()}
    >
      {intl.formatMessage(m.orderAgain)}
    </Button>
  );
}

/**
 * The buttons for what the order chart allows now (the order's `actions`, from
 * machines/charts/order.machine.ts orderActions): the same on a card of /order and on /orderDetail.
 * `onDone` after a move (the list refreshes; the detail has its answer in the cache already).
 * A move takes its own button away (a cancelled order has no Cancel): focus then goes to
 * `focusAfter()`, the order's new status, rather than falling to <body> with the dialog.
 */
export function OrderActions({
  order,
  onDone = () => undefined,
  focusAfter,
}: {
  order: Pick<OrderSummary, 'order_no' | 'actions'> & { address_id?: string };
  onDone?: () => void;
  focusAfter: () => HTMLElement | null | undefined;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const can = (action: OrderSummary['actions'][number]) => order.actions.includes(action);
  if (order.actions.length === 0) return null;
  const moved = () => {
    focusAfterChange(focusAfter);
    onDone();
  };
  return (
    <div
      role="group"
      aria-label={intl.formatMessage(m.actionsLabel, { orderNo: order.order_no })}
      className="flex flex-wrap justify-end gap-2"
    >
      {can('cancel') && <CancelAction orderNo={order.order_no} onDone={moved} />}
      {can('modify_address') && <AddressAction order={order} onDone={moved} />}
      {can('order_again') && <OrderAgainAction orderNo={order.order_no} />}
      {can('confirm_receipt') && <ReceiptAction orderNo={order.order_no} onDone={moved} />}
      {can('pay') && (
        <Button
          variant="primary"
          size="sm"
          data-testid="pay-now"
          onPress={() => void navigate(`/checkout?order_no=${encodeURIComponent(order.order_no)}`)}
        >
          {intl.formatMessage(dm.payNow)}
        </Button>
      )}
    </div>
  );
}
