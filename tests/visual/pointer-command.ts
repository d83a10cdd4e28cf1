import type { BrowserCommand } from 'vitest/node';

/**
 * A browser command for the `storybook` Vitest project (vite.config.ts): the real mouse leaves the
 * page. Chromium starts it at (0, 0), over whatever a story draws in its top-left corner (a
 * field's label, which hovers the field), and applies that hover only when it next re-checks the
 * pointer after a change, a moment that varies with the machine's load: the same story then drew
 * its field's border hovered in one run and focused in the next. Off the page, nothing is hovered
 * by accident. The plays' own pointer (storybook/test's userEvent) is simulated and never moves it.
 */
export const movePointerOffPage: BrowserCommand<[]> = async ({ page }) => {
  await page.mouse.move(-1, -1);
};
