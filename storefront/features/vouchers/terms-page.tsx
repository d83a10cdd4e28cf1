import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { TicketX } from 'lucide-react';
import { isVoucherId } from '../../../contract/voucher-constants';
import { EmptyState, ErrorState, Link, Skeleton, cn } from '@pasar/ui';
import { formatDate } from '../../../contract/dates';
import { ApiError } from '../../../contract/envelope';
import * as errorCodes from '../../../contract/error-codes';
import { useVoucherTerms } from '../../api/vouchers';
import { PageHeader } from '../../frame/page-header';
import { useSession } from '../../session/session-store';
import { vouchersMessages as m } from './messages';
import { VoucherTicket } from './voucher-ticket';

const card = 'rounded-lg bg-surface shadow-card';

/** The shop has no such voucher for this shopper (1101042), or the page was opened without one. */
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.code === errorCodes.voucherNotFound || error.httpStatus === 404);

/** /vouchertcs?id= (SPEC.md §2): a voucher's terms, in the shopper's language, and its products. */
export function TermsPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const country = useSession((s) => s.localeInfo.xlocale);
  const raw = params.get('id');
  const id = isVoucherId(raw) ? raw : null;
  const { data, error, mutate } = useVoucherTerms(id);
  return (
    <main className="flex flex-col gap-3 pb-8">
      <PageHeader title={intl.formatMessage(m.termsTitle)} />
      <div className="flex flex-col gap-3 px-3 desktop:px-0">
        {!id || (isMissing(error) && !data) ? (
          // Asking again would find nothing again: the way back to the shopper's vouchers instead.
          <EmptyState
            icon={<TicketX />}
            title={intl.formatMessage(m.termsMissing)}
            action={
              <Link variant="standalone" href="/couponsList">
                {intl.formatMessage(m.backToWallet)}
              </Link>
            }
            className="rounded-lg bg-surface"
          />
        ) : error && !data ? (
          <ErrorState
            title={intl.formatMessage(m.termsLoadFailed)}
            retryLabel={intl.formatMessage(m.tryAgain)}
            onRetry={() => void mutate()}
          />
        ) : !data ? (
          <>
            <Skeleton className="h-28 w-full rounded-lg" />
            <Skeleton shape="text" className="w-full" />
          </>
        ) : (
          <>
            <VoucherTicket voucher={data.voucher} country={country} serverNow={data.server_now} />
            <section aria-labelledby="voucher-terms" className={cn(card, 'flex flex-col gap-3 p-4')}>
              <h2 id="voucher-terms" className="m-0 text-base font-semibold">
                {intl.formatMessage(m.termsHeading)}
              </h2>
              <ul data-testid="voucher-terms" className="m-0 flex flex-col gap-2 ps-5 text-sm">
                {data.terms.map((paragraph) => (
                  <li key={paragraph}>{paragraph}</li>
                ))}
              </ul>
              <p className="m-0 text-xs text-muted-foreground">
                {intl.formatMessage(m.claimWindow, {
                  from: formatDate(data.starts_at, country),
                  until: formatDate(data.ends_at, country),
                })}
              </p>
              <Link variant="standalone" href={`/coupons?id=${id}`} className="self-start">
                {intl.formatMessage(m.seeProducts)}
              </Link>
            </section>
          </>
        )}
      </div>
    </main>
  );
}
