import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ArrowLeft, CircleCheck, LogOut } from 'lucide-react';
import { Button, Dialog, IconButton } from '@pasar/ui';
import type { ContactMethod, Session } from '../../../machines';
import { clearLoginContact } from '../../session/login-storage';
import { logOut } from '../../api/member';
import { useSession } from '../../session/session-store';
import { CodeEntry } from './code-entry';
import { CodeLoginForm } from './code-login-form';
import { CodeLoginProvider, codeLoginInput, useCodeLogin } from './code-login-flow';
import { completeLogin } from './complete-login';
import { loginDialog, type LoginView } from './login-dialog-store';
import { firstLoginMethod, type LoginChannels, type LoginMethod } from './login-options';
import { authMessages as m } from './messages';
import { PasswordLoginForm } from './password-login-form';
import { PasswordResetForm } from './password-reset-form';
import { takeReturnTarget } from './use-return-after-login';
import { useGoogleLogin } from './use-google-login';
import { useLoginChannels } from './use-login-channels';

const titles = {
  1: m.loginTitle,
  2: m.codeTitle,
  3: m.passwordTitle,
  4: m.resetTitle,
  5: m.doneTitle,
  6: m.loggedOutTitle,
  7: m.emailLoginTitle,
} as const;

const methodViews = { whatsapp: 1, email: 7, password: 3 } as const satisfies Record<string, LoginView>;

/** The view the back arrow returns to (SPEC.md §2): the first login screen the country offers. */
function loginViewOf(channels: LoginChannels): LoginView {
  return methodViews[firstLoginMethod(channels)];
}

/**
 * The desktop login: one dialog (at least 34rem tall) whose views are the login steps of
 * SPEC.md §2 — 1 phone, 2 code, 3 password, 4 retrieve password, 5 done, 6 logged out, 7 e-mail.
 * A back arrow returns to the login view. Six digits wait for the Log in button (§4 step 6).
 */
export function LoginDialog({ isOpen, view: asked }: { isOpen: boolean; view: LoginView }) {
  const intl = useIntl();
  const channels = useLoginChannels();
  const loginView = loginViewOf(channels);
  // A code view the country switched off shows its first login view instead.
  const view = (asked === 1 && !channels.whatsapp) || (asked === 7 && !channels.email) ? loginView : asked;
  const showBack = [2, 3, 4, 7].includes(view) && view !== loginView;
  const onDone = useCallback((session: Session, method: ContactMethod) => {
    completeLogin(session, 'code', method);
    loginDialog.show(5);
  }, []);

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) loginDialog.close();
      }}
      title={intl.formatMessage(titles[view])}
      size="md"
      tall
      leading={
        showBack ? (
          <IconButton
            aria-label={intl.formatMessage(m.backToLogin)}
            variant="muted"
            size="sm"
            className="-ms-2"
            onPress={() => loginDialog.show(loginView)}
          >
            <ArrowLeft aria-hidden="true" />
          </IconButton>
        ) : undefined
      }
    >
      <CodeLoginProvider input={codeLoginInput(view === 7 ? 'email' : 'phone', false)} onDone={onDone}>
        <DialogViews view={view} channels={channels} loginView={loginView} />
      </CodeLoginProvider>
    </Dialog>
  );
}

function DialogViews({
  view,
  channels,
  loginView,
}: {
  view: LoginView;
  channels: LoginChannels;
  loginView: LoginView;
}) {
  const flow = useCodeLogin();
  const google = useGoogleLogin('pc');
  const navigate = useNavigate();
  const userName = useSession((s) => s.userInfo.userInfo?.user_name);
  const [passwordRun, setPasswordRun] = useState(0);

  // Another method starts its screen afresh and clears the stored contact data (SPEC.md §4).
  const choose = (method: LoginMethod) => {
    if (method === 'google') {
      void google.start();
      return;
    }
    clearLoginContact();
    const next = methodViews[method];
    if (next === 3) setPasswordRun((n) => n + 1);
    loginDialog.show(next);
  };
  // The code went out: the dialog moves to the code view.
  const { actorRef } = flow;
  useEffect(() => {
    const subscription = actorRef.on('code.sent', () => loginDialog.show(2));
    return () => subscription.unsubscribe();
  }, [actorRef]);

  // Arriving on view 1 or 7 (back from the code view, or from the other code view), the code
  // login starts again for that view's method.
  useEffect(() => {
    if (view !== 1 && view !== 7) return;
    const method = view === 7 ? 'email' : 'phone';
    const snapshot = flow.actorRef.getSnapshot();
    if (snapshot.context.method !== method || snapshot.context.codeSent || snapshot.status !== 'active')
      flow.restart(codeLoginInput(method, false, snapshot.context.agreed));
    // Only when the view changes; the flow's own steps are not a reason to restart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view]);

  switch (view) {
    case 1:
    case 7: {
      const method = view === 7 ? 'email' : 'phone';
      // Until the restart above has happened.
      if (flow.snapshot.context.method !== method || flow.snapshot.context.codeSent) return null;
      return (
        <div className="flex flex-col gap-4">
          {view === 1 && (
            <p className="m-0 text-sm text-muted-foreground">
              <FormattedMessage {...m.loginIntro} />
            </p>
          )}
          <CodeLoginForm
            flow={flow}
            channels={channels}
            onChooseMethod={choose}
            google={google}
            newTabLinks
          />
        </div>
      );
    }
    case 2:
      return <CodeEntry flow={flow} />;
    case 3:
      return (
        <PasswordLoginForm
          key={passwordRun}
          channels={channels}
          onChooseMethod={choose}
          onForgotPassword={() => loginDialog.show(4)}
          onDone={(session, method) => {
            completeLogin(session, 'password', method);
            loginDialog.show(5);
          }}
          google={google}
          newTabLinks
        />
      );
    case 4:
      return (
        <PasswordResetForm
          channels={channels}
          onDone={() => {
            // SPEC.md §4: the session and persisted state are cleared, the logged-out view
            // opens, and logOut() posts the logout message.
            void logOut().then(() => loginDialog.show(6));
          }}
        />
      );
    case 5:
      return (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 text-center">
          <CircleCheck aria-hidden="true" className="size-12 text-success" />
          <p className="m-0 text-lg font-semibold">
            {userName ? (
              <FormattedMessage {...m.doneWelcome} values={{ name: userName }} />
            ) : (
              <FormattedMessage {...m.doneTitle} />
            )}
          </p>
          <p className="m-0 text-muted-foreground">
            <FormattedMessage {...m.doneBody} />
          </p>
          <Button
            size="lg"
            className="min-w-56"
            onPress={() => {
              loginDialog.close();
              // Back where a 401 interrupted the shopper (SPEC.md §4 session expiry), if anywhere.
              const target = takeReturnTarget();
              if (target) void navigate(target.to, { state: target.state });
            }}
          >
            <FormattedMessage {...m.continueShopping} />
          </Button>
        </div>
      );
    case 6:
      return (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 text-center">
          <LogOut aria-hidden="true" className="size-12 text-muted-foreground" />
          <p className="m-0 max-w-sm text-muted-foreground">
            <FormattedMessage {...m.loggedOutBody} />
          </p>
          <Button size="lg" className="min-w-56" onPress={() => loginDialog.show(loginView)}>
            <FormattedMessage {...m.logInAgain} />
          </Button>
        </div>
      );
  }
}
