import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useMemberRefresh } from '../../api/member';
import { useSession } from '../../session/session-store';
import { useGoToLogin } from './go-to-login';
import { requiresMember } from './member-paths';

/**
 * /me and the login (SPEC.md §2): while logged out, desktop opens the login dialog over the page
 * and mobile goes to /login (the page is the one to return to). While logged in, the member is
 * fetched again — points move with orders — which is also where a revoked token meets the 401
 * path of §4.
 */
export function MemberGuard() {
  const { pathname } = useLocation();
  const goToLogin = useGoToLogin();
  const loggedIn = useSession((s) => Boolean(s.userInfo.userInfo?.user_name));
  const token = useSession((s) => s.userInfo.userInfo?.auth_token);
  const guarded = requiresMember(pathname);
  useMemberRefresh(guarded && loggedIn ? token : undefined);

  useEffect(() => {
    if (guarded && !loggedIn) goToLogin('memberPage');
  }, [guarded, loggedIn, goToLogin]);
  return null;
}
