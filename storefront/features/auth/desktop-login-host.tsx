import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '@pasar/ui';
import { useIsMobile } from '../../platform/use-is-mobile';
import { LOGOUT_MESSAGE } from '../../api/member';
import { loadInspector } from './inspector';
import { loginDialog, useLoginDialog } from './login-dialog-store';
import { rootMessages } from './root-messages';

// The dialog and its machines load on the first open: no page's first load carries them.
const LoginDialog = lazy(() =>
  Promise.all([import('./login-dialog'), loadInspector()]).then(([module]) => ({
    default: module.LoginDialog,
  })),
);

function isLoginRequest(event: MessageEvent): boolean {
  if (event.source !== window || event.origin !== window.location.origin) return false;
  const data = event.data as { type?: unknown; message?: unknown } | null;
  return data?.type === 'LOGIN' && data.message !== LOGOUT_MESSAGE;
}

/**
 * Where the desktop login dialog lives. A LOGIN window message (SPEC.md §4: a 401, the header's
 * "Log in", /me while logged out) opens it at the phone view; "User logged out" is the same
 * message type and does not.
 */
export function DesktopLoginHost() {
  const intl = useIntl();
  const mobile = useIsMobile();
  const { open, view } = useLoginDialog();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);

  useEffect(() => {
    if (mobile) return;
    const onMessage = (event: MessageEvent) => {
      if (isLoginRequest(event) && !loginDialog.get().open) loginDialog.open(1);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [mobile]);

  if (!wanted) return null;
  return (
    <Suspense
      fallback={
        open ? (
          <div className="fixed inset-0 z-50 flex items-center justify-center bg-overlay">
            <Spinner
              size="lg"
              className="text-surface"
              label={intl.formatMessage(rootMessages.openingLogin)}
            />
          </div>
        ) : null
      }
    >
      <LoginDialog isOpen={open} view={view} />
    </Suspense>
  );
}
