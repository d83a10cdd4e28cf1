import { expect, type Locator, type Page } from '@playwright/test';
import { describeStop, focusFailures, readFocus } from '../focus-indicator';

export interface TabWalk {
  /** Each stop's short name, in Tab order. */
  stops: string[];
  /** Stops with no visible indicator or a faint ring. */
  failures: string[];
}

/**
 * Presses Tab up to `maxStops` times from where focus is, and at each stop checks what a
 * keyboard user sees (tests/focus-indicator.ts): the stop must look different focused than after
 * Tab has moved on (WCAG 2.4.7), and its ring must stand out 3:1 from the background where that
 * can be computed (2.4.13). Stops early when focus comes round again (a dialog's trap) or leaves
 * the page.
 */
export async function walkTabStops(page: Page, maxStops: number): Promise<TabWalk> {
  // Colours read mid-transition would look unfocused. A constructed sheet, not a <style>: the
  // page's CSP refuses inline styles.
  await page.evaluate(() => {
    const still = new CSSStyleSheet();
    still.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
    (window as unknown as { seenStops: WeakSet<Element> }).seenStops = new WeakSet();
  });
  const walk: TabWalk = { stops: [], failures: [] };
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    const active = (await page.evaluateHandle(() => document.activeElement)).asElement();
    if (!active) break;
    const seenBefore = await active.evaluate((el) => {
      const seen = (window as unknown as { seenStops: WeakSet<Element> }).seenStops;
      if (el === document.body || seen.has(el)) return true;
      seen.add(el);
      return false;
    });
    if (seenBefore) break;
    const name = await active.evaluate(describeStop);
    walk.stops.push(name);
    const judge = async () =>
      focusFailures(name, await active.evaluate(readFocus, false), await active.evaluate(readFocus, true));
    let failures = await judge();
    // Decision: a stop that shows nothing at once is looked at again, focused anew, for up to half
    // a second before it fails. The desktop header's search box, Tabbed to soon after the home page
    // hydrated, matched :focus-within while its ring's style came one or more frames later (seen
    // 100 ms later with focus unchanged; cause not found). A shopper sees that ring; a stop with
    // none at all still fails.
    for (let look = 0; failures.length > 0 && look < 5; look++) {
      await page.waitForTimeout(100);
      await active.focus();
      failures = await judge();
    }
    walk.failures.push(...failures);
  }
  return walk;
}

/** Walks the page's Tab stops from the top and fails on any stop without a visible ring. */
export async function expectVisibleFocus(page: Page, maxStops: number) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const walk = await walkTabStops(page, maxStops);
  console.log(`${walk.stops.length} Tab stops checked on ${new URL(page.url()).pathname}`);
  expect(walk.stops.length, 'Tab reached no stop').toBeGreaterThan(0);
  expect(walk.failures, 'Tab stops without a visible focus indicator').toEqual([]);
}

/**
 * Presses Tab until `target` has focus, at most `max` times, as a keyboard user gets there; the
 * failure names the stops passed on the way.
 */
export async function tabTo(page: Page, target: Locator, max = 80) {
  const passed: string[] = [];
  for (
    let presses = 0;
    presses < max && !(await target.evaluate((el) => el === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
    passed.push(
      await page.evaluate(
        () => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.slice(0, 20)}`,
      ),
    );
  }
  await expect(target, passed.join(' | ')).toBeFocused();
}
