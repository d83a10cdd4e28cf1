import { useDeferredValue } from 'react';
import { useIntl } from 'react-intl';
import { ErrorState } from '@pasar/ui';
import { preloadHome, useDecoration, useNavTypes } from '../../api/catalogue';
import { useIsMobile } from '../../platform/use-is-mobile';
import { isInsideShell } from '../../platform/native-bridge';
import { usePageTitle } from '../../platform/use-page-title';
import { AppDownloadBlock } from './app-download-block';
import { BannerCarousel, BannerSkeleton } from './banner-carousel';
import { CategoryShortcuts } from './category-shortcuts';
import { HomeFeedOnDemand, usePreloadHomeFeed } from './home-feed-on-demand';
import { HomeSection, HomeSectionSkeleton } from './home-section';
import { catalogueMessages as m } from './messages';
import { RecentlyViewedOnDemand } from './wishlist-on-demand';
import { useRevealInTurn } from './use-reveal-in-turn';

// The page's data starts loading as soon as its code arrives, not after its first render.
preloadHome();

/**
 * / (SPEC.md §2 home): the banners, the categories (mobile; the desktop has its category bar),
 * the decoration's sections, the app download block (not inside the app itself) and the
 * recommended and hot feeds.
 */
export function HomePage() {
  const intl = useIntl();
  const mobile = useIsMobile();
  const decoration = useDecoration();
  // The banners render at once (the first is the page's largest picture); the sections below
  // render in the background, in slices (see useProductPages).
  const decorationData = useDeferredValue(decoration.data);
  const nav = useNavTypes();
  usePageTitle(intl.formatMessage(m.homeTitle));
  usePreloadHomeFeed();
  // Below the banner and categories: the decoration's sections, then the feed, one by one.
  const sections = decorationData?.sections ?? [];
  const shown = useRevealInTurn(sections.length + 1);
  const settled = decorationData !== undefined || decoration.error !== undefined;
  const feedShown = settled && shown > sections.length;

  return (
    <main className="flex flex-col gap-2 pb-4 desktop:gap-4">
      <h1 className="sr-only">{intl.formatMessage(m.homeTitle)}</h1>
      {decoration.data ? (
        <BannerCarousel banners={decoration.data.banners} />
      ) : decoration.error ? null : (
        <BannerSkeleton />
      )}
      {mobile && <CategoryShortcuts categories={nav.data} />}
      {decoration.error && !decorationData ? (
        <ErrorState
          title={intl.formatMessage(m.loadFailed)}
          retryLabel={intl.formatMessage(m.tryAgain)}
          onRetry={() => void decoration.mutate()}
          className="bg-surface"
        />
      ) : decorationData ? (
        <>
          {sections.slice(0, shown).map((section) => (
            <HomeSection key={section.id} section={section} />
          ))}
          {/* Keyed by the place it holds: the next section takes that place and this skeleton goes,
              a new one below it. One skeleton kept would be pushed down by each section revealed
              above it, and a shift of what the shopper sees (CLS) where it is in the first screen. */}
          {!feedShown && <HomeSectionSkeleton key={`skeleton-${shown}`} />}
        </>
      ) : (
        <>
          <HomeSectionSkeleton />
          <HomeSectionSkeleton />
        </>
      )}
      {feedShown && (
        <>
          <RecentlyViewedOnDemand />
          {!isInsideShell() && <AppDownloadBlock desktop={!mobile} />}
          <HomeFeedOnDemand />
        </>
      )}
    </main>
  );
}
