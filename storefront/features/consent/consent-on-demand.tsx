import { lazy, Suspense, useEffect, useState } from 'react';
import { usePageIdle } from '../../platform/use-page-idle';
import { onConsentChange, readConsent } from '../../session/consent-choice';
import { useSession } from '../../session/session-store';
import { useChoicesRequested } from './choices-request';

// The banner and the dialog are their own chunk, loaded after the page is idle: the first load
// carries only this.
const ConsentHost = lazy(() => import('./consent-host').then((m) => ({ default: m.ConsentHost })));

/**
 * Mounted once at the app's root. Decision: the banner asks only when there is something to ask
 * about (GA_MEASUREMENT_ID or META_PIXEL_ID configured) and no choice is stored under this
 * version; the choices dialog opens whenever asked for (/setting, the desktop footer).
 */
export function ConsentOnDemand() {
  const requested = useChoicesRequested();
  const idle = usePageIdle();
  const [choice, setChoice] = useState(readConsent);
  const config = useSession((s) => s.localeInfo.appConfig);
  useEffect(() => onConsentChange(setChoice), []);
  const showBanner = idle && !choice && Boolean(config?.ga_measurement_id || config?.meta_pixel_id);
  if (!showBanner && !requested) return null;
  return (
    <Suspense fallback={null}>
      <ConsentHost showBanner={showBanner} />
    </Suspense>
  );
}
