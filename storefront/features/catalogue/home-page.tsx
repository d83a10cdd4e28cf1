import { lazy, Suspense, useDeferredValue } from 'react';
import { useIntl } from 'react-intl';
import { ErrorState } from '@pasar/ui';
import { preloadHome, useDecoration, useNavTypes } from '../../api/catalogue';
import { useIsMobile } from '../../layouts/use-is-mobile';
import { isInsideShell } from '../../session/native-bridge';
import { usePageTitle } from '../../shell/use-page-title';
import { BannerCarousel, BannerSkeleton } from './banner-carousel';
import { CategoryShortcuts } from './category-shortcuts';
import { HomeFeed } from './home-feed';
import { HomeSection, HomeSectionSkeleton } from './home-section';
import { catalogueMessages as m } from './messages';

// The page's data starts loading as soon as its code arrives, not after its first render.
preloadHome();

// Below the fold and desktop-heavy (QR codes): its own chunk, so the first paint does not wait.
const AppDownloadBlock = lazy(() => import('./app-download-block').then((module) => ({ default: module.AppDownloadBlock })));

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
        decorationData.sections.map((section) => <HomeSection key={section.id} section={section} />)
      ) : (
        <>
          <HomeSectionSkeleton />
          <HomeSectionSkeleton />
        </>
      )}
      {!isInsideShell() && (
        <Suspense fallback={null}>
          <AppDownloadBlock desktop={!mobile} />
        </Suspense>
      )}
      <HomeFeed />
    </main>
  );
}
