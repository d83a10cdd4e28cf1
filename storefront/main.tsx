import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyRootFontSize } from '@pasar/ui';
import { preload } from 'swr';
import { App } from './app/app';
import { loadMainRoutes } from './app/routes';
import { appLoadKey, fetchAppLoad } from './api/app-load';
import { requestContextOf, setRequestContext } from './api/request';
import { listenForAppMessages } from './platform/native-bridge';
import { idleMoment, pageLoaded } from './platform/quiet-moment';
import { session } from './session/session-store';
import { loadMessages } from './i18n/load-messages';
import { shopperLocale } from './i18n/preferred-locale';
import '@pasar/ui/theme.css';

// Every call carries the session's token, device id, language and country (SPEC.md §7).
setRequestContext(() => requestContextOf(session.get()));
// Before React: the native shell may send its appMessage as soon as the page loads.
listenForAppMessages();
// Start-up waits for app/load: ask for it now, while React is still starting.
void preload(appLoadKey(), fetchAppLoad);
// …and the words, which the first render would otherwise only ask for once it has run
// (IntlRoot asks again and gets the same module).
void loadMessages(shopperLocale(session.get().localeInfo.language));
// SPEC.md §9: the mobile root font follows the screen width.
applyRootFontSize();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
// The first render as a transition: React renders it in slices and yields between them, so a
// budget phone's main thread is never blocked for long (Total Blocking Time) while the shop starts.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

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
