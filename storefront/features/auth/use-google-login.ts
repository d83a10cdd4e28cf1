import { useState } from 'react';
import { errorCodeOf, type FlowError } from '../../../machines';
import { fetchGoogleAuthUrl } from '../../api/member-auth';
import { clearLoginContact } from '../../session/login-storage';

/**
 * Google sign-in (SPEC.md §4): ask the server for Google's address, clear the stored login
 * data, and leave for Google. It returns to / (device 'pc', the desktop dialog) or /login,
 * where AuthRoot finishes the login with the `code` it brings.
 */
export function useGoogleLogin(device: 'pc' | '') {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<FlowError | null>(null);
  async function start() {
    setPending(true);
    setError(null);
    try {
      const url = await fetchGoogleAuthUrl(device);
      clearLoginContact();
      window.location.assign(url);
    } catch (failure) {
      setError(errorCodeOf(failure));
      setPending(false);
    }
  }
  return { start, pending, error };
}
