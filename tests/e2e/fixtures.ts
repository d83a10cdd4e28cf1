import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../../storefront/session/consent-choice';

/**
 * The e2e server configures a test GA id and pixel (playwright.config.ts), so the consent banner
 * would ask in every test: each context starts as a shopper who already chose "Reject all"
 * (nothing third-party loads), unless the test sets `consentDecided: false` (consent.spec.ts).
 * A context a test opens itself calls this too.
 */
export async function decideConsent(context: BrowserContext) {
  await context.addInitScript(
    ([key, version]) => {
      try {
        if (!localStorage.getItem(key))
          localStorage.setItem(
            key,
            JSON.stringify({ analytics: false, advertising: false, version, decidedAt: 0 }),
          );
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    },
    [CONSENT_STORAGE_KEY, CONSENT_VERSION] as const,
  );
}

/**
 * What the page does when the kit's toaster shows an error toast (ui/toast: `data-slot="toast"`,
 * `data-variant="error"`): it reports the toast's words and its page to the test through
 * `reportErrorToast`, however briefly the toast stays.
 */
function watchErrorToasts() {
  const seen = new WeakSet<Element>();
  const report = (root: ParentNode) => {
    for (const toast of root.querySelectorAll('[data-slot="toast"][data-variant="error"]')) {
      if (seen.has(toast)) continue;
      seen.add(toast);
      const text = (toast.textContent ?? '').replace(/\s+/g, ' ').trim();
      void (window as unknown as { reportErrorToast?: (text: string) => Promise<void> }).reportErrorToast?.(
        text,
      );
    }
  };
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element) report(node.parentElement ?? node);
  }).observe(document, { childList: true, subtree: true });
}

/** Error toasts a test expects: each allowed text (or pattern) may show any number of times. */
export interface ErrorToasts {
  allow(text: string | RegExp): void;
}

/** The server of a worker slot (start-servers.ts): the origin every page of its journeys opens. */
export function serverOriginOf(parallelIndex: number): string {
  const origin = process.env.E2E_SERVER_ORIGINS?.split(' ')[parallelIndex];
  if (!origin) throw new Error(`No e2e server for worker slot ${parallelIndex}`);
  return origin;
}

export const test = base.extend<
  {
    layout: 'mobile' | 'desktop';
    cspHolds: void;
    consentDecided: boolean;
    errorToasts: ErrorToasts;
  },
  { serverOrigin: string }
>({
  /** The server of this worker's slot (start-servers.ts): its own database, shared with no other worker. */
  serverOrigin: [
    async ({}, use, workerInfo) => {
      await use(serverOriginOf(workerInfo.parallelIndex));
    },
    { scope: 'worker' },
  ],
  // Every page, `request` and context a test opens goes to its worker's server.
  baseURL: async ({ serverOrigin }, use) => {
    await use(serverOrigin);
  },
  consentDecided: [true, { option: true }],
  context: async ({ context, consentDecided }, use) => {
    if (consentDecided) await decideConsent(context);
    await use(context);
  },
  /**
   * A landing page arrives drawn by the server (ADR 044) and is the app only once hydrated: a tap
   * before that would be lost. `page.goto` and `page.reload` wait for it (the app removes
   * `data-first-view`), as a shopper waits for the page to respond; a page the server did not draw
   * has no such mark.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    const live = async (waitUntil: string | undefined) => {
      if (javaScriptEnabled !== false && (waitUntil ?? 'load') === 'load')
        await page.waitForFunction(() => !document.documentElement.hasAttribute('data-first-view'));
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await live(options?.waitUntil);
      return response;
    };
    // A reload (a sign-in put into the page: member-login.ts) lands on a drawn page just the same.
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await live(options?.waitUntil);
      return response;
    };
    await use(page);
  },
  /** Tests that only make sense in one layout skip themselves in the other project. */
  layout: async ({}, use, testInfo) => {
    await use(testInfo.project.name === 'mobile' ? 'mobile' : 'desktop');
  },
  /**
   * Every page a test opens runs under the server's CSP (server/http/security-headers.ts); a
   * script, style or frame it blocks is a console error in Chromium, and fails the test here.
   */
  cspHolds: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text()))
          violations.push(`${message.location().url}: ${message.text()}`);
      });
      await use();
      expect(violations, 'CSP violations in the console').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * No error toast that the test did not ask for: a happy path that shows one (a refused call
   * behind a success, a list asked again that the server now refuses) fails here, on every page
   * the test opens. A test that provokes a refusal says so first: `errorToasts.allow(text)`.
   */
  errorToasts: [
    async ({ context }, use) => {
      const shown: { text: string; url: string }[] = [];
      const allowed: (string | RegExp)[] = [];
      await context.exposeBinding('reportErrorToast', ({ page }, text: string) => {
        shown.push({ text, url: page.url() });
      });
      await context.addInitScript(watchErrorToasts);
      await use({ allow: (text) => allowed.push(text) });
      const unexpected = shown.filter(
        ({ text }) =>
          !allowed.some((allow) => (typeof allow === 'string' ? text.includes(allow) : allow.test(text))),
      );
      expect(
        unexpected,
        'error toasts the test did not expect (errorToasts.allow names an expected one)',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Waits until start-up is over and the app is on screen: the start-up screen (index.html's, then
 * the app's "Page Loading...") is gone, the app has put something of its own in its place, and a
 * first view the server drew has been hydrated.
 */
export async function openApp(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.locator('[data-slot="page-loading"]')).toHaveCount(0);
  await expect(page.locator('#root > *').first()).toBeVisible();
  // A landing page arrives drawn by the server (ADR 044): it is the app once it has hydrated.
  await expect(page.locator('html[data-first-view]')).toHaveCount(0);
}

/** What the page stored under persist:root, slices parsed. */
export async function persisted(page: Page): Promise<Record<string, any>> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('persist:root');
    if (!raw) return {};
    const outer = JSON.parse(raw) as Record<string, string>;
    return Object.fromEntries(Object.entries(outer).map(([k, v]) => [k, JSON.parse(v)]));
  });
}

/** Chooses a row of a settings list (language, country): a listbox option, chosen by a press. */
export async function chooseOption(page: Page, name: string | RegExp) {
  await page.getByRole('option', { name }).click();
}

/** Picks a radio the way a shopper does: by clicking its row (RAC draws the label, the input is hidden). */
export async function chooseRadio(page: Page, name: string | RegExp) {
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name }) })
    .click();
}

/**
 * The whole page as one picture at `path`, for a person to look at beside the run (test-results).
 *
 * Decision: not `page.screenshot({ fullPage: true })`. Chromium draws that by resizing the page,
 * and on the desktop layout the resize passes, for a moment, through a width under the mobile
 * breakpoint (the layout's media query fires `change`: seen in a probe at 1440 px): the app
 * switched to the mobile layout and back, and the page's own state (a refund form half filled) was
 * lost before the journey's next step. The viewport is made as tall as the page at its own width
 * instead, and put back after.
 */
export async function screenshotWholePage(page: Page, path: string) {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('A whole-page picture needs a fixed viewport');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  await page.screenshot({ path });
  await page.setViewportSize(viewport);
}
