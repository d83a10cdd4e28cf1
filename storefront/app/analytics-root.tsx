import { useAnalytics } from '../analytics/use-analytics';
import { ConsentOnDemand } from '../features/consent';

/**
 * Page views, the recorder and the consent banner (ADR 027), mounted once at the app's root from
 * a chunk of its own: none of it is needed to show the first page, so none of it is in its first
 * load (the recorder and the banner wait further, for the page to go idle).
 */
export function AnalyticsRoot() {
  useAnalytics();
  return <ConsentOnDemand />;
}
