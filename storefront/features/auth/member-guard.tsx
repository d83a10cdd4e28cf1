import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useMemberRefresh } from '../../api/member';
import { useIsMemberPath } from '../../frame/member-routes';
import { useLoggedIn, useSession } from '../../session/session-store';
import { useGoToLogin } from './go-to-login';

/**
 * The member pages (`member: true` in the route tables, SPEC.md §2 names /me): while logged out,
 * desktop opens the login dialog over the page and mobile goes to /login (the page is the one to
 * return to). While logged in, the member is fetched again — points move with orders — which is
 * also where a revoked token meets the 401 path of §4. Decision: route guards are "not shown" in
 * SPEC; a page is a member page when it has nothing to show a visitor (a member's own orders,
 * coins, vouchers, addresses, messages, requests, settings), and the others (an order's or a
 * request's detail) rely on the 401 path.
 */
export function MemberGuard() {
  const { pathname } = useLocation();
  const goToLogin = useGoToLogin();
  const loggedIn = useLoggedIn();
  const token = useSession((s) => s.userInfo.userInfo?.auth_token);
  const guarded = useIsMemberPath(pathname);
  useMemberRefresh(guarded && loggedIn ? token : undefined);

  useEffect(() => {
    if (guarded && !loggedIn) goToLogin('memberPage');
  }, [guarded, loggedIn, goToLogin]);
  return null;
}
