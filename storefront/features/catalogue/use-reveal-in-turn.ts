import { startTransition, useEffect, useState } from 'react';
import { idleMoment } from '../../platform/quiet-moment';

/** The longest a block waits for an idle moment before it renders anyway. */
const REVEAL_WAIT_MS = 300;

/**
 * How many of a long page's blocks to render: the first at once, then one more each time the
 * main thread is idle, each in its own small render and commit. The home page reveals its
 * sections and feed this way; a product page its similar products.
 *
 * Decision: the home page is four screens tall (~600 elements, 68 pictures). Rendered in one go,
 * it blocked a budget phone's main thread for ~150 ms right after the first screen appeared
 * (Total Blocking Time). In turn, nothing blocks for long and the banner paints no later; a
 * shopper who scrolls at once meets skeletons for a moment instead of a frozen page.
 */
export function useRevealInTurn(total: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= total) return;
    let cancelled = false;
    void idleMoment(REVEAL_WAIT_MS).then(() => {
      if (!cancelled) startTransition(() => setShown((count) => count + 1));
    });
    return () => {
      cancelled = true;
    };
  }, [shown, total]);
  return Math.min(shown, total);
}
