import { useEffect, useEffectEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { showToast, Spinner } from '@pasar/ui';
import { ApiError } from '../../../contract/envelope';
import type { Session } from '../../../machines';
import { useFlowErrorText } from './flow-error';
import { loginDialog } from './login-dialog-store';
import { rootMessages } from './root-messages';
import { useReturnAfterLogin } from './use-return-after-login';

// One login per token or code, even when an effect runs twice (StrictMode) or the URL lingers.
const handled = new Set<string>();

/** Google's return adds these beside `code` (state always; scope and the rest from the real Google). */
const googleParams = ['code', 'state', 'scope', 'authuser', 'prompt', 'hd'];

type AddressLogin =
  { kind: 'token'; value: string } | { kind: 'google'; value: string; state: string; device: 'pc' | '' };

function urlLoginOf(pathname: string, params: URLSearchParams): AddressLogin | null {
  const token = params.get('token');
  if (token) return { kind: 'token', value: token };
  const code = params.get('code');
  // Google returns to / when asked from the desktop dialog (device pc), else to /login.
  if (code && (pathname === '/' || pathname === '/login'))
    return {
      kind: 'google',
      value: code,
      state: params.get('state') ?? '',
      device: pathname === '/' ? 'pc' : '',
    };
  return null;
}

/**
 * Logins that arrive in the address (SPEC.md §4): `?token=` (a one-time hand-off code, ADR 012)
 * on any page logs in with login_type 6; Google's `?code=` and `state` on /login or / with
 * login_type 5. The parameters leave the
 * address first (a token must not linger in history or be shared by copy-paste). After Google,
 * mobile goes back to the stored path a second later; desktop shows the dialog's done view.
 * Decision: a token login is silent when it works (the link was meant for the page it opens).
 */
export function UrlLogin() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const errorText = useFlowErrorText();
  const returnAfterLogin = useReturnAfterLogin();
  // What happens when the login ends reads the latest render; it is no reason to re-read the address.
  const succeeded = useEffectEvent((login: AddressLogin) => {
    if (login.kind !== 'google') return;
    if (login.device === 'pc') loginDialog.open(5);
    else returnAfterLogin();
  });
  const failed = useEffectEvent((login: AddressLogin, error: unknown) => {
    // SPEC.md §8: the Google code login logs its message.
    console.error(`${login.kind} login failed`, error);
    showToast({ title: errorText(error instanceof ApiError ? error.code : 'unknown'), variant: 'error' });
  });

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const login = urlLoginOf(location.pathname, params);
    if (!login || handled.has(login.value)) return;
    handled.add(login.value);
    for (const name of login.kind === 'token' ? ['token'] : googleParams) params.delete(name);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );

    void (async () => {
      setBusy(true);
      try {
        const api = await import('../../api/member-auth');
        const { completeLogin } = await import('./complete-login');
        const data: Session =
          login.kind === 'token'
            ? await api.logInWithToken(login.value)
            : await api.logInWithGoogle(login.value, login.state, login.device);
        completeLogin(data, login.kind);
        succeeded(login);
      } catch (error) {
        failed(login, error);
      } finally {
        setBusy(false);
      }
    })();
  }, [location, navigate]);

  if (!busy) return null;
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-surface/90"
    >
      <Spinner size="lg" className="text-primary" />
      <p className="m-0 text-base">{intl.formatMessage(rootMessages.loggingIn)}</p>
    </div>
  );
}
