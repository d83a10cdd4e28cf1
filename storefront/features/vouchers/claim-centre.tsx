import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TicketPercent } from 'lucide-react';
import { Button, EmptyState, ErrorState, Link, Skeleton, showToast } from '@pasar/ui';
import type { CountryCode } from '../../../contract/countries';
import { formatDate } from '../../../contract/dates';
import { ApiError } from '../../../contract/envelope';
import * as errorCodes from '../../../contract/error-codes';
import type { CouponCenterItem } from '../../../contract/voucher';
import { claimVoucher, useCouponCenter } from '../../api/vouchers';
import { focusAfterChange, pageHeading } from '../../frame/focus-after-change';
import { useErrorText } from '../../i18n/use-error-text';
import { useLoggedIn, useSession } from '../../session/session-store';
import { useGoToLogin } from '../auth';
import { vouchersMessages as m } from './messages';
import { VoucherTicket } from './voucher-ticket';
import { NeedsConnection } from '../../frame/needs-connection';
import { useOnline } from '../../platform/use-online';

function CentreSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-3 desktop:grid-cols-2">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-28 w-full rounded-lg" />
      ))}
    </div>
  );
}

/** The refusals the centre shows on the card instead of a Claim button (the others answer when pressed). */
function shownRefusal(item: CouponCenterItem, country: CountryCode, intl: ReturnType<typeof useIntl>) {
  switch (item.refusal) {
    case errorCodes.voucherEventNotStarted:
      return intl.formatMessage(m.startsOn, { date: formatDate(item.starts_at, country) });
    case errorCodes.voucherFullyClaimed:
      return intl.formatMessage(m.fullyClaimed);
    default:
      return null;
  }
}

export function CentreItem({ item, country }: { item: CouponCenterItem; country: CountryCode }) {
  const intl = useIntl();
  const online = useOnline();
  const errorText = useErrorText();
  const goToLogin = useGoToLogin();
  const loggedIn = useLoggedIn();
  const [pending, setPending] = useState(false);
  const { voucher } = item;

  const claim = async () => {
    if (!loggedIn) {
      goToLogin('memberAction');
      return;
    }
    setPending(true);
    try {
      await claimVoucher(voucher.campaign_id);
      showToast({ title: intl.formatMessage(m.claimedToast), variant: 'success' });
      // A claim that reaches the member's limit turns Claim into "Use" (or greys the card):
      // focus follows to the card's link, else to the page's heading, not to <body>.
      focusAfterChange(
        () =>
          document.querySelector<HTMLElement>(
            `[data-campaign="${CSS.escape(voucher.campaign_id)}"] a[href^="/coupons?id="]`,
          ) ?? pageHeading(),
      );
    } catch (error) {
      // Decision: every refusal of §8 reads as a toast with its message; app-only adds the way to the app.
      const text = error instanceof ApiError ? errorText(error) : intl.formatMessage(m.claimFailed);
      showToast({
        title: text,
        variant: 'error',
        ...(error instanceof ApiError && error.code === errorCodes.voucherAppOnly
          ? { description: intl.formatMessage(m.getTheApp) }
          : {}),
      });
    } finally {
      setPending(false);
    }
  };

  const reason = shownRefusal(item, country, intl);
  if (reason) return <VoucherTicket voucher={voucher} country={country} state="disabled" reason={reason} />;

  const limitReached = item.refusal === errorCodes.voucherClaimLimit;
  const claimedBefore = item.member_claims > 0;
  const claimButton = (
    <Button
      size="sm"
      isPending={pending}
      isDisabled={!online}
      onPress={() => void claim()}
      data-testid="voucher-claim"
    >
      {intl.formatMessage(claimedBefore ? m.claimAgain : m.claim)}
    </Button>
  );
  const useLink = (
    <Link
      variant="standalone"
      href={`/coupons?id=${voucher.campaign_id}`}
      className="text-sm font-medium"
      data-testid="voucher-use"
    >
      {intl.formatMessage(m.use)}
    </Link>
  );
  return (
    <VoucherTicket
      voucher={voucher}
      country={country}
      state={claimedBefore ? 'claimed' : 'unuse'}
      action={limitReached ? useLink : claimButton}
    />
  );
}

/**
 * The claimable campaigns of the shopper's country (/coupons, /activities): a Claim button on
 * each, Claimed once the member's limit is reached (with Use: its products), the campaigns not
 * started or fully claimed greyed with why. A visitor is sent to log in on Claim.
 */
export function ClaimCentre() {
  const intl = useIntl();
  const country = useSession((s) => s.localeInfo.xlocale);
  const { data, error, isLoading, mutate } = useCouponCenter();
  if (error && !data)
    return (
      <ErrorState
        title={intl.formatMessage(m.loadFailed)}
        retryLabel={intl.formatMessage(m.tryAgain)}
        onRetry={() => void mutate()}
      />
    );
  if (isLoading && !data) return <CentreSkeleton />;
  if (!data || data.list.length === 0)
    return (
      <EmptyState
        icon={<TicketPercent />}
        title={intl.formatMessage(m.centerEmpty)}
        description={intl.formatMessage(m.centerEmptyBody)}
      />
    );
  return (
    <>
      {/* Offline, every Claim is disabled: said once, above the list. */}
      <NeedsConnection />
      <ul
        aria-label={intl.formatMessage(m.centerListLabel)}
        className="m-0 grid list-none gap-3 p-0 desktop:grid-cols-2"
      >
        {data.list.map((item) => (
          <li key={item.voucher.campaign_id}>
            <CentreItem item={item} country={country} />
          </li>
        ))}
      </ul>
    </>
  );
}
