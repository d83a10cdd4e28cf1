import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { OfflineBanner, showToast } from '@pasar/ui';
import { offlineMessages as m } from '../frame/offline-messages';
import { isCheckoutPath } from '../platform/checkout-paths';
import {
  applyWaitingUpdate,
  isUpdateWaiting,
  registerServiceWorker,
  subscribeToUpdate,
} from '../platform/service-worker';
import { useOnline } from '../platform/use-online';
import { drawnPageAddress } from '../api/served-answers';
import { request } from '../api/request';
import { firstCalls } from '../boot/first-calls';
import { session } from '../session/session-store';

/**
 * The installable shop's page side (ADR 042), mounted at the app's root from a chunk of its own
 * that is asked for once the page has loaded and gone idle: the service worker's registration
 * (never inside the native shell), the offline banner, and a new version announced, then applied
 * on the next navigation that does not lead into checkout.
 */
export function OfflineRoot() {
  const intl = useIntl();
  const online = useOnline();
  const bottom = useBottomBarsHeight();
  useEffect(() => {
    const registered = registerServiceWorker();
    // What the page decided, on <html> for DevTools and the journeys (tests/e2e/offline.spec.ts).
    document.documentElement.dataset.serviceWorker = registered ? 'registered' : 'none';
    if (registered) void keepDrawnPageAnswers();
  }, []);
  useUpdateOnNextNavigation();
  return <OfflineBanner offline={!online} message={intl.formatMessage(m.banner)} bottom={bottom} />;
}

/**
 * A page the server drew came with its answers (ADR 044), so the worker never saw them and the
 * page would not open offline. Once the worker controls the page, the page's own GET calls are
 * asked again, silently, for the worker to keep (network first, as any catalogue answer): one small
 * answer each, once per drawn page, after it has hydrated and gone idle. A member's are not (the
 * worker keeps no member's answer).
 */
async function keepDrawnPageAnswers() {
  const drawn = drawnPageAddress();
  if (!drawn || session.get().userInfo.userInfo?.auth_token) return;
  const { serviceWorker } = navigator;
  if (!serviceWorker.controller)
    await new Promise((resolve) =>
      serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  await Promise.allSettled(
    firstCalls(drawn)
      .filter(([, options]) => (options?.method ?? 'GET') === 'GET')
      .map(([path, options]) => request(path, { ...options, silent: true })),
  );
  document.documentElement.dataset.drawnAnswersKept = 'true';
}

/**
 * Decision: "Update available" is said once, as a toast; the reload waits for the shopper's next
 * move to another page, when a full load costs nothing they were doing. Never on the way into
 * checkout (a form half filled, a payment on its way): the update waits for the next page after.
 */
function useUpdateOnNextNavigation() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const waiting = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting, () => false);
  const announcedAt = useRef<string | null>(null);
  useEffect(() => {
    if (!waiting) return;
    if (announcedAt.current === null) {
      announcedAt.current = pathname;
      showToast({
        title: intl.formatMessage(m.updateAvailable),
        description: intl.formatMessage(m.updateOnNextPage),
        variant: 'info',
      });
      return;
    }
    if (pathname !== announcedAt.current && !isCheckoutPath(pathname)) applyWaitingUpdate();
  }, [waiting, pathname, intl]);
}

/**
 * How far the page's bars fixed to the bottom reach (the tab bar, the product page's buttons, the
 * cart's total): storefront/frame/sticky-bars.ts measures them into <html>'s scroll padding, and
 * the banner sits just above.
 */
function useBottomBarsHeight(): number {
  return useSyncExternalStore(
    (onChange) => {
      const observer = new MutationObserver(onChange);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style'] });
      return () => observer.disconnect();
    },
    () => parseFloat(document.documentElement.style.scrollPaddingBottom) || 0,
    () => 0,
  );
}
