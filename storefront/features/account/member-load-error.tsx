import { useIntl } from 'react-intl';
import { ErrorState } from '@pasar/ui';
import { accountMessages as m } from './messages';

/** Me's and /setting's answer when the member could not be loaded: say so, offer to try again. */
export function MemberLoadError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <ErrorState
      title={intl.formatMessage(m.loadFailed)}
      retryLabel={intl.formatMessage(m.retry)}
      onRetry={onRetry}
    />
  );
}
