import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preload } from 'swr';
import { App } from './app/app';
import { loadMainRoutes, preloadPage } from './app/routes';
import { appLoadKey, fetchAppLoad } from './api/app-load';
import { requestContextOf, setRequestContext } from './api/request';
import { isInsideShell, listenForAppMessages } from './platform/native-bridge';
import { idleMoment, pageLoaded } from './platform/quiet-moment';
import { hydrateFromState, session } from './session/session-store';
import { syncLocaleCookie } from './session/locale-cookie';
import { firstViewState, readFirstView, type FirstView } from './app/first-view';
import { noteServedKeys } from './api/served-answers';
import { desktopLayoutChunk } from './layouts/group-layouts';
import { FirstLayoutContext } from './platform/use-is-mobile';
import { loadMessages } from './i18n/load-messages';
import { announceAppListening } from './boot/early-taps';
import { shopperLocale } from './i18n/preferred-locale';
import '@pasar/ui/theme.css';
import './app/root-font-size.css';

// Every call carries the session's token, device id, language and country (SPEC.md §7).
setRequestContext(() => requestContextOf(session.get()));
// Before React: the native shell may send its appMessage as soon as the page loads.
listenForAppMessages();
// The server's language and country for the next page's first view (ADR 043).
syncLocaleCookie(session);
// A page whose first view the server drew (ADR 044) is hydrated; inside the native shell, whose
// start-up screen waits for its appMessage, the browser draws it again itself.
const firstView = isInsideShell() ? null : readFirstView(document);
if (firstView) noteServedKeys(Object.keys(firstView.fallback), window.location);
// Start-up waits for app/load: ask for it now, while React is still starting.
void preload(appLoadKey(), fetchAppLoad);
// …and the words, which the first render would otherwise only ask for once it has run
// (IntlRoot asks again and gets the same module).
void loadMessages(shopperLocale(session.get().localeInfo.language));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
if (firstView) {
  void hydrate(container, firstView);
} else {
  // The first render as a transition: React renders it in slices and yields between them, so a
  // budget phone's main thread is never blocked for long (Total Blocking Time) while the shop starts.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  announceAppListening(document, false);
}

/**
 * Hydrates the server's first view with what it was drawn with: its words, its answers, its
 * visitor session and layout, and the page's chunks loaded first (a lazy page still loading
 * would hydrate as nothing). The stored session, the screen's own layout and language follow
 * in the renders after.
 */
async function hydrate(root: HTMLElement, view: FirstView) {
  const [messages] = await Promise.all([
    loadMessages(view.language),
    preloadPage(window.location.pathname).catch(() => undefined),
    view.layout === 'desktop' ? desktopLayoutChunk().catch(() => undefined) : undefined,
  ]);
  hydrateFromState(firstViewState(view));
  // As a transition, like the first render of a page the browser draws: hydrateRoot alone
  // hydrates in React's default lane, which is never time-sliced, so the whole page was one task
  // of the main thread (the landing pages' longest, 0.3–0.6 s at a budget phone's pace); in a
  // transition React yields every few milliseconds. The server's HTML is on screen meanwhile.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <FirstLayoutContext value={view.layout}>
          <App first={{ words: { locale: view.language, messages }, fallback: view.fallback }} />
        </FirstLayoutContext>
      </StrictMode>,
    );
  });
  // React listens to the page from hydrateRoot on: the taps the head script held go to it now, and
  // a tap on a part not yet hydrated makes React hydrate the page at once to deliver it.
  announceAppListening(document, true);
}

// Once the page has loaded and the main thread is idle, so the first load carries none of them:
// the main group's route table (a first tap on Me or Cart then waits for its page's chunk only,
// app/routes.tsx) and real-user monitoring (ADR 026), each a chunk of its own.
void pageLoaded()
  .then(() => idleMoment())
  .then(() => {
    void loadMainRoutes();
    return import('./monitoring/agent');
  })
  .then((agent) => agent.startMonitoring());
