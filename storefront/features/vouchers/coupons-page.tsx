import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { isVoucherId } from '../../../contract/voucher-constants';
import { Link } from '@pasar/ui';
import { PageHeader } from '../../frame/page-header';
import { useLoggedIn } from '../../session/session-store';
import { ClaimCentre } from './claim-centre';
import { vouchersMessages as m } from './messages';
import { VoucherProducts } from './voucher-products';

/**
 * /coupons (SPEC.md §2, product layout): the claim centre; with ?id=<voucher> the products that
 * voucher covers (the wallet's Use). Open to visitors: Claim asks them to log in.
 */
export function CouponsPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const loggedIn = useLoggedIn();
  const id = params.get('id');
  const voucherId = isVoucherId(id) ? id : null;
  return (
    <main className="flex flex-col gap-3 pb-8">
      <PageHeader title={intl.formatMessage(voucherId ? m.productsTitle : m.centerTitle)} />
      <div className="flex flex-col gap-3 px-3 desktop:px-0">
        {voucherId ? (
          <VoucherProducts id={voucherId} />
        ) : (
          <>
            {loggedIn && (
              <Link variant="standalone" href="/couponsList" className="self-end text-sm">
                {intl.formatMessage(m.myVouchersLink)}
              </Link>
            )}
            <ClaimCentre />
          </>
        )}
      </div>
    </main>
  );
}
