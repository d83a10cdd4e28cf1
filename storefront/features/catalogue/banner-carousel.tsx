import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn, focusRingOnPicture, IconButton, Link, Skeleton } from '@pasar/ui';
import type { Decoration } from '../../../contract/catalogue';
import { decorationHref } from './catalogue-links';
import { catalogueMessages as m } from './messages';

type Banner = Decoration['banners'][number];

/** The artwork is 1200 × 480 (contract bannerSchema): the box keeps that shape before it loads. */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 480;

/**
 * The home banners (SPEC.md §2 home). Decision: no autoplay (WCAG 2.2.2: nothing moves unless the
 * shopper moves it). A row of slides that snaps: swipe on a phone, the arrow buttons or the dots
 * with a keyboard or mouse. Each slide is one link, named by its title; the first picture is the
 * page's largest, so it loads first (eager, high priority) and the rest load when near.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const intl = useIntl();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  // The dot follows the slide in view, however it got there (swipe, keys, buttons).
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
  }, [banners.length]);

  const goTo = (index: number) => {
    const element = track.current;
    const count = banners.length;
    if (!element || count === 0) return;
    const next = (index + count) % count;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo({ left: next * element.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
    setCurrent(next);
  };

  if (banners.length === 0) return null;
  return (
    <section
      aria-roledescription={intl.formatMessage(m.carousel)}
      aria-label={intl.formatMessage(m.bannersLabel)}
      className="relative overflow-hidden desktop:rounded-lg"
    >
      <div
        ref={track}
        className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            data-index={index}
            role="group"
            aria-roledescription={intl.formatMessage(m.slide)}
            aria-label={intl.formatMessage(m.slideOf, { index: index + 1, count: banners.length })}
            className="relative w-full shrink-0 snap-start"
          >
            <Link
              variant="plain"
              href={decorationHref(banner.link)}
              // The slide in view is the one Tab reaches; the others are a button press away.
              className={cn('block', focusRingOnPicture)}
            >
              <img
                src={banner.image_url}
                alt=""
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'low'}
                decoding={index === 0 ? 'sync' : 'async'}
                className="block aspect-[5/2] h-auto w-full bg-muted object-cover"
              />
              {/* White on the artwork's own colour band, darkened a little behind the words. */}
              <span className="absolute inset-y-0 left-0 flex w-3/5 flex-col justify-center gap-1 bg-linear-to-r from-overlay to-transparent p-4 text-foreground-inverse desktop:gap-2 desktop:p-10">
                <span className="line-clamp-2 text-lg leading-tight font-bold desktop:text-4xl">
                  {banner.title}
                </span>
                <span className="line-clamp-2 text-xs desktop:text-lg">{banner.subtitle}</span>
              </span>
            </Link>
          </div>
        ))}
      </div>
      {banners.length > 1 && (
        <>
          {/* On a phone the slides are swiped; the dots stay for keyboards and switch access. */}
          <IconButton
            aria-label={intl.formatMessage(m.previousSlide)}
            variant="outline"
            size="sm"
            onPress={() => goTo(current - 1)}
            className="absolute top-1/2 left-2 hidden -translate-y-1/2 bg-surface/90 desktop:inline-flex"
          >
            <ChevronLeft aria-hidden="true" />
          </IconButton>
          <IconButton
            aria-label={intl.formatMessage(m.nextSlide)}
            variant="outline"
            size="sm"
            onPress={() => goTo(current + 1)}
            className="absolute top-1/2 right-2 hidden -translate-y-1/2 bg-surface/90 desktop:inline-flex"
          >
            <ChevronRight aria-hidden="true" />
          </IconButton>
          <div className="absolute inset-x-0 bottom-1 flex justify-center gap-0.5">
            {banners.map((banner, index) => (
              <IconButton
                key={banner.id}
                aria-label={intl.formatMessage(m.goToSlide, { index: index + 1, title: banner.title })}
                aria-current={index === current ? 'true' : undefined}
                variant="ghost"
                size="sm"
                onPress={() => goTo(index)}
                className="size-6"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block h-1.5 rounded-pill border border-surface-inverse/40 transition-all',
                    index === current ? 'w-4 bg-primary' : 'w-1.5 bg-surface',
                  )}
                />
              </IconButton>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** The banner's place while the decoration loads: the same shape, so nothing moves when it arrives. */
export function BannerSkeleton() {
  return <Skeleton className="aspect-[5/2] w-full rounded-none desktop:rounded-lg" />;
}
