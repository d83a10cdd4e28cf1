import { useNavigate } from 'react-router';
import { clearLoginContact } from '../../session/login-storage';
import { loginMethodPaths } from './login-method-paths';
import type { LoginMethod } from './login-options';
import { useGoogleLogin } from './use-google-login';

/**
 * The "other methods" row on the login pages: another screen, or Google. Choosing another
 * method clears the stored contact data (SPEC.md §4).
 */
export function useChooseMethod() {
  const navigate = useNavigate();
  const google = useGoogleLogin('');
  const choose = (method: LoginMethod) => {
    if (method === 'google') {
      void google.start();
      return;
    }
    clearLoginContact();
    void navigate(loginMethodPaths[method]);
  };
  return { choose, google: { pending: google.pending, error: google.error } };
}
