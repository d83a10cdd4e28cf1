import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChevronRight, TicketPercent } from 'lucide-react';
import {
  Button,
  Checkbox,
  Dialog,
  focusRing,
  Price,
  Radio,
  RadioGroup,
  Sheet,
  Switch,
  useSpokenPrice,
  VoucherCard,
} from '@pasar/ui';
import { formatDate } from '../../../contract/dates';
import type { OrderPreview, UnusableVoucher } from '../../../contract/order';
import type { Voucher } from '../../../contract/voucher';
import { isFreeShipping, VOUCHER_KINDS, type VoucherKind } from '../../../contract/voucher-constants';
import { PoliteAnnouncement } from '../../frame/polite-announcement';
import { useIsMobile } from '../../platform/use-is-mobile';
import { useSession } from '../../session/session-store';
import { voucherMessages as m } from './voucher-messages';

/**
 * Order confirm's vouchers and coins (ADR 029): a row opening the voucher choice (a
 * sheet on mobile, a dialog on desktop) with the server's best combination preselected, and the
 * coins switch. Every change asks for a new preview (the caller's state), so the totals are
 * always the server's; the choice on screen is always what the last preview applied.
 */

const NONE = 'none';

function CardOf({
  voucher,
  headingLevel = 4,
  reason,
}: {
  voucher: Voucher;
  headingLevel?: 3 | 4;
  /** Why it cannot be used on this order: the card is greyed with this in place of an action. */
  reason?: ReactNode;
}) {
  const intl = useIntl();
  const country = useSession((s) => s.localeInfo.xlocale);
  return (
    <VoucherCard
      kind={voucher.kind}
      title={voucher.title}
      headingLevel={headingLevel}
      {...(isFreeShipping(voucher)
        ? { value: <FormattedMessage {...m.freeShipping} /> }
        : voucher.discount_type === 'fixed'
          ? { amount: voucher.value, currency: voucher.currency }
          : { percent: voucher.value / 100 })}
      minSpend={
        voucher.min_spend > 0 ? (
          <FormattedMessage
            {...m.minSpend}
            values={{
              amount: (
                <Price amount={voucher.min_spend} currency={voucher.currency} size="sm" tone="default" />
              ),
            }}
          />
        ) : undefined
      }
      validity={
        voucher.valid_until !== null
          ? intl.formatMessage(m.validUntil, { date: formatDate(voucher.valid_until, country) })
          : undefined
      }
      conditions={[
        ...(voucher.stackable ? [intl.formatMessage(m.stackable)] : []),
        ...(voucher.scope === 'selected' ? [intl.formatMessage(m.selectedProducts)] : []),
        ...(voucher.app_only ? [intl.formatMessage(m.appOnly)] : []),
      ]}
      {...(reason ? { state: 'disabled' as const, reason } : {})}
    />
  );
}

function ReasonText({ entry }: { entry: UnusableVoucher }) {
  const text =
    entry.reason === 'min_spend' ? (
      <FormattedMessage
        {...m.reasonMinSpend}
        values={{
          amount: (
            <Price amount={entry.shortfall ?? 0} currency={entry.voucher.currency} size="sm" tone="default" />
          ),
        }}
      />
    ) : (
      <FormattedMessage
        {...{
          products_not_covered: m.reasonProducts,
          not_started: m.reasonNotStarted,
          expired: m.reasonExpired,
          app_only: m.reasonAppOnly,
          no_saving: m.reasonNoSaving,
        }[entry.reason]}
      />
    );
  return (
    <span data-testid="voucher-reason" className="text-error">
      {text}
    </span>
  );
}

/** The choice of one kind: a radio for the exclusive vouchers ("none" first), a checkbox for stackable ones. */
function KindChoice({
  kind,
  preview,
  onChoice,
}: {
  kind: VoucherKind;
  preview: OrderPreview;
  onChoice: (ids: string[]) => void;
}) {
  const intl = useIntl();
  const usable = preview.vouchers.usable.filter((voucher) => voucher.kind === kind);
  if (usable.length === 0) return null;
  const applied = preview.vouchers.applied.map((voucher) => voucher.id);
  const others = preview.vouchers.applied.filter((voucher) => voucher.kind !== kind).map((v) => v.id);
  const exclusive = usable.filter((voucher) => !voucher.stackable);
  const stackable = usable.filter((voucher) => voucher.stackable);
  const chosenExclusive = exclusive.find((voucher) => applied.includes(voucher.id!))?.id ?? NONE;
  const chosenStacked = stackable.filter((voucher) => applied.includes(voucher.id!)).map((v) => v.id!);
  const heading = intl.formatMessage(kind === 'discount' ? m.discountHeading : m.shippingHeading);
  return (
    <section aria-label={heading} className="flex flex-col gap-2">
      <h3 className="m-0 text-sm font-semibold">{heading}</h3>
      {exclusive.length > 0 && (
        <RadioGroup
          aria-label={heading}
          variant="card"
          value={chosenStacked.length > 0 ? NONE : chosenExclusive}
          onChange={(value) => onChoice([...others, ...(value === NONE ? [] : [value])])}
        >
          <Radio value={NONE} data-testid={`voucher-none-${kind}`}>
            <FormattedMessage {...m.noVoucher} />
          </Radio>
          {exclusive.map((voucher) => (
            // Named by the title: a card (an article with a heading) inside a label leaves axe
            // without the input's name.
            <Radio
              key={voucher.id}
              value={voucher.id!}
              data-testid="voucher-option"
              aria-label={voucher.title}
            >
              <CardOf voucher={voucher} />
            </Radio>
          ))}
        </RadioGroup>
      )}
      {stackable.map((voucher) => (
        <Checkbox
          key={voucher.id}
          data-testid="voucher-option"
          aria-label={voucher.title}
          isSelected={chosenStacked.includes(voucher.id!)}
          onChange={(on) =>
            onChoice([
              ...others,
              ...(on ? [...chosenStacked, voucher.id!] : chosenStacked.filter((id) => id !== voucher.id)),
            ])
          }
        >
          <CardOf voucher={voucher} />
        </Checkbox>
      ))}
    </section>
  );
}

