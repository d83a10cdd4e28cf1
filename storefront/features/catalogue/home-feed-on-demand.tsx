import { lazy, Suspense, useEffect } from 'react';
import { useHydrated } from '../../platform/use-hydrated';
import { HomeSectionSkeleton } from './home-section';

// Decision: the feed's tabs are react-aria's collections and selection (~17 KiB gzip), which no
// other part of a landing page uses. The feed is revealed last, below the decoration's sections,
// after the page has hydrated (useRevealInTurn), so its code is not on the home page's first load.
const loadHomeFeed = () => import('./home-feed');
const HomeFeed = lazy(() => loadHomeFeed().then((m) => ({ default: m.HomeFeed })));

/**
 * Starts the feed's chunk once the home page is on screen (an effect: after hydration in a page
 * the server drew), so it is there by the time the sections above it are revealed: the feed's
 * first call, made early by the page's head, is then taken as soon as it would have been.
 */
export function usePreloadHomeFeed() {
  useEffect(() => {
    void loadHomeFeed();
  }, []);
}

/**
 * The home page's feed on a chunk of its own; its place holds a section's skeleton until the
 * chunk arrives. Never in a page the server drew (the server's first view shows a skeleton in its
 * place), so hydration never waits for it or suspends on it.
 */
export function HomeFeedOnDemand() {
  const skeleton = <HomeSectionSkeleton />;
  if (!useHydrated()) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <HomeFeed />
    </Suspense>
  );
}
