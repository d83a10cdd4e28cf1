// The server's renderer of a page's first view (docs/decisions/044-server-rendered-first-view.md),
// built with `vite build --ssr` beside the storefront (dist/server/entry-server.js) and loaded by
// server/first-view-pages.ts. It draws the app's own route table for a visitor, with the answers
// of the page's own calls asked in process, so the browser can hydrate the same HTML.
import { StrictMode, type ReactNode } from 'react';
// Node's build of the streaming renderer (react-dom/server.node: renderToPipeableStream).
import { renderToPipeableStream } from 'react-dom/server.node';
import { StaticRouter } from 'react-router';
import { Writable } from 'node:stream';
import type { CountryCode } from '../contract/countries';
import { isSuccess, readEnvelope } from '../contract/envelope';
import { App } from './app/app';
import { preloadPage } from './app/routes';
import { isMainMemberPage } from './app/main-routes';
import { firstViewState, ServedAnswersContext, type FirstView } from './app/first-view';
import type { ServedAnswers } from './api/served-answers';
import { firstViewCalls, firstViewPaths, type FirstViewCall } from './boot/first-view-calls';
import { tapsHeldWords } from './boot/taps-held-words';
import { prepareCallFor } from './api/request';
import { messagesByLocale } from './i18n/all-messages';
import type { Locale } from './i18n/locales';
import { desktopLayoutChunk } from './layouts/group-layouts';
import { FirstLayoutContext } from './platform/use-is-mobile';
import { createSessionStore, SessionStoreContext } from './session/session-store';
import type { Layout } from '../contract/layouts';

/** The API in process (the server's own Hono app): a path with its query, and fetch's options. */
export type ApiRequest = (path: string, init: RequestInit) => Promise<Response>;

export interface FirstViewRequest {
  /** The path and query asked for. */
  url: string;
  language: Locale;
  country: CountryCode;
  layout: Layout;
  api: ApiRequest;
  /** How long the page's calls may take before the view is drawn without what has not come. */
  callsWithinMs: number;
  /**
   * How long the page's essential call (a product page's product) may take before the page is left
   * to the browser (absent: callsWithinMs). Longer: without it there is no view to draw, and the
   * browser would have to load the app before it could even ask.
   */
  essentialWithinMs?: number;
  /** How long the render may take before the rest is left to the browser. */
  renderWithinMs: number;
}

export type FirstViewResult =
  /**
   * `tapsHeld`: what a screen reader says when a tap on the drawn page waits for the app.
   * `complete`: every call was answered in time (a failed answer is the page's own); a view drawn
   * without a late answer is this moment's, not the page's, and is kept only briefly.
   */
  | { kind: 'page'; html: string; firstView: FirstView; tapsHeld: string; complete: boolean }
  /** The page's essential answer was missing or said the product is gone: not drawn here. */
  | { kind: 'not-drawn'; reason: string };

/**
 * Whether the server draws `pathname`: every public page of the route table with its first
 * screen, and the main group's member pages (`member: true`) as their frame and skeleton, which
 * the browser fills once live (frame/member-page-first-view.tsx).
 */
export function draws(pathname: string): boolean {
  return firstViewPaths.includes(pathname) || isMainMemberPage(pathname);
}
/** The head (title, description) of a drawn page, in its words (first-view-heads.ts). */
export { pageHead } from './first-view-heads';

