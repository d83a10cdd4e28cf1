import { Fragment, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { Clock, Copy } from 'lucide-react';
import {
  AlertDialog,
  Button,
  Countdown,
  EmptyState,
  ErrorState,
  Link,
  Price,
  Radio,
  RadioGroup,
  showToast,
  Skeleton,
  Spinner,
} from '@pasar/ui';
import type { OrderDetail } from '../../../contract/order';
import { ORDER_STATUS } from '../../../contract/order-constants';
import {
  ORDER_PAY_MINUTES,
  PAY_EXTENSION_MINUTES,
  PAY_WARNING_MINUTES,
  payDeadlineMinutes,
  type OpenPaymentMethod,
  type PaymentKind,
} from '../../../contract/payment-methods';
import type { CountryCode } from '../../../contract/countries';
import { remainingMsAt, type PaymentHandoff } from '../../../machines';
import { refreshOrder, useOrderDetail, type Timed } from '../../api/orders';
import { useOnWake } from '../../frame/on-wake';
import { PageHeader } from '../../frame/page-header';
import { track } from '../../analytics/track';
import { machineInspect, useFlowErrorText } from '../auth';
import { checkoutMessages as m } from './messages';
import { paymentKindNames, paymentMethodNames } from './payment-method-names';
import { providedCheckoutMachine } from './provided-checkout';
import { useCountdownSeconds, useCountdownWarning } from './countdown-child';
import { NeedsConnection } from '../../frame/needs-connection';
import { useOnline } from '../../platform/use-online';

/** The QR drawn in the browser from the provider's string (qrcode, in this page's chunk only). */
function PaymentQr({ text }: { text: string }) {
  const intl = useIntl();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((qr) =>
      qr.toString(text, { type: 'svg', margin: 1 }).then((drawn) => {
        if (live) setSvg(drawn);
      }),
    );
    return () => {
      live = false;
    };
  }, [text]);
  if (!svg) return <Skeleton className="size-56" />;
  return (
    <img
      data-testid="payment-qr"
      alt={intl.formatMessage(m.qrLabel)}
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      className="size-56 bg-white"
    />
  );
}

/**
 * The provider's hosted page, opened as a real provider's is: the browser leaves the shop for it
 * (never the app's router: the sandbox's page is on this origin, a real one is on another), in
 * this window, in a browser tab and in the native shell's WebView alike (a WebView has no second
 * tab), and the provider's return_url brings the shopper back to this checkout (&return=1).
 */
function ProviderPageLink({ url }: { url: string }) {
  const intl = useIntl();
  return (
    <Link variant="standalone" href={url} routerOptions={{ reloadDocument: true }}>
      {intl.formatMessage(m.openProvider)}
    </Link>
  );
}

/** What the shopper does with the provider: the page opening, a QR, or a code with Copy. */
export function Handoff({ handoff, methodName }: { handoff: PaymentHandoff; methodName: string }) {
  const intl = useIntl();
  useEffect(() => {
    // The provider's hosted page (cards with 3-D Secure, e-wallets): it sends the shopper back.
    if (handoff.type === 'redirect') window.location.assign(handoff.url);
  }, [handoff]);

  if (handoff.type === 'redirect')
    return (
      <div className="flex flex-col items-center gap-3 py-4" data-testid="handoff-redirect">
        <Spinner aria-hidden="true" />
        <p className="m-0" role="status">
          <FormattedMessage {...m.redirecting} />
        </p>
        <ProviderPageLink url={handoff.url} />
      </div>
    );
  if (handoff.type === 'qr')
    return (
      <div className="flex flex-col items-center gap-3 py-2" data-testid="handoff-qr">
        <h2 className="m-0 text-center text-base font-semibold">
          <FormattedMessage {...m.qrHeading} />
        </h2>
        <PaymentQr text={handoff.qr_string} />
        {handoff.url && <ProviderPageLink url={handoff.url} />}
      </div>
    );
  const place = handoff.counter ?? handoff.bank ?? methodName;
  return (
    <div className="flex flex-col items-center gap-3 py-2" data-testid="handoff-code">
      <h2 className="m-0 text-base font-semibold">
        <FormattedMessage {...m.codeHeading} />
      </h2>
      <p
        data-testid="payment-code"
        className="m-0 font-mono text-2xl font-semibold tracking-wider select-all"
      >
        {handoff.code}
      </p>
      <Button
        variant="secondary"
        size="sm"
        onPress={() =>
          void navigator.clipboard
            .writeText(handoff.code)
            .then(() => showToast({ title: intl.formatMessage(m.copied), variant: 'success' }))
        }
      >
        <Copy aria-hidden="true" className="size-4" />
        {intl.formatMessage(m.copyCode)}
      </Button>
      <p className="m-0 text-center text-sm text-muted-foreground">
        {intl.formatMessage(m.codeAt, { place })}
      </p>
      {handoff.url && <ProviderPageLink url={handoff.url} />}
    </div>
  );
}

