import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Fails the test on any WCAG 2.2 A/AA violation on the page as it stands. Polls for a while
 * first: react-aria leaves a live-region announcement pointing at a pending button for a few
 * seconds after the button goes, which axe reports until it clears by itself.
 */
export async function expectNoAxeViolations(page: Page) {
  await expect.poll(() => violations(page), { timeout: 10_000, intervals: [0, 500, 1000, 2000] }).toEqual([]);
}
