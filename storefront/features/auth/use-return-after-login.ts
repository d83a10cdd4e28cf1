import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { clearJumpBack, readJumpBack } from '../../session/login-storage';
import { afterLoginTarget, home, type NavTarget } from './return-target';

/** SPEC.md §4 step 7, §9: on mobile the shopper is sent back one second after logging in. */
export const REDIRECT_AFTER_LOGIN_MS = 1000;

/** The stored return target (./return-target.ts), forgotten as it is taken; null when none was stored. */
export function takeReturnTarget(): NavTarget | null {
  const saved = readJumpBack();
  clearJumpBack();
  return saved.path === null ? null : afterLoginTarget(saved.path, saved.params, saved.state);
}

/**
 * Returns a function that, after the delay, goes to the stored jump-back path (SPEC.md §2
 * "After login") and forgets it. The history entry of the login screen is replaced, so the
 * back button does not lead to a login form the shopper no longer needs.
 */
export function useReturnAfterLogin() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (delay = REDIRECT_AFTER_LOGIN_MS) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        const target = takeReturnTarget() ?? home;
        void navigate(target.to, { replace: true, state: target.state });
      }, delay);
    },
    [navigate],
  );
}
