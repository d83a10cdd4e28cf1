import { useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { RotateCcw } from 'lucide-react';
import { layoutMessages as m } from './messages';

/**
 * A phone held sideways: not a desktop or tablet (coarse pointer, short side under 500 px) in
 * landscape. Decision: detected with media queries, so it follows rotation without a listener
 * per component, and a small desktop window is never mistaken for a phone.
 */
const phoneLandscape = '(orientation: landscape) and (pointer: coarse) and (max-height: 500px)';

export function useIsPhoneLandscape(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(phoneLandscape);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(phoneLandscape).matches,
    () => false,
  );
}

/** Shown instead of the app while a phone is in landscape (SPEC.md §2 "Root shell"). */
export function LandscapePrompt() {
  return (
    <main
      role="alert"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-surface p-6 text-center"
    >
      <RotateCcw aria-hidden="true" className="size-10 text-primary" />
      <h1 className="m-0 text-lg font-semibold">
        <FormattedMessage {...m.rotate} />
      </h1>
      <p className="m-0 max-w-sm text-muted-foreground">
        <FormattedMessage {...m.rotateBody} />
      </p>
    </main>
  );
}
