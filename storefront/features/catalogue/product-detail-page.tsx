import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { DiscountBadge, ErrorState, Price, Skeleton, SkeletonText } from '@pasar/ui';
import { ApiError } from '../../../contract/envelope';
import { formatCount } from '../../../contract/counts';
import type { ProductDetail } from '../../../contract/catalogue';
import * as errorCodes from '../../../contract/error-codes';
import {
  fetchSpecOrderList,
  postProductView,
  preloadProductDetail,
  useProductDetail,
} from '../../api/catalogue';
import { PageHeader } from '../../frame/page-header';
import { useTrackOnce } from '../../analytics/track';
import { DeliveryInfo } from './deliver-to';
import { catalogueMessages as m } from './messages';
import { ProductGallery } from './product-gallery';
import { ProductSpecs } from './product-specs';
import { isSkuSoldOut } from './purchase-limits';
import { PurchasePanel } from './purchase-panel';
import { SimilarProducts } from './similar-products';
import { useRevealInTurn } from './use-reveal-in-turn';
import { WishlistHeartOnDemand } from './wishlist-on-demand';

// The product's call starts as soon as this page's code arrives (its first picture is the LCP).
if (typeof window !== 'undefined')
  preloadProductDetail(new URLSearchParams(window.location.search).get('product_no')?.trim() || null);

function DetailSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4 desktop:flex-row desktop:gap-8">
      <Skeleton className="aspect-square w-full rounded-none desktop:w-md desktop:rounded-lg" />
      <div className="flex flex-1 flex-col gap-4 p-3">
        <SkeletonText lines={2} className="text-xl" />
        <Skeleton shape="text" className="h-8 w-1/3" />
        <SkeletonText lines={3} />
      </div>
    </div>
  );
}

function DetailBody({ detail, onStockChanged }: { detail: ProductDetail; onStockChanged: () => void }) {
  const intl = useIntl();
  const [skuId, setSkuId] = useState(detail.min_sku_id);
  const sku = detail.skus.find((item) => item.sku_id === skuId) ?? detail.skus[0];
  const soldOut = !sku || isSkuSoldOut(sku);
  // The similar products, at the bottom, render once the product itself is on screen.
  const similarShown = useRevealInTurn(2) === 2;
  // GA4 view_item, once per product shown, with the SKU it opened on.
  useTrackOnce('view_item', detail.product_no, sku && { detail, sku, quantity: 1 });
  return (
    <>
      <div className="flex flex-col gap-2 desktop:flex-row desktop:items-start desktop:gap-8 desktop:rounded-lg desktop:bg-surface desktop:p-6">
        <ProductGallery
          images={detail.images}
          name={detail.product_name}
          soldOut={detail.flag_sold_out === 1}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-4 bg-surface p-3 desktop:p-0">
          <div className="flex flex-wrap items-center gap-2">
            <Price
              amount={sku?.price ?? detail.price}
              originalAmount={sku?.scribing_price ?? detail.scribing_price}
              currency={detail.currency_code}
              size="xl"
            />
            <DiscountBadge
              discount={sku?.discount ?? detail.discount}
              label={intl.formatMessage(m.discountOff, { discount: sku?.discount ?? detail.discount })}
              size="md"
            />
            {/* The heart's box keeps its place while its chunk arrives. */}
            <span className="ms-auto flex size-11 shrink-0">
              <WishlistHeartOnDemand productNo={detail.product_no} onProductPage />
            </span>
          </div>
          {/* The page's h1 is the header's (the mobile bar truncates it, so the name shows in full here too). */}
          <p className="m-0 text-lg leading-snug font-semibold break-words desktop:hidden">
            {detail.product_name}
          </p>
          <p className="m-0 text-sm text-muted-foreground">
            {[
              intl.formatMessage(m.soldCount, { count: formatCount(detail.sales_count, intl.locale) }),
              detail.brand,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {soldOut && (
            <p role="status" className="m-0 rounded bg-muted p-2 text-sm font-medium">
              <FormattedMessage {...m.soldOutNotice} />
            </p>
          )}
          <PurchasePanel
            detail={detail}
            skuId={sku?.sku_id ?? skuId}
            onSkuChange={setSkuId}
            onStockChanged={onStockChanged}
          />
          <DeliveryInfo delivery={detail.delivery} />
        </div>
      </div>
      <section
        aria-labelledby="detail-specs"
        className="flex flex-col gap-3 bg-surface p-3 desktop:rounded-lg desktop:p-6"
      >
        <h2 id="detail-specs" className="m-0 text-lg font-bold">
          {intl.formatMessage(m.specs)}
        </h2>
        <ProductSpecs specs={detail.specs} />
      </section>
      <section
        aria-labelledby="detail-description"
        className="flex flex-col gap-2 bg-surface p-3 desktop:rounded-lg desktop:p-6"
      >
        <h2 id="detail-description" className="m-0 text-lg font-bold">
          {intl.formatMessage(m.description)}
        </h2>
        <p className="m-0 text-sm leading-relaxed whitespace-pre-line break-words">{detail.description}</p>
      </section>
      {similarShown && <SimilarProducts productNo={detail.product_no} />}
    </>
  );
}

/**
 * /commodDetail?product_no= (SPEC.md §2): gallery, price, specs, delivery, options and quantity,
 * add to cart and buy now, sold out with the back-in-stock notice, similar products. A removed or
 * unknown product goes to /commodDetailEmpty. Opening the page records a view.
 */
export function ProductDetailPage() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const productNo = searchParams.get('product_no')?.trim() || null;
  const { data, error, mutate } = useProductDetail(productNo);

  useEffect(() => {
    if (productNo) void postProductView(productNo);
  }, [productNo]);

  const refreshStock = async () => {
    if (!productNo || !data) return;
    try {
      const fresh = await fetchSpecOrderList(productNo);
      await mutate(
        {
          ...data,
          skus: fresh.skus,
          max_quantity: fresh.max_quantity,
          limit_per_member: fresh.limit_per_member,
        },
        { revalidate: false },
      );
    } catch {
      await mutate();
    }
  };

  const gone =
    !productNo ||
    data?.status === 'removed' ||
    (error instanceof ApiError &&
      (error.code === errorCodes.productNotFound ||
        error.code === errorCodes.productOffShelf ||
        error.httpStatus === 404));
  if (gone) {
    const query = productNo ? `?product_no=${encodeURIComponent(productNo)}` : '';
    return <Navigate to={`/commodDetailEmpty${query}`} replace />;
  }

  return (
    <main className="flex flex-col gap-2 pb-24 desktop:gap-4 desktop:pb-8">
      <PageHeader title={data?.product_name ?? intl.formatMessage(m.productTitle)} />
      {error && !data ? (
        <ErrorState
          title={intl.formatMessage(m.loadFailed)}
          retryLabel={intl.formatMessage(m.tryAgain)}
          onRetry={() => void mutate()}
          className="bg-surface"
        />
      ) : data ? (
        <DetailBody key={data.product_no} detail={data} onStockChanged={() => void refreshStock()} />
      ) : (
        <DetailSkeleton />
      )}
    </main>
  );
}
