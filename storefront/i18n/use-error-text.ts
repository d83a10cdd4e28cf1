import { useIntl } from 'react-intl';
import { errorMessageFor } from '../../contract/error-messages';
import type { ApiError } from '../../contract/envelope';

/** The message for a failed call: `errors.<code>` from the locale, else the server's msg (SPEC.md §8). */
export function useErrorText() {
  const intl = useIntl();
  return (error: ApiError) => {
    const descriptor = errorMessageFor(error.code);
    return descriptor ? intl.formatMessage(descriptor) : error.message;
  };
}
