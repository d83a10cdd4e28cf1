import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { cva, type VariantProps } from 'class-variance-authority';
import { ImageOff } from 'lucide-react';
import type { CurrencyCode } from '../../contract/countries';
import type { MoneyMode } from '../../contract/money';
import { cn, composeClassName } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { DiscountBadge } from '../discount-badge';
import { Price } from '../price';
import { Skeleton } from '../skeleton';

/** The card fields of SPEC.md §3 "Product card" the component reads; a server item fits as is. */
export interface ProductCardProduct {
  product_no: string;
  product_name: string;
  /** Minor units. */
  price: number;
  /** The struck-through original price, minor units. */
  scribing_price?: number | null;
  thumb_image_url?: string | null;
  /** Whole percent; the badge shows only above 0. */
  discount?: number | null;
  /** 1 means sold out (SPEC.md §9). */
  flag_sold_out?: number | null;
  is_featured?: boolean | number | null;
  isCouponGoods?: boolean | number | null;
}

export const productCardVariants = cva(
  [
    'group/card relative flex h-full flex-col overflow-hidden rounded-lg bg-surface text-foreground no-underline',
    'cursor-pointer transition-shadow hover:shadow-dialog',
    focusRing,
  ],
  {
    variants: {
      variant: {
        elevated: 'shadow-card',
        outline: 'border border-border',
      },
    },
    defaultVariants: { variant: 'elevated' },
  },
);

/** Width and height attributes of the thumb: the browser reserves a square before it loads. */
const THUMB_SIZE = 360;

export interface ProductCardProps
  extends
    Pick<AriaLinkProps, 'href' | 'onPress' | 'target' | 'rel' | 'routerOptions'>,
    VariantProps<typeof productCardVariants> {
  product: ProductCardProduct;
  currency: CurrencyCode;
  /** "Sold out" / "Habis", shown over the image when flag_sold_out is 1. */
  soldOutLabel: string;
  /**
   * The recommended badge for is_featured products: its text, and the language's badge image
   * (SPEC.md §3: the image differs between Indonesian and English) when there is one.
   */
  featured?: { label: string; imageSrc?: string };
  /** The tag shown for isCouponGoods products, e.g. "Voucher". */
  couponLabel?: string;
  /** Read instead of "-20%", e.g. "20% off". */
  discountLabel?: string;
  /** Read before the struck price; defaults to the kit's "Original price". */
  originalPriceLabel?: string;
  priceMode?: MoneyMode;
  /**
   * The card is among the first on screen (its picture may be the page's largest): the picture
   * loads at once and first, instead of lazily once laid out.
   */
  priority?: boolean;
  className?: string;
}

/**
 * A product in a grid: square thumb, two-line name, price and its original, badges. The whole
 * card is one link, named by its content in reading order: name, "sold out" when it applies,
 * price, then the badges. The badges sit over the picture with absolute positioning, so the DOM
 * (what a screen reader reads) can follow that order while the eye sees them on the image.
 */
export function ProductCard({
  product,
  currency,
  soldOutLabel,
  featured,
  couponLabel,
  discountLabel,
  originalPriceLabel,
  priceMode = 'plain',
  variant,
  priority = false,
  className,
  ...linkProps
}: ProductCardProps) {
  const soldOut = product.flag_sold_out === 1;
  const featuredBadge = product.is_featured ? featured : undefined;
  const isCoupon = Boolean(product.isCouponGoods) && couponLabel !== undefined;

  return (
    <AriaLink
      {...linkProps}
      data-slot="product-card"
      data-product-no={product.product_no}
      data-sold-out={soldOut || undefined}
      className={composeClassName(className, productCardVariants({ variant }))}
    >
      <span data-slot="product-card-media" className="block aspect-square overflow-hidden bg-muted">
        {product.thumb_image_url ? (
          <img
            src={product.thumb_image_url}
            // The name says what the picture shows.
            alt=""
            width={THUMB_SIZE}
            height={THUMB_SIZE}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className={cn('block size-full object-cover', soldOut && 'grayscale')}
          />
        ) : (
          <span className="flex size-full items-center justify-center text-muted-foreground">
            <ImageOff aria-hidden="true" className="size-8" />
          </span>
        )}
      </span>
      <span data-slot="product-card-body" className="flex flex-1 flex-col gap-1.5 p-2 desktop:p-3">
        <span
          data-slot="product-card-name"
          // Two lines, always two lines tall, so prices line up across a row.
          className="line-clamp-2 min-h-[2lh] text-sm leading-snug break-words group-hover/card:underline"
        >
          {product.product_name}
        </span>
        {soldOut && (
          // Covers the square picture: the card is the positioning box, the picture its top square.
          <span
            data-slot="product-card-sold-out"
            className="absolute inset-x-0 top-0 flex aspect-square items-center justify-center bg-overlay"
          >
            <span className="rounded-pill bg-surface-inverse px-3 py-1 text-sm font-semibold text-foreground-inverse">
              {soldOutLabel}
            </span>
          </span>
        )}
        {isCoupon && (
          <span
            data-slot="product-card-coupon"
            className="w-fit rounded-sm border border-primary px-1 text-xs leading-tight text-primary-hover"
          >
            {couponLabel}
          </span>
        )}
        <Price
          amount={product.price}
          currency={currency}
          originalAmount={product.scribing_price}
          originalLabel={originalPriceLabel}
          mode={priceMode}
          className="mt-auto"
        />
        <DiscountBadge
          discount={product.discount}
          label={discountLabel}
          className="absolute top-1.5 right-1.5"
        />
        {featuredBadge && (
          <span data-slot="product-card-featured" className="absolute top-0 left-0 flex">
            {featuredBadge.imageSrc ? (
              <img src={featuredBadge.imageSrc} alt={featuredBadge.label} className="block h-6 w-auto" />
            ) : (
              <span className="rounded-br-sm bg-warning px-1.5 py-0.5 text-xs font-semibold text-primary-foreground">
                {featuredBadge.label}
              </span>
            )}
          </span>
        )}
      </span>
    </AriaLink>
  );
}

export interface ProductCardSkeletonProps {
  className?: string;
}

/** The card's shape while its data loads (SPEC.md §9 shows six of these in the feed). */
export function ProductCardSkeleton({ className }: ProductCardSkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="product-card-skeleton"
      className={cn('flex h-full flex-col overflow-hidden rounded-lg bg-surface shadow-card', className)}
    >
      <Skeleton className="aspect-square w-full rounded-none" />
      <span className="flex flex-col gap-1.5 p-2 desktop:p-3">
        <Skeleton shape="text" />
        <Skeleton shape="text" className="w-2/3" />
        <Skeleton shape="text" className="mt-1 h-5 w-1/2" />
      </span>
    </span>
  );
}
