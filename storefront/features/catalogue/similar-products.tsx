import { useIntl } from 'react-intl';
import { ProductGrid } from '@pasar/ui';
import { useRecommendationPage } from '../../api/catalogue';
import { catalogueMessages as m } from './messages';
import { ProductCardLink } from './product-card-link';

/**
 * One page of recommendations: for a product, its similar products (same category first);
 * without one, "you may like" (the empty cart).
 */
export function SimilarProducts({ productNo }: { productNo?: string }) {
  const intl = useIntl();
  const title = intl.formatMessage(productNo ? m.similar : m.mayLike);
  const similar = useRecommendationPage(productNo);
  // A product the server does not know has no "similar": the general recommendations instead.
  const general = useRecommendationPage(undefined, Boolean(productNo && similar.error));
  const { data, isLoading } = similar.error ? general : similar;
  if (!isLoading && (!data || data.list.length === 0)) return null;
  return (
    <section aria-labelledby="similar-products" className="flex flex-col gap-3">
      <h2 id="similar-products" className="m-0 px-3 text-lg font-bold desktop:px-0">
        {title}
      </h2>
      <ProductGrid
        aria-label={title}
        items={data?.list ?? []}
        getKey={(product) => product.product_no}
        renderItem={(product) => <ProductCardLink product={product} />}
        isLoading={isLoading}
        className="px-2 desktop:px-0"
      />
    </section>
  );
}
