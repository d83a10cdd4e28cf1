import { lazy, Suspense } from 'react';
import { usePageIdle } from '../../platform/use-page-idle';
import { useSession } from '../../session/session-store';
import { useChoicesRequested } from './choices-request';

// The banner, the dialog and the reading of the stored choice are their own chunk, loaded after
// the page is idle: the first load carries only this.
const ConsentHost = lazy(() => import('./consent-host').then((m) => ({ default: m.ConsentHost })));

/**
 * Mounted once at the app's root. Decision: the banner asks only when there is something to ask
 * about (GA_MEASUREMENT_ID or META_PIXEL_ID configured) and no choice is stored under this
 * version (the host checks); the choices dialog opens whenever asked for (/setting, the desktop
 * footer), configured or not, so a choice can always be seen and withdrawn.
 */
export function ConsentOnDemand() {
  const requested = useChoicesRequested();
  const idle = usePageIdle();
  const asks = useSession((s) =>
    Boolean(s.localeInfo.appConfig?.ga_measurement_id || s.localeInfo.appConfig?.meta_pixel_id),
  );
  if (!(idle && asks) && !requested) return null;
  return (
    <Suspense fallback={null}>
      <ConsentHost mayAsk={idle && asks} />
    </Suspense>
  );
}
