import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PackageSearch } from 'lucide-react';
import { EmptyState, ErrorState, SearchField, Skeleton } from '@pasar/ui';
import { KEYWORD_MAX_LENGTH } from '../../../contract/search-constants';
import { useVoucherProducts, useVoucherTerms } from '../../api/vouchers';
import { useSession } from '../../session/session-store';
import { ProductFeed } from '../catalogue';
import { vouchersMessages as m } from './messages';
import { VoucherTicket } from './voucher-ticket';

/**
 * The products a voucher covers (SPEC.md §2 "voucher product list"; /coupons?id=, reached from the
 * wallet's Use): the voucher on top, a search box (search/coupon/search), the paged cards.
 * Decision: the list lives at /coupons?id= (the product layout SPEC.md gives /coupons, whose query
 * survives a login, §2), so no new path is invented.
 */
export function VoucherProducts({ id }: { id: string }) {
  const intl = useIntl();
  const country = useSession((s) => s.localeInfo.xlocale);
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const terms = useVoucherTerms(id);
  const pages = useVoucherProducts(id, keyword);

  if (terms.error && !terms.data)
    return (
      <ErrorState
        title={intl.formatMessage(m.termsMissing)}
        retryLabel={intl.formatMessage(m.tryAgain)}
        onRetry={() => void terms.mutate()}
      />
    );
  return (
    <div className="flex flex-col gap-3">
      {terms.data ? (
        <VoucherTicket voucher={terms.data.voucher} country={country} serverNow={terms.data.server_now} />
      ) : (
        <Skeleton className="h-28 w-full rounded-lg" />
      )}
      <form
        role="search"
        aria-label={intl.formatMessage(m.productsSearch)}
        className="flex"
        onSubmit={(event) => {
          event.preventDefault();
          setKeyword(text.trim());
        }}
      >
        <SearchField
          aria-label={intl.formatMessage(m.productsSearch)}
          placeholder={intl.formatMessage(m.productsSearch)}
          value={text}
          onChange={setText}
          onSubmit={(value) => setKeyword(value.trim())}
          onClear={() => setKeyword('')}
          maxLength={KEYWORD_MAX_LENGTH}
          rounded
          className="min-w-0 flex-1"
        />
      </form>
      <ProductFeed
        aria-label={intl.formatMessage(m.productsListLabel)}
        pages={pages}
        emptyState={<EmptyState icon={<PackageSearch />} title={intl.formatMessage(m.productsEmpty)} />}
      />
    </div>
  );
}
