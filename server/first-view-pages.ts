import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { defaultCountry, type CountryCode } from '../contract/countries';
import type { LanguageCode } from '../contract/device';
import { FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_ID, TAPS_HELD_STATUS_ID } from '../contract/first-view-page';
import { readLocaleCookie } from '../contract/locale-cookie';
import { ourLanguageOf } from './http/client-info';
import { escapeHtml } from './http/html-page';
import {
  pagePreviewHead,
  previewAudience,
  withPreviewHead,
  type ApiRequest,
  type PageHeadWords,
} from './link-previews';
import { logger } from './lib/logger';
import type { Layout } from '../contract/layouts';

/**
 * The first view of a landing page drawn on the server (docs/decisions/044-server-rendered-first-
 * view.md) by the storefront's own renderer (storefront/entry-server.tsx, built beside the
 * storefront into `server/entry-server.js`), for a visitor in the shopper's country, language and
 * layout, kept a short while per page and audience. Null whenever the page goes out as the
 * browser draws it today: another path, the native shell, a render that failed or came late.
 */

/** What storefront/entry-server.tsx exports (typed here: the server does not import its source). */
export interface Renderer {
  /** Whether the server draws this path (a public page, or a member page's frame and skeleton). */
  draws(pathname: string): boolean;
  renderFirstView(request: {
    url: string;
    language: LanguageCode;
    country: CountryCode;
    layout: Layout;
    api: ApiRequest;
    callsWithinMs: number;
    /** Ignored by older builds, which give their essential call callsWithinMs. */
    essentialWithinMs?: number;
    renderWithinMs: number;
  }): Promise<
    | {
        kind: 'page';
        html: string;
        firstView: unknown;
        /** What a screen reader says when a tap waits for the app (absent from older builds). */
        tapsHeld?: string;
        /** False when a call came too late and the view lacks its answer (absent: complete). */
        complete?: boolean;
      }
    | { kind: 'not-drawn'; reason: string }
  >;
  /** A drawn page's title and description in its own words, or null (absent from older builds). */
  pageHead?(pathname: string, language: LanguageCode): PageHeadWords | null;
}

export interface FirstViewOptions {
  api: ApiRequest;
  /** Changes whenever the catalogue does (CatalogueStore.version): a kept page drawn before is dropped. */
  catalogueVersion?: () => string;
  /** How long the page's API calls may take (CALLS_WITHIN_MS unless configured otherwise). */
  callsWithinMs?: number;
  renderWithinMs?: number;
  /** The shop's address for the absolute addresses of Open Graph (else the request's own). */
  publicOrigin?: string;
  /** A test's renderer in place of the built one. */
  renderer?: Renderer;
}

/** A slow API call is not waited for past this: the view is drawn without its answer (a skeleton). */
export const CALLS_WITHIN_MS = 400;
/**
 * Decision: a page's essential answer (a product page's product) is waited for longer (never less
 * than the others): without it the page goes out as the browser draws it, which on a budget phone
 * shows the product only after the app's ~140 KiB have loaded and run and asked the same call,
 * seconds later. The head has gone out meanwhile, so the browser is already fetching the scripts.
 */
const ESSENTIAL_WITHIN_MS = 1_500;
/** A render past this is given up: the page goes out as the browser draws it. */
const RENDER_WITHIN_MS = 1_000;
/** How long a drawn page is kept (the catalogue's own snapshot is at most a minute old). */
const KEPT_MS = 30_000;
/**
 * How long a page drawn without a late answer is kept: long enough that a slow moment's visitors
 * share one render (drawing each one's page again would keep the calls late), short enough that
 * the whole page is back within seconds.
 */
const KEPT_INCOMPLETE_MS = 5_000;
/** Pages kept at most, the oldest dropped first: ~30 KiB each. */
const KEPT_PAGES = 300;

/** The headers a drawn page depends on, for any cache between us and the shopper. */
export const FIRST_VIEW_VARY = 'Accept-Encoding, Accept-Language, Cookie, Sec-CH-UA-Mobile, User-Agent';
/**
 * Decision: a visitor's whole page may be reused for a minute while it is fetched again (a burst
 * of shoppers on one shared link costs one render); the browser itself always asks again
 * (max-age=0), since a deploy replaces the scripts the page names.
 */
export const FIRST_VIEW_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';
/**
 * A page being drawn, or one drawn without a late answer, is kept by no cache between us and the
 * shopper: a streamed page's headers go out before anyone knows whether its calls will come in
 * time, and a shared cache would hand its skeletons to every visitor for the next 90 s.
 */
export const FIRST_VIEW_UNSHARED_CACHE_CONTROL = 'private, no-cache';

/**
 * A drawn page: one kept, sent whole; or one being drawn, sent as it comes (its head at once, the
 * view once drawn) and kept once drawn. Each with the Cache-Control it goes out with.
 */
