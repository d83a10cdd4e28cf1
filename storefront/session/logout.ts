import { request } from '../api/request';
import { LOGIN_STATUS_LOGGED_OUT, loginState } from './login-state';
import { postToShell } from './native-bridge';
import { session, type SessionStore } from './session-store';

export const LOGOUT_MESSAGE = 'User logged out';

/**
 * Logout after confirmation (SPEC.md §4): the server revokes the token, the persisted state is
 * deleted, the user and login state reset, the status becomes 6, and a LOGIN message saying
 * "User logged out" is posted to the window (and to the native shell).
 */
export async function logOut(store: SessionStore = session) {
  const token = store.get().userInfo.userInfo?.auth_token;
  if (token) {
    // Decision: logout succeeds locally even when the server cannot be reached.
    await request('member/user/logout', { method: 'POST', body: {}, silent: true }).catch(() => undefined);
  }
  store.reset();
  loginState.reset({ loginStatus: LOGIN_STATUS_LOGGED_OUT });
  window.postMessage({ type: 'LOGIN', message: LOGOUT_MESSAGE }, window.location.origin);
  postToShell({ type: 'LOGIN', message: LOGOUT_MESSAGE });
}
