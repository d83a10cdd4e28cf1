import { PageLoading } from '@pasar/ui';
import { LogoMark } from '../frame/logo';

/**
 * What a shopper sees while the shop starts (SPEC.md §2 "Root shell"): the mark, the spinner and,
 * once the words have loaded, "Page Loading...". index.html paints the same screen before any
 * script has arrived, so the first paint does not wait for the app.
 */
export function StartupScreen({ label }: { label?: string }) {
  return <PageLoading label={label} mark={<LogoMark className="size-12" />} />;
}
