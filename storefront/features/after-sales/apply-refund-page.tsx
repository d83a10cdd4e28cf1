import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Button,
  Checkbox,
  ErrorState,
  Link,
  Price,
  QuantityStepper,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  showToast,
  Skeleton,
  TextField,
  useSpokenPrice,
} from '@pasar/ui';
import type {
  AfterSalesOrderLine,
  AfterSalesPreview,
  AfterSalesPreviewRequest,
  RefundDestinationChoice,
} from '../../../contract/after-sales';
import {
  AFTER_SALES_DESCRIPTION_MAX,
  AFTER_SALES_REASONS,
  type AfterSalesReason,
  type AfterSalesType,
} from '../../../contract/after-sales-constants';
import { ApiError } from '../../../contract/envelope';
import * as errorCodes from '../../../contract/error-codes';
import { errorMessageFor } from '../../../contract/error-messages';
import { EWALLET_NAMES, REFUND_CARD_BANKS, type RefundCardBank } from '../../../contract/refund-card-constants';
import { applyAfterSales, useAfterSalesPreview } from '../../api/after-sales';
import { useRefundSettings } from '../../api/refund-cards';
import { newIdempotencyKey } from '../../api/request';
import { focusFirstInvalid } from '../../frame/focus-first-invalid';
import { PageHeader } from '../../frame/page-header';
import { PoliteAnnouncement } from '../../frame/polite-announcement';
import { useErrorText } from '../../i18n/use-error-text';
import { OrderLineRow } from '../checkout';
import { destinationText, typeLabels } from './after-sales-texts';
import { allUploaded, EvidencePicker, type EvidenceItem } from './evidence-picker';
import { afterSalesMessages as m, afterSalesReasonMessages as reasonNames } from './messages';

const section = 'flex flex-col gap-3 bg-surface p-4 desktop:rounded-lg';
const typeHints: Record<AfterSalesType, typeof m.typeRefundOnlyHint> = {
  refund_only: m.typeRefundOnlyHint,
  return_refund: m.typeReturnRefundHint,
};

/** A destination choice as one radio value ("refund_card:<id>", "ewallet:gopay"). */
const choiceKey = (choice: RefundDestinationChoice) =>
  choice.kind === 'refund_card' ? `refund_card:${choice.card_id}` : `ewallet:${choice.wallet}`;
function choiceOf(key: string): RefundDestinationChoice {
  const [kind, id = ''] = key.split(':');
  return kind === 'refund_card' ? { kind, card_id: id } : { kind: 'ewallet', wallet: id as 'gopay' };
}

type FieldProblem = 'lines' | 'reason' | 'destination';