/**
 * The payment window's warning (WCAG 2.2.1, ADR 034): a polite live region, in the page from the
 * start so a screen reader hears what appears in it, that says "less than 5 minutes left" once
 * when the countdown crosses the line (its text does not change with the ticks), and "15 minutes
 * added" once after more time. "Add 15 minutes" is offered beside it while the server has more to
 * give; a refusal says why.
 */
export function PayTimeWarning({
  warning,
  timeAdded,
  extending,
  canExtend,
  refusal,
  onExtend,
}: {
  warning: boolean;
  timeAdded: boolean;
  extending: boolean;
  canExtend: boolean;
  refusal: string | null;
  onExtend: () => void;
}) {
  const intl = useIntl();
  const said = warning
    ? intl.formatMessage(m.timeWarning, { minutes: PAY_WARNING_MINUTES })
    : timeAdded
      ? intl.formatMessage(m.timeAdded, { minutes: PAY_EXTENSION_MINUTES })
      : null;
  return (
    <>
      {/* Always in the page (a live region put in later is not heard); silent, it takes no room in the gap-2 column. */}
      <p role="status" data-testid="pay-time-status" className="m-0 text-sm font-semibold empty:-mt-2">
        {said}
      </p>
      {warning && refusal && (
        <p data-testid="pay-time-refused" className="m-0 text-sm text-error">
          {refusal}
        </p>
      )}
      {warning && canExtend && (
        <Button
          variant="secondary"
          size="sm"
          data-testid="more-time"
          isPending={extending}
          onPress={onExtend}
        >
          {intl.formatMessage(m.moreTime, { minutes: PAY_EXTENSION_MINUTES })}
        </Button>
      )}
    </>
  );
}

/** The longest window among the open methods, in hours, when one is longer than an order's own (a code's 24 h). */
function longerWindowHours(country: CountryCode, methods: readonly OpenPaymentMethod[]): number | null {
  const longest = Math.max(...methods.map((open) => payDeadlineMinutes(country, open.method) ?? 0));
  return longest > ORDER_PAY_MINUTES ? longest / 60 : null;
}

