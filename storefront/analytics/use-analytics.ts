import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { usePageIdle } from '../platform/use-page-idle';
import { onConsentChange, readConsent } from '../session/consent-choice';
import { useSession } from '../session/session-store';
import { consentModeOf, gtag, startDataLayer } from './data-layer';
import { track } from './track';

/**
 * The analytics of the whole app, mounted once at its root (SPEC.md §7, ADR 027): the data layer
 * with consent mode's default, a page view on start and after every route change (and when
 * consent arrives on a page already open), consent updates, and, once the page has loaded and
 * gone idle, the configured third parties the choice allows, each from its own chunk.
 */
export function useAnalytics() {
  const { pathname, search } = useLocation();
  const [choice, setChoice] = useState(readConsent);
  const idle = usePageIdle();
  const config = useSession((s) => s.localeInfo.appConfig);
  const analytics = choice?.analytics === true;
  const advertising = choice?.advertising === true;

  useEffect(() => {
    startDataLayer(readConsent());
    return onConsentChange((next) => {
      gtag('consent', 'update', consentModeOf(next));
      setChoice(next);
    });
  }, []);

  useEffect(() => {
    if (!analytics && !advertising) return;
    track({ name: 'page_view', params: { page_location: window.location.href, page_path: pathname + search } });
  }, [pathname, search, analytics, advertising]);

  const ga = analytics ? config?.ga_measurement_id : undefined;
  const pixel = advertising ? config?.meta_pixel_id : undefined;
  const chat = config?.chat_widget_src;
  useEffect(() => {
    if (!idle || !(ga || pixel || chat)) return;
    let cancelled = false;
    let disconnectPixel: (() => void) | undefined;
    void import('./third-parties').then((parties) => {
      if (cancelled) return;
      if (ga) parties.loadGoogleTag(ga);
      if (pixel) disconnectPixel = parties.connectMetaPixel(pixel);
      if (chat) parties.loadChatWidget(chat);
    });
    return () => {
      cancelled = true;
      disconnectPixel?.();
    };
  }, [idle, ga, pixel, chat]);
}