export type DrawnPage<Page> =
  | { kept: true; page: Page; cacheControl: string }
  | { kept: false; parts: AsyncIterable<string>; cacheControl: string };

/** The renderer of a storefront build, or null for a build without one (an older build). */
export async function loadRenderer(distDir: string): Promise<Renderer | null> {
  const file = path.join(distDir, 'server', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as Renderer;
}

/**
 * Who a request is drawn for: the cookie (ADR 043), else the language of `?lang=` or
 * Accept-Language in the shop's default country. Decision: without the cookie the country is the
 * one the app itself starts in (a first visit has chosen none), not a guess from the language's
 * region as a link preview makes: the app would draw its own country again after hydrating.
 */
export function audienceOf(c: Context): { language: LanguageCode; country: CountryCode } {
  const fromCookie = readLocaleCookie(c.req.header('Cookie'));
  if (fromCookie) return fromCookie;
  const language =
    ourLanguageOf(c.req.query('lang') ?? '') ?? previewAudience(c.req.header('Accept-Language')).language;
  return { language, country: defaultCountry };
}

/**
 * The layout the browser will pick by its width (storefront/platform/use-is-mobile.ts), guessed
 * from what the request says: the Sec-CH-UA-Mobile hint Chromium sends, else a phone's user agent.
 * A wrong guess costs one more render after hydration, never a mismatch.
 */
export function layoutOf(c: Context): Layout {
  const hint = c.req.header('Sec-CH-UA-Mobile');
  if (hint !== undefined) return hint.trim() === '?1' ? 'mobile' : 'desktop';
  return /Mobi|Android|iPhone|iPod/i.test(c.req.header('User-Agent') ?? '') ? 'mobile' : 'desktop';
}

/** Whether the native shell opened the page: its start-up waits for its appMessage (ADR 004). */
function fromShell(c: Context): boolean {
  return /PasarApp\//.test(c.req.header('User-Agent') ?? '') || c.req.query('app') === '1';
}

/**
 * The page of `template` (the path's page as built, with its link preview's head) with the first
 * view drawn into #root, its data in a JSON block and `<html>` marked, or null. A page kept is
 * sent whole; one being drawn is streamed: its head at once, before the page's calls have been
 * answered, the view once drawn (within CALLS_WITHIN_MS, ESSENTIAL_WITHIN_MS for a product
 * page's product, and RENDER_WITHIN_MS), and it is kept
 * once complete. Decision: the view itself goes out whole, not boundary by boundary as React
 * could stream it: a boundary completed later is swapped in by an inline script, which the
 * page's one strict CSP allows none of (a nonce would make a kept page one shopper's), and React's
 * external runtime for it is not in the published react-dom. A slow call is left to the browser
 * (its part's skeleton) instead.
 */
export function firstViewPages<Page>(
  renderer: Renderer,
  options: FirstViewOptions,
  /** What is kept and sent of a drawn page (its compressed copies: server/static-site.ts). */
  toPage: (html: string) => Page,
) {
  const kept = new Map<string, { page: Page; expires: number; version: string; complete: boolean }>();
  // The drawings under way, by the same key: shoppers asking for a page while it is drawn wait
  // for that drawing instead of starting their own (a burst on a shared link costs one render).
  const underWay = new Map<string, { rest: Promise<string | null>; version: string }>();
  const failedPaths = new Set<string>();
  const callsWithinMs = options.callsWithinMs ?? CALLS_WITHIN_MS;
  return async (
    c: Context,
    template: () => string,
    /**
     * Whom the template's own head was written for (a product's link preview is in the words and
     * currency of its asker's Accept-Language, server/static-site.ts): part of the kept page's key,
     * so one asker's head is never sent to another. '' for the page as built.
     */
    templateAudience: string,
  ): Promise<DrawnPage<Page> | null> => {
    if (!renderer.draws(c.req.path) || fromShell(c)) return null;
    const audience = audienceOf(c);
    const layout = layoutOf(c);
    const url = new URL(c.req.url);
    url.searchParams.sort();
    // Without PUBLIC_ORIGIN the page's Open Graph addresses are the request's own origin, which its
    // Host header names: part of the key, so one forged Host goes into no page kept for others.
    const origin = options.publicOrigin ?? url.origin;
    const key = `${origin}${url.pathname}${url.search}|${audience.country}|${audience.language}|${layout}|${templateAudience}`;
    const version = options.catalogueVersion?.() ?? '';
    const now = Date.now();
    const held = kept.get(key);
    if (held && held.expires > now && held.version === version) {
      const cacheControl = held.complete ? FIRST_VIEW_CACHE_CONTROL : FIRST_VIEW_UNSHARED_CACHE_CONTROL;
      return { page: held.page, kept: true, cacheControl };
    }
    // A page without a head of its own (every drawn page but a product's) is given its words'.
    const words = templateAudience ? null : (renderer.pageHead?.(url.pathname, audience.language) ?? null);
    const page = words
      ? withPreviewHead(
          template(),
          pagePreviewHead(words, url.pathname + url.search, audience.country, origin),
        )
      : template();
    const parts = templateParts(page, audience.language);
    if (!parts) return null;
    const shared = underWay.get(key);
    const rest =
      shared?.version === version
        ? shared.rest
        : draw(
            { key, version, parts, path: c.req.path },
            {
              url: url.pathname + url.search,
              ...audience,
              layout,
              api: options.api,
              callsWithinMs,
              essentialWithinMs: Math.max(callsWithinMs, ESSENTIAL_WITHIN_MS),
              renderWithinMs: options.renderWithinMs ?? RENDER_WITHIN_MS,
            },
          );
    async function* sent(): AsyncGenerator<string> {
      yield parts!.head;
      // Not drawn: the head has gone out marked as drawn, and the rest is the page as built, which
      // the browser draws itself (main.tsx finds no first view's data; the early calls stay unmade).
      yield (await rest) ?? parts!.root + parts!.tail;
    }
    return { kept: false, parts: sent(), cacheControl: FIRST_VIEW_UNSHARED_CACHE_CONTROL };
  };

  /**
   * What follows the head once drawn (null when it is not), begun at once while the head is on
   * its way, and kept once drawn, whether or not the shopper stayed to read it. Decision: a view
   * drawn without an answer that came too late (the catalogue loading on a cold start, a busy
   * moment) is kept only a few seconds (KEPT_INCOMPLETE_MS): for 30 s, every visitor would have
   * had its skeletons for want of one slow moment.
   */
  function draw(
    { key, version, parts, path }: { key: string; version: string; parts: TemplateParts; path: string },
    request: Parameters<Renderer['renderFirstView']>[0],
  ): Promise<string | null> {
    const now = Date.now();
    const drawing = renderer.renderFirstView(request).catch((error: unknown) => {
      // Logged once per path: a page that fails fails for every shopper until the next deploy.
      if (!failedPaths.has(path)) {
        failedPaths.add(path);
        logger.error({ err: error, path }, 'first view not drawn: the page goes out as the browser draws it');
      }
      return null;
    });
    const rest = drawing
      .then((result) => {
        if (result?.kind !== 'page') return null;
        const drawnRest = withFirstView(parts, result.html, result.firstView, result.tapsHeld);
        const complete = result.complete !== false;
        kept.delete(key);
        kept.set(key, {
          page: toPage(parts.head + drawnRest),
          expires: now + (complete ? KEPT_MS : KEPT_INCOMPLETE_MS),
          version,
          complete,
        });
        if (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value!);
        return drawnRest;
      })
      .catch((error: unknown) => {
        logger.error({ err: error, path }, 'first view not kept: the page goes out as built');
        return null;
      })
      .finally(() => {
        if (underWay.get(key)?.rest === rest) underWay.delete(key);
      });
    underWay.set(key, { rest, version });
    return rest;
  }
}

const rootBlock = /<div id="root">[\s\S]*?<\/div>\s*(?=<script type="application\/json" id="page-chunks">)/;

/** A page as built, cut where the drawn view goes: what goes out before it, its #root, and after. */
interface TemplateParts {
  /** Up to #root, `<html>` in the shopper's language and marked as drawn. */
  head: string;
  root: string;
  tail: string;
}

function templateParts(template: string, language: string): TemplateParts | null {
  const found = rootBlock.exec(template);
  if (!found) return null;
  return {
    head: template
      .slice(0, found.index)
      .replace(/<html lang="[^"]*">/, () => `<html lang="${language}" ${FIRST_VIEW_ATTRIBUTE}>`),
    root: found[0],
    tail: template.slice(found.index + found[0].length),
  };
}

/**
 * What follows the head of a drawn page: the drawn view in #root, the live region a held tap is
 * said in (empty until then: a region must be on the page before what it says, for a screen reader
 * to say it), and the view's data block.
 * Decision: the head goes out before the view is drawn (the browser fetches the page's scripts
 * and words meanwhile), so the resources React hints (the banner's or gallery's picture,
 * fetchpriority high), which it puts first in what it draws, go just before #root: the browser's
 * preload scanner reads them there as early as the view itself arrives.
 */
function withFirstView(parts: TemplateParts, appHtml: string, firstView: unknown, tapsHeld?: string): string {
  // Data, never run; `<` escaped so nothing in it can close the block.
  const data = JSON.stringify(firstView).replace(/</g, '\\u003c');
  const [, hints = '', body = appHtml] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(appHtml) ?? [];
  const status =
    tapsHeld === undefined
      ? ''
      : `<div id="${TAPS_HELD_STATUS_ID}" role="status" class="sr-only" data-words="${escapeHtml(tapsHeld)}"></div>`;
  return (
    `${hints}<div id="root">${body}</div>${status}` +
    `<script type="application/json" id="${FIRST_VIEW_ID}">${data}</script>${parts.tail}`
  );
}
