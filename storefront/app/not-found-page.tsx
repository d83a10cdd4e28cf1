import { FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '../platform/use-page-title';
import { Link } from '@pasar/ui';
import { appMessages } from './messages';

/** The catch-all page for any path the route table does not know. */
export function NotFoundPage() {
  usePageTitle(useIntl().formatMessage(appMessages.notFoundTitle));
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-container flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-xl font-semibold">
        <FormattedMessage {...appMessages.notFoundTitle} />
      </h1>
      <p className="text-muted-foreground">
        <FormattedMessage {...appMessages.notFoundBody} />
      </p>
      <Link variant="standalone" href="/" className="font-medium">
        <FormattedMessage {...appMessages.notFoundHome} />
      </Link>
    </main>
  );
}
