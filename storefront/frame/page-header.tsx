import { useIntl, defineMessages } from 'react-intl';
import { useNavigate } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { IconButton } from '@pasar/ui';
import { usePageTitle } from '../platform/use-page-title';
import { isInsideShell } from '../platform/native-bridge';
import { useIsMobile } from '../platform/use-is-mobile';
import { stickyTopBar } from './sticky-bars';

const messages = defineMessages({
  back: { id: 'layout.pageHeader.back', defaultMessage: 'Back' },
});

/**
 * A page's title. On mobile a bar with a back arrow (history back, or home when the page was
 * opened directly); on desktop the page's heading.
 */
export function PageHeader({ title }: { title: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  usePageTitle(title);
  if (!mobile) return <h1 className="m-0 mb-4 text-2xl font-semibold">{title}</h1>;
  // Inside the native shell the app draws the title bar (from pageTitle); the heading stays for screen readers.
  if (isInsideShell()) return <h1 className="sr-only">{title}</h1>;
  return (
    <div
      ref={stickyTopBar}
      className="sticky top-0 z-30 flex h-12 items-center gap-1 bg-surface px-1 shadow-card short:static"
    >
      <IconButton
        aria-label={intl.formatMessage(messages.back)}
        variant="ghost"
        onPress={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
      >
        <ChevronLeft aria-hidden="true" className="size-6" />
      </IconButton>
      <h1 className="m-0 truncate text-base font-semibold">{title}</h1>
    </div>
  );
}
