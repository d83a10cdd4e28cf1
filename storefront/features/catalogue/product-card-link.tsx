import { useIntl } from 'react-intl';
import { ProductCard, cn, type ProductCardProps } from '@pasar/ui';
import type { ProductCard as Product } from '../../../contract/catalogue';
import { catalogueMessages as m } from './messages';
import { productDetailHref } from './catalogue-links';
import { WishlistHeartOnDemand } from './wishlist-on-demand';

export interface ProductCardLinkProps {
  product: Product;
  /** Runs before the card opens the product (search reports the click). */
  onOpen?: (product: Product) => void;
  variant?: ProductCardProps['variant'];
  /** Among the first cards on screen: its picture loads at once (the kit's `priority`). */
  priority?: boolean;
  className?: string;
}

/**
 * The kit's ProductCard with the shop's words (sold out, recommended, voucher, "20% off") and the
 * link to the product page; prices in the card's own currency. Decision: the recommended badge is
 * the translated text badge in every language (SPEC.md §3's per-language badge image is text
 * drawn as a picture; text reads better, scales and needs no download).
 */
export function ProductCardLink({ product, onOpen, variant, priority, className }: ProductCardLinkProps) {
  const intl = useIntl();
  return (
    <div className={cn('relative h-full', className)}>
      <ProductCard
        product={product}
        currency={product.currency_code}
        href={productDetailHref(product.product_no)}
        onPress={onOpen ? () => onOpen(product) : undefined}
        soldOutLabel={intl.formatMessage(m.soldOut)}
        featured={{ label: intl.formatMessage(m.featured) }}
        couponLabel={intl.formatMessage(m.voucher)}
        discountLabel={intl.formatMessage(m.discountOff, { discount: product.discount })}
        variant={variant}
        priority={priority}
      />
      {/* The heart over the picture's corner (wishlist-heart.tsx places it). */}
      <WishlistHeartOnDemand productNo={product.product_no} name={product.product_name} />
    </div>
  );
}
