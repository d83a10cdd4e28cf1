import { useIntl } from 'react-intl';
import { ApiError } from '../../../contract/envelope';
import type { FlowError } from '../../../machines';
import { useErrorText } from '../../i18n/use-error-text';
import { rootMessages } from './root-messages';

/** The text for a machine's error: `errors.<code>` from the locale, else a general message. */
export function useFlowErrorText() {
  const intl = useIntl();
  const errorText = useErrorText();
  return (error: FlowError) => {
    const general = intl.formatMessage(rootMessages.unknownError);
    return error === 'unknown' ? general : errorText(new ApiError(error, general));
  };
}

/**
 * A failed send, captcha, login or reset, said next to the form.
 * Decision: SPEC.md §8 says the old app swallowed login, captcha and send failures silently;
 * we show them inline instead — a shopper whose code never comes, or whose account is locked,
 * must know why nothing happened and what to do next. role="alert" reads it out once.
 */
export function FlowErrorMessage({ error, id }: { error: FlowError | null; id?: string }) {
  const text = useFlowErrorText();
  return (
    <p id={id} role="alert" data-testid="flow-error" className="m-0 min-h-5 text-sm text-error empty:hidden">
      {error === null ? '' : text(error)}
    </p>
  );
}
