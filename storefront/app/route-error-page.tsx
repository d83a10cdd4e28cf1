import { FormattedMessage } from 'react-intl';
import { Button } from '@pasar/ui';
import { appMessages } from './messages';

/** Every route group's error page (SPEC.md §2): "Something went wrong" and "Try again" reloads. */
export function RouteErrorPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-xl font-semibold">
        <FormattedMessage {...appMessages.errorTitle} />
      </h1>
      <Button onPress={() => window.location.reload()}>
        <FormattedMessage {...appMessages.errorRetry} />
      </Button>
    </main>
  );
}
