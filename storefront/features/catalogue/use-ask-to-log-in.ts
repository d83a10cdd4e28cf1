import { useLocation, useNavigate } from 'react-router';
import { useIsMobile } from '../../layouts/use-is-mobile';
import { saveJumpBack } from '../../session/login-storage';
import { requestLogin } from '../auth/login-dialog-store';

/**
 * For an action only members may take (back-in-stock notice, buy now, checkout): remember this
 * page for the return (SPEC.md §2 "After login"), then log in the way a 401 does: mobile goes to
 * /login, desktop stays and the LOGIN message opens the login dialog over the page.
 */
export function useAskToLogIn() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const mobile = useIsMobile();
  return () => {
    saveJumpBack(pathname, search);
    if (mobile) void navigate('/login');
    else requestLogin('Login required');
  };
}
