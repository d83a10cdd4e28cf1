import { useState } from 'react';
import { ApiError } from '../../../contract/envelope';
import { useErrorText } from '../../i18n/use-error-text';

/**
 * A profile form's refusal, said beside its field (the once-a-year codes, a wrong password): the
 * calls are silent, so nothing else shows it, and the shopper's input stays as typed.
 */
export function useSaveError() {
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    clear: () => setError(null),
    /** Runs the save; a refusal becomes the error text and false. */
    async run(save: () => Promise<unknown>): Promise<boolean> {
      setError(null);
      try {
        await save();
        return true;
      } catch (caught) {
        setError(caught instanceof ApiError ? errorText(caught) : String(caught));
        return false;
      }
    },
  };
}