function Checkout({ order }: { order: Timed<OrderDetail> }) {
  const intl = useIntl();
  const online = useOnline();
  const navigate = useNavigate();
  const deadline = order.pay_deadline ?? 0;
  // The server's list: cash on delivery is gone when an online-only voucher was used (1101038).
  const methods = order.payment_methods;
  // The time left is read once, when the checkout starts; the wake-up sync keeps it right.
  const [input] = useState(() => ({
    orderNo: order.order_no,
    remainingMs: remainingMsAt(deadline, order.serverOffsetMs, Date.now()),
    // Decision: the status is asked first every time: a payment already started (a reload, Pay
    // now from the order's detail) shows its QR or code again; with none, the methods.
    returning: true,
    method: order.payment_method ?? methods[0]?.method ?? null,
  }));
  const [snapshot, send] = useMachine(providedCheckoutMachine, { input, ...machineInspect() });
  const seconds = useCountdownSeconds(snapshot.children.countdown);
  const warning = useCountdownWarning(snapshot.children.countdown);
  const errorText = useFlowErrorText();
  useOnWake(() =>
    send({ type: 'checkout.sync', remainingMs: remainingMsAt(deadline, order.serverOffsetMs, Date.now()) }),
  );
  const { method, handoff, error, cancelAsked, extensionsLeft, extending, timeAdded, timeError } =
    snapshot.context;
  const longerHours = longerWindowHours(order.country_code, methods);
  const state = snapshot.value;
  const paid = state === 'paid';
  const left = state === 'left';

  useEffect(() => {
    if (paid) {
      refreshOrder(order.order_no);
      void navigate(`/paymentSuccess?order_no=${encodeURIComponent(order.order_no)}`, { replace: true });
    }
    if (left) void navigate(`/orderDetail/${encodeURIComponent(order.order_no)}`, { replace: true });
  }, [paid, left, navigate, order.order_no]);

  if (state === 'timedOut') return <TimedOut orderNo={order.order_no} />;

  const choosing = snapshot.matches({ open: 'choosing' }) || snapshot.matches({ open: 'failed' });
  const busy = snapshot.hasTag('busy');
  // The first status answer decides between the methods and a payment's QR or code.
  const opening = !snapshot.context.statusKnown && snapshot.matches({ open: 'awaitingProvider' });
  const methodName = method
    ? intl.formatMessage(paymentMethodNames[method as keyof typeof paymentMethodNames])
    : '';
  const kinds = [...new Set(methods.map((open) => open.kind))];
  const isCod = methods.find((open) => open.method === method)?.kind === 'cod';

  return (
    <div className="flex flex-col gap-3 desktop:mx-auto desktop:w-full desktop:max-w-2xl">
      <section className="flex flex-col items-center gap-2 bg-surface p-4 text-center desktop:rounded-lg">
        <p className="m-0 text-sm text-muted-foreground">
          <FormattedMessage {...m.amountDue} />
        </p>
        <Price amount={order.total} currency={order.currency} size="lg" data-testid="amount-due" />
        <p className="m-0 flex items-center gap-2 text-sm">
          <Clock aria-hidden="true" className="size-4" />
          <Countdown
            data-testid="pay-countdown"
            seconds={seconds}
            tone="boxed"
            prefix={<span className="me-1 font-normal">{intl.formatMessage(m.payWithin)}</span>}
          />
        </p>
        <PayTimeWarning
          warning={warning}
          timeAdded={timeAdded}
          extending={extending}
          canExtend={extensionsLeft !== 0}
          refusal={timeError === null ? null : errorText(timeError)}
          onExtend={() => send({ type: 'time.extend' })}
        />
        <p className="m-0 text-xs text-muted-foreground">
          {intl.formatMessage(m.orderNo, { orderNo: order.order_no })}
        </p>
      </section>

      {snapshot.matches({ open: 'failed' }) && (
        <div role="alert" data-testid="payment-failed" className="rounded-lg bg-error-muted p-3 text-sm">
          <p className="m-0 font-semibold">
            <FormattedMessage {...m.failedTitle} />
          </p>
          {error !== null && <p className="m-0">{errorText(error)}</p>}
        </div>
      )}

      {opening ? (
        <div className="flex flex-col gap-3 bg-surface p-4 desktop:rounded-lg" aria-busy="true">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : choosing || busy ? (
        <section className="flex flex-col gap-3 bg-surface p-4 desktop:rounded-lg">
          <RadioGroup
            label={intl.formatMessage(m.methodsLabel)}
            description={
              longerHours === null ? undefined : intl.formatMessage(m.longerWindow, { hours: longerHours })
            }
            variant="card"
            value={method}
            isDisabled={busy}
            onChange={(value) => send({ type: 'method.choose', method: value })}
          >
            {kinds.map((kind: PaymentKind) => (
              <Fragment key={kind}>
                <p className="m-0 mt-2 text-sm font-semibold text-muted-foreground first:mt-0">
                  {intl.formatMessage(paymentKindNames[kind])}
                </p>
                {methods
                  .filter((open) => open.kind === kind)
                  .map((open) => (
                    <Radio key={open.method} value={open.method} data-testid={`method-${open.method}`}>
                      {intl.formatMessage(paymentMethodNames[open.method])}
                    </Radio>
                  ))}
              </Fragment>
            ))}
          </RadioGroup>
          <NeedsConnection />
          <Button
            variant="primary"
            data-testid="pay"
            className="w-full desktop:min-h-12 desktop:text-lg"
            isDisabled={!method || !online}
            isPending={busy}
            onPress={() => {
              if (method) track('add_payment_info', { order, paymentType: method });
              send({ type: snapshot.matches({ open: 'failed' }) ? 'payment.retry' : 'payment.start' });
            }}
          >
            {intl.formatMessage(isCod ? m.payCod : snapshot.matches({ open: 'failed' }) ? m.retry : m.pay)}
          </Button>
        </section>
      ) : (
        <section className="flex flex-col gap-3 bg-surface p-4 desktop:rounded-lg">
          {handoff && <Handoff handoff={handoff} methodName={methodName} />}
          <p
            className="m-0 flex items-center justify-center gap-2 text-sm text-muted-foreground"
            role="status"
          >
            <Spinner aria-hidden="true" className="size-4" />
            <FormattedMessage {...m.waiting} />
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="primary" onPress={() => send({ type: 'payment.check' })}>
              {intl.formatMessage(m.havePaid)}
            </Button>
            <Button variant="secondary" onPress={() => send({ type: 'payment.change' })}>
              {intl.formatMessage(m.changeMethod)}
            </Button>
          </div>
        </section>
      )}

      <div className="flex justify-center">
        <Button variant="ghost" data-testid="cancel-payment" onPress={() => send({ type: 'cancel.ask' })}>
          {intl.formatMessage(m.cancelPayment)}
        </Button>
      </div>
      <AlertDialog
        isOpen={cancelAsked}
        onOpenChange={(open) => {
          if (!open) send({ type: 'cancel.dismiss' });
        }}
        title={intl.formatMessage(m.cancelTitle)}
        confirmLabel={intl.formatMessage(m.cancelConfirm)}
        cancelLabel={intl.formatMessage(m.cancelKeep)}
        onConfirm={() => send({ type: 'cancel.confirm' })}
        onCancel={() => send({ type: 'cancel.dismiss' })}
      >
        <p className="m-0">
          <FormattedMessage {...m.cancelBody} />
        </p>
      </AlertDialog>
    </div>
  );
}

export function TimedOut({ orderNo }: { orderNo: string }) {
  const intl = useIntl();
  useEffect(() => refreshOrder(orderNo), [orderNo]);
  return (
    <div data-testid="payment-timed-out" role="alert">
      <EmptyState
        icon={<Clock />}
        title={intl.formatMessage(m.timedOutTitle)}
        description={intl.formatMessage(m.timedOutBody)}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <Link variant="standalone" href={`/orderDetail/${encodeURIComponent(orderNo)}`}>
              {intl.formatMessage(m.viewOrder)}
            </Link>
            <Link variant="standalone" href="/">
              {intl.formatMessage(m.keepShopping)}
            </Link>
          </div>
        }
        className="bg-surface desktop:rounded-lg"
      />
    </div>
  );
}

