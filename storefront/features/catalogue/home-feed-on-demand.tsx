import { Suspense, useEffect } from 'react';
import { FIRST_VIEW_ATTRIBUTE } from '../../../contract/first-view-page';
import { preloadable } from '../../frame/lazy-page';
import { useHydrated } from '../../platform/use-hydrated';
import { HomeSectionSkeleton } from './home-section';

// Decision: the feed's tabs are react-aria's collections and selection (~17 KiB gzip), which no
// other part of a landing page uses. The feed is revealed last, below the decoration's sections,
// after the page has hydrated (useRevealInTurn), so its code is not on the home page's first load.
// Preloadable rather than React.lazy: once its chunk is here it renders at once (React.lazy
// suspends on its first render even then, and its retry waits its turn on a busy main thread).
const HomeFeed = preloadable(() => import('./home-feed').then((m) => m.HomeFeed));

// A home page the browser draws itself has no hydration to keep clear: its feed's chunk starts
// with the page's code, as its calls do (a drawn page is marked until it is live, ADR 044).
if (typeof document !== 'undefined' && !document.documentElement.hasAttribute(FIRST_VIEW_ATTRIBUTE))
  void HomeFeed.preload();

/**
 * Starts the feed's chunk once the home page is on screen (an effect: after hydration in a page
 * the server drew), so it is there by the time the sections above it are revealed: the feed's
 * first call, made early by the page's head, is then taken as soon as it would have been.
 */
export function usePreloadHomeFeed() {
  useEffect(() => {
    void HomeFeed.preload();
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
