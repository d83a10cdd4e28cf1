import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Countdown, VoucherCard, type VoucherState } from '@pasar/ui';
import type { CountryCode } from '../../../contract/countries';
import { formatDate } from '../../../contract/dates';
import { formatMoney } from '../../../contract/money';
import type { Voucher } from '../../../contract/voucher';
import { BASIS_POINTS, isEndingSoon, isFreeShipping } from '../../../contract/voucher-constants';
import { useCountdownTo } from '../../frame/use-countdown-to';
import { vouchersMessages as m } from './messages';

/** "Ends in 23:59:58" for a voucher that ends within 24 hours (the wallet's countdown). */
function EndsIn({ until, serverOffsetMs }: { until: number; serverOffsetMs: number }) {
  const intl = useIntl();
  const seconds = useCountdownTo(until, serverOffsetMs);
  return (
    <Countdown
      data-testid="voucher-countdown"
      seconds={seconds}
      size="sm"
      tone="primary"
      prefix={intl.formatMessage(m.endsIn)}
    />
  );
}

export interface VoucherTicketProps {
  voucher: Voucher;
  country: CountryCode;
  /** The card's state; by default the claim's status (unuse before a claim). */
  state?: VoucherState;
  reason?: ReactNode;
  action?: ReactNode;
  /** The server's time when the list was answered, for the countdown; null: no countdown. */
  serverNow?: number | null;
  headingLevel?: 2 | 3;
}

/**
 * A voucher as the kit's card shows it: the amount (a fixed amount, or a percentage with its cap
 * among the conditions), the min spend, the validity (a countdown in its last 24 hours) and the
 * conditions of SPEC.md §3, in the shopper's language and the country's currency.
 */
export function VoucherTicket({
  voucher,
  country,
  state,
  reason,
  action,
  serverNow = null,
  headingLevel = 2,
}: VoucherTicketProps) {
  const intl = useIntl();
  const money = (minor: number) => formatMoney(minor, voucher.currency);
  const cardState: VoucherState = state ?? voucher.status ?? 'unuse';
  const conditions: string[] = [];
  if (voucher.kind === 'shipping') conditions.push(intl.formatMessage(m.shipping));
  if (voucher.discount_type === 'percent' && voucher.max_discount !== null)
    conditions.push(intl.formatMessage(m.upTo, { amount: money(voucher.max_discount) }));
  if (voucher.scope === 'selected') conditions.push(intl.formatMessage(m.selectedProducts));
  if (voucher.new_users_only) conditions.push(intl.formatMessage(m.newUsersOnly));
  if (voucher.app_only) conditions.push(intl.formatMessage(m.appOnly));
  if (voucher.online_only) conditions.push(intl.formatMessage(m.onlineOnly));
  if (voucher.stackable) conditions.push(intl.formatMessage(m.stackable));

  // The answer's clock, read when the card first shows (its server_now is when it was answered).
  const [serverOffsetMs] = useState(() => (serverNow === null ? 0 : serverNow - Date.now()));
  let validity: ReactNode = null;
  if (voucher.status === 'used' && voucher.used_order_no)
    validity = intl.formatMessage(m.usedOn, { orderNo: voucher.used_order_no });
  else if (
    voucher.status === 'unuse' &&
    voucher.valid_until !== null &&
    serverNow !== null &&
    isEndingSoon(voucher.valid_until, serverNow)
  )
    validity = <EndsIn until={voucher.valid_until} serverOffsetMs={serverOffsetMs} />;
  else if (voucher.valid_until !== null)
    validity = intl.formatMessage(m.validUntil, { date: formatDate(voucher.valid_until, country) });
  else if (voucher.valid_days_after_claim !== null)
    validity = intl.formatMessage(m.validDays, { days: voucher.valid_days_after_claim });

  const statusLabel =
    cardState === 'claimed'
      ? intl.formatMessage(m.claimed)
      : cardState === 'used'
        ? intl.formatMessage(m.used)
        : cardState === 'expired'
          ? intl.formatMessage(m.expired)
          : undefined;

  return (
    <VoucherCard
      data-testid="voucher-card"
      data-campaign={voucher.campaign_id}
      kind={voucher.kind}
      state={cardState}
      title={voucher.title}
      headingLevel={headingLevel}
      {...(isFreeShipping(voucher)
        ? { value: intl.formatMessage(m.freeShipping) }
        : voucher.discount_type === 'fixed'
          ? { amount: voucher.value, currency: voucher.currency }
          : { percent: Math.round((voucher.value * 100) / BASIS_POINTS) })}
      minSpend={
        voucher.min_spend > 0
          ? intl.formatMessage(m.minSpend, { amount: money(voucher.min_spend) })
          : intl.formatMessage(m.noMinSpend)
      }
      validity={validity}
      conditions={conditions}
      statusLabel={statusLabel}
      reason={reason}
      action={action}
    />
  );
}