/** Draws the first view of `url` for a visitor; throws when the render fails. */
export async function renderFirstView(request: FirstViewRequest): Promise<FirstViewResult> {
  const location = new URL(request.url, 'http://first-view.invalid');
  const scope = { language: request.language, country: request.country, token: '' };
  const calls = firstViewCalls(location, scope);
  const { answers, complete } = await askWithin(request, calls);
  const missing = calls.find((call, at) => call.essential && answers[at] === undefined);
  if (missing) return { kind: 'not-drawn', reason: `no answer for ${missing.call[0]}` };
  const removed = calls.some(
    (call, at) => call.essential && (answers[at] as { status?: string } | undefined)?.status === 'removed',
  );
  if (removed) return { kind: 'not-drawn', reason: 'removed product' };

  const fallback: Record<string, unknown> = {};
  calls.forEach((call, at) => {
    const answer = answers[at];
    if (answer === undefined) return;
    const kept = call.kept ? call.kept(answer as never) : answer;
    fallback[call.key] = call.pages ? [kept] : kept;
  });
  const firstView: FirstView = {
    language: request.language,
    country: request.country,
    layout: request.layout,
    fallback,
  };
  const served: ServedAnswers = { has: (key) => key in fallback, forget: () => undefined };

  // Every chunk the view draws, loaded before it renders: nothing suspends, the HTML is whole.
  await Promise.all([
    preloadPage(location.pathname),
    request.layout === 'desktop' ? desktopLayoutChunk() : undefined,
  ]);

  const store = createSessionStore(null);
  store.update(() => firstViewState(firstView));
  const At = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={location.pathname + location.search}>{children}</StaticRouter>
  );
  const html = await renderWithin(
    <StrictMode>
      <SessionStoreContext value={store}>
        <FirstLayoutContext value={request.layout}>
          <ServedAnswersContext value={served}>
            <App
              Router={At}
              first={{
                words: { locale: request.language, messages: messagesByLocale[request.language] },
                fallback,
              }}
            />
          </ServedAnswersContext>
        </FirstLayoutContext>
      </SessionStoreContext>
    </StrictMode>,
    request.renderWithinMs,
  );
  return { kind: 'page', html, firstView, tapsHeld: tapsHeldWords(request.language), complete };
}

const cameLate = Symbol('came late');

/**
 * Each call's answer (its envelope's data), or undefined where it failed or came too late, and
 * whether every one came in time. The essential call has its own, longer deadline; while it is
 * awaited the others may come too (the view waits for it anyway).
 */
async function askWithin(
  request: FirstViewRequest,
  calls: FirstViewCall[],
): Promise<{ answers: unknown[]; complete: boolean }> {
  const context = { language: request.language, country: request.country };
  const asked = calls.map(async ({ call: [path, options] }) => {
    const { url, init } = prepareCallFor(context, 'http://first-view.invalid', path, options);
    try {
      const res = await request.api(url.pathname + url.search, init);
      const envelope = readEnvelope<unknown>(await res.json());
      return envelope && isSuccess(envelope) ? envelope.data : undefined;
    } catch {
      return undefined;
    }
  });
  const essentialWithinMs = Math.max(request.callsWithinMs, request.essentialWithinMs ?? 0);
  const essentialLate = passed(essentialWithinMs);
  const essentials = Promise.all(
    calls.map((call, at) => (call.essential ? Promise.race([asked[at]!, essentialLate]) : undefined)),
  );
  const othersLate = Promise.all([passed(request.callsWithinMs), essentials]).then(() => cameLate);
  const answers = await Promise.all(
    calls.map((call, at) => Promise.race([asked[at]!, call.essential ? essentialLate : othersLate])),
  );
  return {
    answers: answers.map((answer) => (answer === cameLate ? undefined : answer)),
    complete: !answers.includes(cameLate),
  };
}

/** Resolves with `cameLate` once `ms` have passed (a timer that keeps no process alive). */
function passed(ms: number): Promise<typeof cameLate> {
  return new Promise((resolve) => setTimeout(resolve, ms, cameLate).unref());
}

/**
 * The HTML of the whole tree. Decision: the server waits for all of it (onAllReady) within a
 * bounded time and the caller keeps the result (server/first-view-pages.ts caches a visitor's
 * page): with every chunk preloaded and the answers in the fallback nothing suspends, so the
 * HTML holds no boundaries to complete by script, and the one strict CSP still holds. Past the
 * time the render is aborted: React leaves the unfinished boundaries' fallbacks, which the browser
 * renders itself.
 */
function renderWithin(tree: ReactNode, withinMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let failed: unknown;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        parts.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        if (failed) reject(failed instanceof Error ? failed : new Error(String(failed)));
        else resolve(Buffer.concat(parts).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      // Never outline a large boundary to complete it by script: the page's CSP allows none.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error) => {
        // A boundary that throws is drawn by the browser; the render itself still counts as failed,
        // so the caller sends the page the browser draws whole (never half a server page).
        failed ??= error;
      },
    });
    const timer = setTimeout(
      () => stream.abort(new Error(`first view not drawn within ${withinMs} ms`)),
      withinMs,
    );
  });
}