/** The lines with their chosen quantities: a checkbox each, and a stepper up to what may be asked. */
export function LinePicker({
  preview,
  chosen,
  onChange,
  invalid,
}: {
  preview: AfterSalesPreview;
  chosen: Record<string, number>;
  onChange: (chosen: Record<string, number>) => void;
  invalid: boolean;
}) {
  const intl = useIntl();
  const set = (line: AfterSalesOrderLine, quantity: number | null) => {
    const { [line.sku_id]: _old, ...rest } = chosen;
    onChange(quantity === null ? rest : { ...rest, [line.sku_id]: quantity });
  };
  return (
    <fieldset
      className={section}
      aria-describedby={invalid ? 'apply-lines-error' : undefined}
      data-invalid={invalid || undefined}
    >
      <legend className="float-left mb-1 text-base font-semibold">{intl.formatMessage(m.productsLabel)}</legend>
      <ul className="m-0 clear-both list-none p-0">
        {preview.lines.map((line) => {
          const refundable = line.refundable_quantity > 0;
          const quantity = chosen[line.sku_id];
          return (
            <OrderLineRow key={line.sku_id} line={line} currency={preview.currency}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Checkbox
                  data-testid={`apply-line-${line.sku_id}`}
                  isSelected={quantity !== undefined}
                  isDisabled={!refundable}
                  onChange={(selected) => set(line, selected ? line.refundable_quantity : null)}
                >
                  <span className="text-sm">
                    {refundable
                      ? intl.formatMessage(m.refundableOf, { count: line.refundable_quantity })
                      : intl.formatMessage(m.lineHeld)}
                  </span>
                  <span className="sr-only">{intl.formatMessage(m.productPick, { name: line.title })}</span>
                </Checkbox>
                {quantity !== undefined && line.refundable_quantity > 1 && (
                  <QuantityStepper
                    size="sm"
                    aria-label={intl.formatMessage(m.quantityLabel, { name: line.title })}
                    value={quantity}
                    maxValue={line.refundable_quantity}
                    onChange={(value) => set(line, Number.isNaN(value) ? 1 : value)}
                  />
                )}
                {line.open_after_sale_no && (
                  <Link href={`/afterSaleOrderDetail/${line.open_after_sale_no}`} className="text-sm">
                    {intl.formatMessage(m.viewOpenRequest)}
                  </Link>
                )}
              </div>
            </OrderLineRow>
          );
        })}
      </ul>
      {invalid && (
        <p id="apply-lines-error" role="alert" className="m-0 text-sm text-error">
          {intl.formatMessage(m.productsRequired)}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Paid for the chosen lines, the country's fee (SPEC.md §9), what comes back, before submitting.
 * A new amount is said politely once its preview has come (`settled`): the stepper that changed it
 * is elsewhere on the page.
 */
export function RefundAmount({
  preview,
  hasLines,
  settled,
}: {
  preview: AfterSalesPreview;
  hasLines: boolean;
  settled: boolean;
}) {
  const intl = useIntl();
  const speak = useSpokenPrice();
  return (
    <section aria-labelledby="apply-amount" className={section} data-testid="apply-amount">
      <PoliteAnnouncement
        data-testid="apply-announcement"
        text={
          hasLines && settled
            ? intl.formatMessage(m.amountAnnounced, {
                amount: speak(preview.refund_amount, preview.currency),
              })
            : null
        }
      />
      <h2 id="apply-amount" className="m-0 text-base font-semibold">
        {intl.formatMessage(m.amountHeading)}
      </h2>
      {hasLines ? (
        <dl className="m-0 flex flex-col gap-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{intl.formatMessage(m.amountItems)}</dt>
            <dd className="m-0">
              <Price
                amount={preview.amount - preview.shipping_amount}
                currency={preview.currency}
                size="sm"
                tone="default"
              />
            </dd>
          </div>
          {preview.shipping_amount > 0 && (
            <div className="flex justify-between gap-3" data-testid="apply-shipping">
              <dt className="text-muted-foreground">{intl.formatMessage(m.amountShipping)}</dt>
              <dd className="m-0">
                <Price amount={preview.shipping_amount} currency={preview.currency} size="sm" tone="default" />
              </dd>
            </div>
          )}
          {preview.fee > 0 && (
            <div className="flex justify-between gap-3" data-testid="apply-fee">
              <dt className="text-muted-foreground">{intl.formatMessage(m.amountFee)}</dt>
              <dd className="m-0">
                {intl.formatMessage(m.deducted, {
                  amount: <Price amount={preview.fee} currency={preview.currency} size="sm" tone="default" />,
                })}
              </dd>
            </div>
          )}
          <div className="flex justify-between gap-3 font-semibold">
            <dt>{intl.formatMessage(m.amountTotal)}</dt>
            <dd className="m-0" data-testid="apply-refund-amount">
              <Price amount={preview.refund_amount} currency={preview.currency} tone="primary" />
            </dd>
          </div>
        </dl>
      ) : (
        <p className="m-0 text-sm text-muted-foreground">{intl.formatMessage(m.amountPending)}</p>
      )}
    </section>
  );
}

/**
 * Where the refund goes: the original payment (said, nothing to choose), or for a cash-on-delivery
 * order (Indonesia) one of the member's refund cards or linked e-wallets, the default first.
 */
export function DestinationPicker({
  preview,
  value,
  onChange,
  invalid,
}: {
  preview: AfterSalesPreview;
  value: string | null;
  onChange: (key: string) => void;
  invalid: boolean;
}) {
  const intl = useIntl();
  const { data: settings } = useRefundSettings(preview.needs_destination);
  if (!preview.needs_destination)
    return (
      <section className={section}>
        <h2 className="m-0 text-base font-semibold">{intl.formatMessage(m.destinationLabel)}</h2>
        <p className="m-0 text-sm" data-testid="apply-destination">
          {preview.destination ? destinationText(intl, preview.destination) : intl.formatMessage(m.destinationOriginal)}
        </p>
      </section>
    );
  const options = [
    ...(settings?.cards ?? []).map((card) => ({
      key: choiceKey({ kind: 'refund_card', card_id: card.card_id }),
      label: intl.formatMessage(m.destinationCard, {
        bank: REFUND_CARD_BANKS[card.bank as RefundCardBank],
        last4: card.last4,
      }),
    })),
    ...(settings?.ewallets ?? [])
      .filter((wallet) => wallet.linked)
      .map((wallet) => ({
        key: choiceKey({ kind: 'ewallet', wallet: wallet.wallet }),
        label: intl.formatMessage(m.destinationWallet, { wallet: EWALLET_NAMES[wallet.wallet] }),
      })),
  ];
  return (
    <section className={section} data-testid="apply-destination">
      {options.length > 0 ? (
        <RadioGroup
          label={intl.formatMessage(m.destinationLabel)}
          value={value}
          onChange={onChange}
          isInvalid={invalid}
          errorMessage={invalid ? intl.formatMessage(m.destinationRequired) : undefined}
        >
          {options.map((option) => (
            <Radio key={option.key} value={option.key}>
              {option.label}
            </Radio>
          ))}
        </RadioGroup>
      ) : (
        <>
          <h2 className="m-0 text-base font-semibold">{intl.formatMessage(m.destinationLabel)}</h2>
          <p className="m-0 text-sm" role={invalid ? 'alert' : undefined}>
            {intl.formatMessage(m.destinationNone)}
          </p>
        </>
      )}
      <Link variant="standalone" href="/refund-settings" className="self-start text-sm" data-testid="apply-add-card">
        {intl.formatMessage(m.addRefundCard)}
      </Link>
    </section>
  );
}

/** The form once the preview is in: every value stays after a refusal, which shows its §8 message. */
function ApplyForm({
  orderNo,
  preview,
  settled,
  body,
  onBody,
}: {
  orderNo: string;
  preview: AfterSalesPreview;
  /** Whether `preview` answers the lines on screen (false while a changed quantity is asked). */
  settled: boolean;
  body: { type: AfterSalesType; chosen: Record<string, number> };
  onBody: (body: { type: AfterSalesType; chosen: Record<string, number> }) => void;
}) {
  const intl = useIntl();
  const form = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [reason, setReason] = useState<AfterSalesReason | null>(null);
  const [description, setDescription] = useState('');
  const [evidence, setEvidence] = useState<EvidenceItem[]>([]);
  const [destination, setDestination] = useState<string | null>(null);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const { type, chosen } = body;
  const reasons = AFTER_SALES_REASONS[type] as readonly AfterSalesReason[];
  const hasLines = Object.keys(chosen).length > 0;
  const shownDestination =
    destination ??
    (preview.destination && preview.destination.kind !== 'original_payment'
      ? choiceKey(
          preview.destination.kind === 'refund_card'
            ? { kind: 'refund_card', card_id: preview.destination.card_id }
            : { kind: 'ewallet', wallet: preview.destination.wallet },
        )
      : null);

  const problemsOf = (): FieldProblem[] => [
    ...(hasLines ? [] : (['lines'] as const)),
    ...(reason ? [] : (['reason'] as const)),
    ...(preview.needs_destination && !shownDestination ? (['destination'] as const) : []),
  ];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problemsOf();
    setProblems(found);
    setRefusal(null);
    if (found.length > 0 || !reason) {
      focusFirstInvalid(form.current);
      return;
    }
    setPending(true);
    try {
      const detail = await applyAfterSales(
        {
          order_no: orderNo,
          type,
          reason,
          ...(description.trim() ? { description: description.trim() } : {}),
          lines: Object.entries(chosen).map(([sku_id, quantity]) => ({ sku_id, quantity })),
          evidence_ids: evidence.flatMap((item) => (item.evidenceId ? [item.evidenceId] : [])),
          ...(preview.needs_destination && shownDestination ? { destination: choiceOf(shownDestination) } : {}),
        },
        key,
      );
      showToast({ title: intl.formatMessage(m.submitted), variant: 'success' });
      void navigate(`/afterSaleOrderDetail/${detail.after_sale_no}`, { replace: true });
    } catch (caught) {
      // A refusal is stored under its key: the next press takes a new one.
      setKey(newIdempotencyKey());
      if (caught instanceof ApiError && caught.code === errorCodes.afterSalesReasonRequired) setProblems(['reason']);
      else if (caught instanceof ApiError && caught.code === errorCodes.noProductSelected) setProblems(['lines']);
      setRefusal(caught instanceof ApiError ? errorText(caught) : String(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 desktop:grid desktop:grid-cols-[1fr_22rem] desktop:items-start desktop:gap-4"
    >
      <div className="flex min-w-0 flex-col gap-3">
        <section className={section}>
          <RadioGroup
            label={intl.formatMessage(m.typeLabel)}
            value={type}
            data-testid="apply-type"
            onChange={(value) => {
              onBody({ type: value as AfterSalesType, chosen });
              setReason(null);
            }}
          >
            {preview.types.map((each) => (
              <Radio key={each} value={each} data-testid={`apply-type-${each}`}>
                <span className="flex flex-col">
                  <span>{intl.formatMessage(typeLabels[each])}</span>
                  <span className="text-xs text-muted-foreground">{intl.formatMessage(typeHints[each])}</span>
                </span>
              </Radio>
            ))}
          </RadioGroup>
        </section>
        <LinePicker
          preview={preview}
          chosen={chosen}
          onChange={(next) => onBody({ type, chosen: next })}
          invalid={problems.includes('lines') && !hasLines}
        />
        <section className={section}>
          <Select
            label={intl.formatMessage(m.reasonLabel)}
            placeholder={intl.formatMessage(m.reasonPlaceholder)}
            selectedKey={reason}
            onSelectionChange={(value) => setReason(value as AfterSalesReason)}
            isRequired
            isInvalid={problems.includes('reason') && !reason}
            errorMessage={problems.includes('reason') && !reason ? intl.formatMessage(m.reasonRequired) : undefined}
            data-testid="apply-reason"
          >
            {reasons.map((id) => (
              <SelectItem key={id} id={id} textValue={intl.formatMessage(reasonNames[id])}>
                {intl.formatMessage(reasonNames[id])}
              </SelectItem>
            ))}
          </Select>
          <TextField
            label={intl.formatMessage(m.descriptionLabel)}
            description={intl.formatMessage(m.descriptionHint)}
            multiline
            value={description}
            onChange={setDescription}
            maxLength={AFTER_SALES_DESCRIPTION_MAX}
          />
          <EvidencePicker value={evidence} onChange={(update) => setEvidence(update)} />
        </section>
      </div>
      <div className="flex flex-col gap-3 desktop:sticky desktop:top-4">
        <RefundAmount preview={preview} hasLines={hasLines} settled={settled} />
        <DestinationPicker
          preview={preview}
          value={shownDestination}
          onChange={setDestination}
          invalid={problems.includes('destination') && !shownDestination}
        />
        <div className={section}>
          {refusal && (
            <p role="alert" tabIndex={-1} data-testid="apply-refusal" className="m-0 text-sm text-error">
              {refusal}
            </p>
          )}
          <Button
            type="submit"
            fullWidth
            isPending={pending || !allUploaded(evidence)}
            data-testid="apply-submit"
          >
            {intl.formatMessage(m.submit)}
          </Button>
        </div>
      </div>
    </form>
  );
}

/**
 * /applyRefund?order_no= (SPEC.md §2 after-sales application): type, lines and
 * quantities (never more than the server's refundable quantity), reason (required, a list per
 * type), description, up to six pictures uploaded with their progress, the amount with the
 * country's fee from the server's preview before submitting, and the destination. An order that
 * cannot have a request now (window passed, maximum reached, not paid…) says why instead.
 */
export function ApplyRefundPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const orderNo = params.get('order_no');
  const [body, setBody] = useState<{ type: AfterSalesType | null; chosen: Record<string, number> }>({
    type: null,
    chosen: {},
  });
  const request = useMemo<AfterSalesPreviewRequest | null>(() => {
    if (!orderNo) return null;
    const lines = Object.entries(body.chosen).map(([sku_id, quantity]) => ({ sku_id, quantity }));
    return { order_no: orderNo, ...(body.type ? { type: body.type } : {}), ...(lines.length ? { lines } : {}) };
  }, [orderNo, body]);
  const { data: preview, error, isLoading, mutate } = useAfterSalesPreview(request);
  // Until the shopper picks, the first type the order allows (refund only before delivery).
  const type = body.type ?? preview?.types[0] ?? null;
  const blocked = preview?.blocked_code != null ? errorMessageFor(preview.blocked_code) : null;

  return (
    <main className="flex flex-col gap-3 pb-6">
      <PageHeader title={intl.formatMessage(m.applyTitle)} />
      {error && !preview ? (
        <ErrorState
          title={intl.formatMessage(m.orderLoadFailed)}
          retryLabel={intl.formatMessage(m.tryAgain)}
          onRetry={() => void mutate()}
          className="bg-surface desktop:rounded-lg"
        />
      ) : !preview || !type ? (
        preview && preview.types.length === 0 ? (
          <BlockedNotice orderNo={orderNo ?? ''} text={blocked ? intl.formatMessage(blocked) : intl.formatMessage(m.noneRefundable)} />
        ) : (
          <div className="flex flex-col gap-3 bg-surface p-4 desktop:rounded-lg" aria-busy="true">
            <Skeleton shape="text" className="w-1/3" />
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        )
      ) : blocked ? (
        <BlockedNotice orderNo={orderNo ?? ''} text={intl.formatMessage(blocked)} />
      ) : (
        <ApplyForm
          orderNo={orderNo ?? ''}
          preview={preview}
          settled={!isLoading}
          body={{ type, chosen: body.chosen }}
          onBody={setBody}
        />
      )}
    </main>
  );
}

/** Why no request can be made now (SPEC.md §8: 1103042 window, 1103064 maximum, …) and the way back. */
export function BlockedNotice({ orderNo, text }: { orderNo: string; text: string }) {
  const intl = useIntl();
  return (
    <section className={section} data-testid="apply-blocked">
      <p role="alert" className="m-0 text-base">
        {text}
      </p>
      <Link variant="standalone" href={`/orderDetail/${encodeURIComponent(orderNo)}`} className="self-start">
        {intl.formatMessage(m.backToOrder)}
      </Link>
    </section>
  );
}