function ChoiceContent({ preview, onChoice }: { preview: OrderPreview; onChoice: (ids: string[]) => void }) {
  const { unusable, usable } = preview.vouchers;
  return (
    <div className="flex flex-col gap-4" data-testid="voucher-choice">
      {usable.length === 0 && (
        <p className="m-0 text-sm text-muted-foreground">
          <FormattedMessage {...m.noneUsable} />
        </p>
      )}
      {VOUCHER_KINDS.map((kind) => (
        <KindChoice key={kind} kind={kind} preview={preview} onChoice={onChoice} />
      ))}
      {unusable.length > 0 && (
        <section className="flex flex-col gap-2" data-testid="unusable-vouchers">
          <h3 className="m-0 text-sm font-semibold">
            <FormattedMessage {...m.unusableHeading} />
          </h3>
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {unusable.map((entry) => (
              <li key={entry.voucher.id}>
                <CardOf voucher={entry.voucher} reason={<ReasonText entry={entry} />} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The vouchers row and its choice, and the coins switch, for /orderConfirm. */
export function VouchersAndCoins({
  preview,
  onVouchers,
  onCoins,
}: {
  preview: OrderPreview;
  onVouchers: (ids: string[]) => void;
  onCoins: (on: boolean) => void;
}) {
  const intl = useIntl();
  const speak = useSpokenPrice();
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const saving = preview.voucher_discount + preview.shipping_discount;
  const title = intl.formatMessage(m.chooseTitle);
  const done = (close: () => void) => (
    <div className="flex justify-end">
      <Button variant="primary" data-testid="voucher-done" className="w-full desktop:w-auto" onPress={close}>
        {intl.formatMessage(m.done)}
      </Button>
    </div>
  );
  const content = <ChoiceContent preview={preview} onChoice={onVouchers} />;
  const { coins } = preview;
  return (
    <section
      aria-labelledby="confirm-vouchers"
      className="flex flex-col gap-3 bg-surface p-4 desktop:rounded-lg"
    >
      <h2 id="confirm-vouchers" className="sr-only">
        <FormattedMessage {...m.heading} />
      </h2>
      <button
        type="button"
        data-testid="voucher-row"
        onClick={() => setOpen(true)}
        className={`flex w-full cursor-pointer items-center gap-3 rounded-md border-0 bg-transparent p-0 text-start text-base text-foreground ${focusRing}`}
      >
        <TicketPercent aria-hidden="true" className="size-5 text-primary" />
        <span className="flex-1 font-medium">
          <FormattedMessage {...m.heading} />
        </span>
        <span data-testid="voucher-summary" className="text-sm">
          {saving > 0 ? (
            <span className="font-semibold text-primary">
              <FormattedMessage
                {...m.saving}
                values={{
                  amount: <Price amount={saving} currency={preview.currency} size="sm" tone="default" />,
                }}
              />
            </span>
          ) : (
            <span className="text-muted-foreground">
              {intl.formatMessage(m.available, { count: preview.vouchers.usable.length })}
            </span>
          )}
        </span>
        <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground rtl:rotate-180" />
      </button>
      <div className="border-t border-border pt-3">
        <Switch
          data-testid="coins-switch"
          isSelected={coins.switch_on}
          isDisabled={coins.available === 0 && !coins.switch_on}
          onChange={onCoins}
        >
          <span className="flex flex-col">
            <span>
              {coins.available > 0 ? (
                <FormattedMessage
                  {...m.useCoins}
                  values={{
                    coins: coins.available,
                    amount: (
                      <Price
                        amount={coins.available_value}
                        currency={preview.currency}
                        size="sm"
                        tone="default"
                      />
                    ),
                  }}
                />
              ) : (
                <FormattedMessage {...m.noCoins} />
              )}
            </span>
            <span className="text-xs text-muted-foreground">
              {intl.formatMessage(m.coinBalance, { coins: coins.balance })}
            </span>
          </span>
        </Switch>
      </div>
      {/* A voucher or the coins change the total, in the amounts beside or behind the dialog. */}
      <PoliteAnnouncement
        data-testid="total-announcement"
        text={intl.formatMessage(m.totalAnnounced, { amount: speak(preview.total, preview.currency) })}
      />
      {isMobile ? (
        <Sheet isOpen={open} onOpenChange={setOpen} title={title} footer={({ close }) => done(close)}>
          {content}
        </Sheet>
      ) : (
        <Dialog isOpen={open} onOpenChange={setOpen} title={title} footer={({ close }) => done(close)}>
          {content}
        </Dialog>
      )}
    </section>
  );
}
