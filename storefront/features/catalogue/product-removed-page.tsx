import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { PackageX } from 'lucide-react';
import { EmptyState, Link } from '@pasar/ui';
import { PageHeader } from '../../frame/page-header';
import { catalogueMessages as m } from './messages';
import { SimilarProducts } from './similar-products';

/**
 * /commodDetailEmpty (SPEC.md §2 "removed"): the product is off the shelf or unknown here; what
 * is like it instead (the recommendations for it, or the general ones when it is unknown).
 */
export function ProductRemovedPage() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const productNo = searchParams.get('product_no')?.trim() || undefined;
  return (
    <main className="flex flex-col gap-4 pb-8">
      <PageHeader title={intl.formatMessage(m.removedTitle)} />
      <EmptyState
        icon={<PackageX />}
        title={intl.formatMessage(m.removedHeading)}
        description={intl.formatMessage(m.removedBody)}
        action={
          <Link variant="standalone" href="/">
            <FormattedMessage {...m.goShopping} />
          </Link>
        }
        className="bg-surface desktop:rounded-lg"
      />
      <SimilarProducts productNo={productNo} />
    </main>
  );
}
