import { defineMessages } from 'react-intl';
import { PageLoading } from '@pasar/ui';
import { LogoMark } from './logo';

export const startupMessages = defineMessages({
  pageLoading: { id: 'app.root.pageLoading', defaultMessage: 'Page Loading...' },
});

/**
 * What a shopper sees while the shop starts (SPEC.md §2 "Root shell"): the mark, the spinner and,
 * once the words have loaded, "Page Loading..." (`startupMessages.pageLoading`; the label is a
 * prop because the screen also shows before any words have arrived). index.html paints the same screen before any
 * script has arrived, so the first paint does not wait for the app.
 */
export function StartupScreen({ label }: { label?: string }) {
  return <PageLoading label={label} mark={<LogoMark className="size-12" />} />;
}