/**
 * /checkout?order_no= (SPEC.md §2 checkout): the methods open to the order, the
 * countdown on the server's clock, the handoff to the provider and the return (&return=1 asks the
 * status first), "payment timed out", and the cancel-payment confirmation. The flow is
 * machines/checkout.machine.ts.
 */
export function CheckoutPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const orderNo = params.get('order_no');
  const returning = params.get('return') === '1';
  const { data: order, error, mutate } = useOrderDetail(orderNo);

  let body;
  if (!orderNo || (error && !order))
    body = (
      <ErrorState
        title={intl.formatMessage(m.loadFailed)}
        retryLabel={intl.formatMessage(m.tryAgain)}
        onRetry={() => void mutate()}
        className="bg-surface desktop:rounded-lg"
      />
    );
  else if (!order)
    body = (
      <div className="flex flex-col gap-3 bg-surface p-4 desktop:rounded-lg" aria-busy="true">
        <Skeleton className="mx-auto h-8 w-40" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  else if (order.status === ORDER_STATUS.closed) body = <TimedOut orderNo={order.order_no} />;
  // Back from the provider with the order paid already (the webhook came first): paid.
  else if (order.status !== ORDER_STATUS.toPay && returning)
    body = <Navigate replace to={`/paymentSuccess?order_no=${encodeURIComponent(order.order_no)}`} />;
  else if (order.status !== ORDER_STATUS.toPay)
    body = (
      <EmptyState
        title={intl.formatMessage(m.notToPay)}
        action={
          <Link variant="standalone" href={`/orderDetail/${encodeURIComponent(order.order_no)}`}>
            {intl.formatMessage(m.viewOrder)}
          </Link>
        }
        className="bg-surface desktop:rounded-lg"
      />
    );
  // Keyed by the order: another order number is another checkout.
  else body = <Checkout key={order.order_no} order={order} />;

  return (
    <main className="flex flex-col gap-3 pb-6">
      <PageHeader title={intl.formatMessage(m.title)} />
      {body}
    </main>
  );
}
