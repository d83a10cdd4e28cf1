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

export const test = base.extend<{ layout: 'mobile' | 'desktop'; cspHolds: void; consentDecided: boolean }>({
  consentDecided: [true, { option: true }],
  context: async ({ context, consentDecided }, use) => {
    if (consentDecided) await decideConsent(context);
    await use(context);
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
});
export { expect };

/**
 * Waits until start-up is over and the app is on screen: the start-up screen (index.html's, then
 * the app's "Page Loading...") is gone and the app has put something of its own in its place.
 */
export async function openApp(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.locator('[data-slot="page-loading"]')).toHaveCount(0);
  await expect(page.locator('#root > *').first()).toBeVisible();
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
