import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core in each frame of the page that does not hold it yet: once per document, so a scan after
 * a route change in the app, or the next poll of the same screen, reuses it.
 *
 * Decision: our own few lines instead of @axe-core/playwright's AxeBuilder. For every scan it
 * evaluated axe's 640 KB source twice in the page and once more in a blank page it opened for
 * `finishRun` (runPartial's way of joining cross-origin frames, which the storefront has none of):
 * on this 2-core machine the first scan of a screen cost the browser 2.1–2.5 s of CPU and each
 * further one 0.7–1.2 s, more than the page's own load (1.2–1.4 s). The rules, the tags and the
 * frames scanned (every same-origin frame, as AxeBuilder's own legacy mode) are the same.
 */
async function inject(page: Page) {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => 'axe' in window)) continue;
    await frame.evaluate(axe.source);
    await frame.evaluate(() => window.axe.configure({ allowedOrigins: ['<same_origin>'] }));
  }
}

async function violations(page: Page) {
  await inject(page);
  return page.evaluate(async (values) => {
    const results = await window.axe.run(document, {
      runOnly: { type: 'tag', values },
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, tags);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/**
 * Fails the test on any WCAG 2.2 A/AA violation on the page as it stands. Polls for a while
 * first: react-aria leaves a live-region announcement pointing at a pending button for a few
 * seconds after the button goes, which axe reports until it clears by itself.
 */
export async function expectNoAxeViolations(page: Page) {
  await expect.poll(() => violations(page), { timeout: 10_000, intervals: [0, 500, 1000, 2000] }).toEqual([]);
}
