import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { IconButton, Link } from '@pasar/ui';
import { Logo, logoMessages } from '../../frame/logo';
import { isMemberPath } from '../../frame/member-routes';
import { stickyTopBar } from '../../frame/sticky-bars';
import { useIsMobile } from '../../platform/use-is-mobile';
import { isInsideShell } from '../../platform/native-bridge';
import { readJumpBack } from '../../session/login-storage';
import { useLoggedIn } from '../../session/session-store';
import { usePageTitle } from '../../platform/use-page-title';
import { authMessages as m } from './messages';
import { backMove } from './login-back';

/**
 * The mobile back arrow of the login screens (SPEC.md §2): the saved jump-back path, home when
 * that is a login page, else two history steps back (or home on a short history).
 */
function useLoginBack() {
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  return () => {
    const move = backMove(readJumpBack(), window.history.length, (path) => loggedIn || !isMemberPath(path));
    if (move.kind === 'history') void navigate(move.delta);
    else void navigate(move.target.to, { state: move.target.state });
  };
}

/**
 * A login screen's frame. Mobile: a bar with the back arrow and the title (none inside the
 * native shell, which draws its own). Desktop: the logo and a card, as the screens are also
 * reachable by address on a wide screen.
 */
export function AuthPageFrame({ title, children }: { title: string; children: ReactNode }) {
  const intl = useIntl();
  const mobile = useIsMobile();
  const back = useLoginBack();
  usePageTitle(title);

  if (!mobile) {
    return (
      <main className="flex min-h-dvh flex-col items-center gap-6 bg-surface-sunken px-4 py-10">
        <Link
          variant="plain"
          href="/"
          aria-label={intl.formatMessage(logoMessages.logo)}
          className="rounded"
        >
          <Logo className="h-9 w-auto" />
        </Link>
        <section className="flex min-h-dialog w-full max-w-md flex-col gap-4 rounded-lg bg-surface p-8 shadow-card">
          <h1 className="m-0 text-2xl font-semibold">{title}</h1>
          {children}
        </section>
      </main>
    );
  }
  return (
    <main className="min-h-dvh bg-surface">
      {isInsideShell() ? (
        <h1 className="sr-only">{title}</h1>
      ) : (
        <div
          ref={stickyTopBar}
          className="sticky top-0 z-30 flex h-12 items-center gap-1 bg-surface px-1 shadow-card short:static"
        >
          <IconButton aria-label={intl.formatMessage(m.back)} variant="ghost" onPress={back}>
            <ChevronLeft aria-hidden="true" className="size-6" />
          </IconButton>
          <h1 className="m-0 truncate text-base font-semibold">{title}</h1>
        </div>
      )}
      <div className="flex flex-col gap-4 px-4 pt-6 pb-10">{children}</div>
    </main>
  );
}
