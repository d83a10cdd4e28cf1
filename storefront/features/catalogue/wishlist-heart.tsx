import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { HeartToggle, showToast } from '@pasar/ui';
import { noteViewed, setSaved, useWishlistIds, watchLoginForListMerge } from '../../api/wishlist';
import { useErrorText } from '../../i18n/use-error-text';
import { LocalCartError } from '../../session/visitor-cart';
import { wishlistHeartMessages as m } from './wishlist-messages';

export interface WishlistHeartProps {
  productNo: string;
  /** The product's name, on a card: the heart is named after it ("Save Beras Pandan to wishlist"). */
  name?: string;
  /**
   * The product page's heart: it also notes the product on a visitor's recently viewed list, here
   * rather than beside the view call, so the page's first load carries none of it (ADR 041).
   */
  onProductPage?: boolean;
}

/**
 * The wishlist's heart on a product card and the product page: a member's saves go to the server,
 * a visitor's stay on the device until login merges them (watchLoginForListMerge, started here).
 * The heart shows the state asked for at once, pending until the answer, and goes back on a refusal.
 */
export function WishlistHeart({ productNo, name, onProductPage = false }: WishlistHeartProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { saved } = useWishlistIds();
  const [asked, setAsked] = useState<boolean | null>(null);
  useEffect(() => watchLoginForListMerge(), []);
  useEffect(() => {
    if (onProductPage) noteViewed(productNo);
  }, [onProductPage, productNo]);

  const change = async (next: boolean) => {
    setAsked(next);
    try {
      await setSaved(productNo, next);
    } catch (error) {
      // A server refusal has shown its toast (request()); the browser's own refusal has not.
      if (error instanceof LocalCartError) showToast({ title: errorText(error), variant: 'error' });
    } finally {
      setAsked(null);
    }
  };

  const heart = (
    <HeartToggle
      aria-label={name ? intl.formatMessage(m.heartOf, { name }) : intl.formatMessage(m.heart)}
      isSelected={asked ?? saved.includes(productNo)}
      isPending={asked !== null}
      onChange={(next) => void change(next)}
      size={onProductPage ? 'md' : 'sm'}
      className={onProductPage ? undefined : 'pointer-events-auto absolute right-1.5 bottom-1.5'}
    />
  );
  if (onProductPage) return heart;
  // On a card: beside the card's link (a button cannot sit inside a link), over the picture's
  // corner. Placed here rather than by the card, so the landing pages' first load carries none of it.
  return <span className="pointer-events-none absolute inset-x-0 top-0 aspect-square">{heart}</span>;
}
