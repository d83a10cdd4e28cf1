import { defineMessage, FormattedMessage } from 'react-intl';
import { useOnline } from '../platform/use-online';

/** Its own word, not in ./offline-messages.ts: the product page's first load carries only this one. */
const needsConnection = defineMessage({
  id: 'offline.needsConnection',
  defaultMessage: "You're offline: this needs a connection.",
});

/**
 * Why the action beside it is disabled, shown only while offline (ADR 042): add to cart, buy now,
 * submit, pay and claim need the server, and a press that cannot reach it would be lost.
 */
export function NeedsConnection({ className = '' }: { className?: string }) {
  return useOnline() ? null : (
    <p data-testid="needs-connection" className={`m-0 text-sm text-muted-foreground ${className}`}>
      <FormattedMessage {...needsConnection} />
    </p>
  );
}
