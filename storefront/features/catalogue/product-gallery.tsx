import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button as AriaButton } from 'react-aria-components';
import { cn, focusRing } from '@pasar/ui';
import type { ProductDetail } from '../../../contract/catalogue';
import { idleMoment } from '../../platform/quiet-moment';
import { catalogueMessages as m } from './messages';
import {
  PRODUCT_GALLERY_SIZES,
  productImageAt,
  productImageSrcSet,
} from '../../../contract/product-image-sources';

type Image = ProductDetail['images'][number];

/**
 * The product's pictures. On a phone a row that snaps as it is swiped, with "2 / 4"; on the
 * desktop the picture and its thumbnails (buttons). The first picture is the page's largest
 * element, so it loads first (eager, high priority); every size is offered through srcset and
 * the box keeps its square before anything arrives (no layout shift).
 *
 * Decision: the other pictures get their source only once the first has loaded and the page is
 * idle, or as soon as the shopper swipes. Lazy loading alone fetched them at once (they sit
 * within the browser's lazy-load distance, one screen to the right), and on 4G their ~45 KiB
 * arrived alongside the first picture and delayed it.
 */
export function ProductGallery({
  images,
  name,
  soldOut,
}: {
  images: readonly Image[];
  name: string;
  soldOut: boolean;
}) {
  const intl = useIntl();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [othersWanted, setOthersWanted] = useState(false);
  const wantOthers = () => setOthersWanted(true);
  const first = useRef<HTMLImageElement>(null);

  // A page the server drew (ADR 044) may have its first picture loaded before the app hydrates:
  // its load event came before React listened for it.
  useEffect(() => {
    if (first.current?.complete) void idleMoment().then(() => setOthersWanted(true));
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          if (entry.isIntersecting) setCurrent(Number((entry.target as HTMLElement).dataset.index));
      },
      { root: element, threshold: 0.6 },
    );
    element.querySelectorAll('[data-index]').forEach((slide) => observer.observe(slide));
    return () => observer.disconnect();
  }, [images.length]);

  const show = (index: number) => {
    const element = track.current;
    if (!element) return;
    element.scrollTo({ left: index * element.clientWidth, behavior: 'auto' });
    setCurrent(index);
  };

  return (
    <div className="flex flex-col gap-2 desktop:w-md desktop:shrink-0">
      <div className="relative">
        <div
          ref={track}
          // A scrolling region must be reachable by keyboard (arrow keys scroll it once focused).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-label={intl.formatMessage(m.picturesOf, { name })}
          onScroll={wantOthers}
          className={cn(
            'flex aspect-square snap-x snap-mandatory overflow-x-auto bg-muted [scrollbar-width:none] desktop:rounded-lg [&::-webkit-scrollbar]:hidden',
            focusRing,
          )}
        >
          {images.map((image, index) => (
            <img
              key={image.url}
              ref={index === 0 ? first : undefined}
              data-index={index}
              src={index === 0 || othersWanted ? image.url : undefined}
              srcSet={index === 0 || othersWanted ? productImageSrcSet(image.url) : undefined}
              sizes={PRODUCT_GALLERY_SIZES}
              onLoad={index === 0 ? () => void idleMoment().then(wantOthers) : undefined}
              onError={index === 0 ? wantOthers : undefined}
              alt={intl.formatMessage(m.pictureOf, { name, index: index + 1, count: images.length })}
              width={800}
              height={800}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              className={cn(
                'block aspect-square w-full shrink-0 snap-start object-cover',
                soldOut && 'grayscale',
              )}
            />
          ))}
        </div>
        {images.length > 1 && (
          <span
            aria-hidden="true"
            className="absolute right-3 bottom-3 rounded-pill bg-surface-inverse/70 px-2 py-0.5 text-xs text-foreground-inverse tabular-nums desktop:hidden"
          >
            {intl.formatMessage(m.pictureCounter, { index: current + 1, count: images.length })}
          </span>
        )}
      </div>
      {images.length > 1 && (
        <ul className="m-0 hidden list-none gap-2 p-0 desktop:flex">
          {images.map((image, index) => (
            <li key={image.url}>
              <AriaButton
                aria-label={intl.formatMessage(m.showPicture, { index: index + 1, count: images.length })}
                aria-pressed={index === current}
                onPress={() => show(index)}
                className={cn(
                  'block size-16 cursor-pointer overflow-hidden rounded border-2 bg-muted p-0',
                  index === current ? 'border-primary' : 'border-transparent hover:border-border-strong',
                  focusRing,
                )}
              >
                <img
                  src={productImageAt(image.thumb_url, 200)}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="block size-full object-cover"
                />
              </AriaButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
