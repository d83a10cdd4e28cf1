// Loaded by the `storybook` Vitest project only (vite.config.ts): the focus check that runs
// after every story's play, through the `afterEach` in preview.tsx. Storybook itself
// never loads this file, so the real keyboard of Vitest's browser mode stays out of its bundle.
import { beforeEach } from 'vitest';
import { commands, userEvent, utils } from 'vitest/browser';
import type { StoryContext } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { describeStop, focusFailures, readFocus } from '../tests/focus-indicator';
import { registerAriaTree } from './story-aria-tree';
import { registerStoryFocusCheck } from './story-focus-check';
import { matchStoryScreenshot } from './story-screenshot';

// A play's findBy… and waitFor wait for a condition, and end as soon as it holds: their limit only
// decides how long a broken story takes to fail. Testing Library's 1 s failed a select's listbox
// on a loaded machine (load average 8 on 2 cores) that opened it a moment later; 5 s is well inside
// the story's own test time.
configure({ asyncUtilTimeout: 5_000 });

/** Enough for any one component's story; a focus trap (an open dialog) ends the walk sooner. */
const MAX_STOPS = 40;

/**
 * Tabs through every stop of the story as it stands after its play, with the real keyboard (so
 * RAC's data-focus-visible and the browser's :focus-visible both apply), and fails when a stop
 * looks the same focused and blurred, or when its ring is fainter than 3:1 (tests/focus-indicator.ts).
 * A story opts out with `parameters: { focusCheck: { disable: true } }` and a comment why.
 */
async function checkFocusIndicators(context: StoryContext) {
  if ((context.parameters.focusCheck as { disable?: boolean } | undefined)?.disable) return;
  // Styles read mid-transition would look unfocused: none while the check runs.
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.append(still);
  // Start from the top of the document, whatever the play left focused.
  const start = document.createElement('span');
  start.tabIndex = -1;
  document.body.prepend(start);
  start.focus();
  const failures: string[] = [];
  const seen = new Set<Element>();
  try {
    for (let stop = 0; stop < MAX_STOPS; stop++) {
      await userEvent.keyboard('{Tab}');
      const active = document.activeElement;
      // Out of the story (to the page around it) or round again inside a trap: every stop seen.
      if (!active || active === document.body || active === start || seen.has(active)) break;
      seen.add(active);
      const focused = await readFocus(active);
      failures.push(...focusFailures(describeStop(active), focused, await readFocus(active, true)));
    }
  } finally {
    start.remove();
    still.remove();
  }
  if (failures.length > 0)
    throw new Error(`No visible focus indicator (WCAG 2.4.7 / 2.4.13):\n  ${failures.join('\n  ')}`);
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    movePointerOffPage: () => Promise<void>;
  }
}

// Before each story renders: the real mouse off the page (tests/visual/pointer-command.ts).
beforeEach(async () => {
  await commands.movePointerOffPage();
});

registerStoryFocusCheck(async (context) => {
  await matchStoryScreenshot(context);
  await checkFocusIndicators(context);
});

// What a screen reader is given, for the stories that check it (e.g. the kit's Price).
registerAriaTree((element) => utils.aria.renderAriaTree(utils.aria.generateAriaTree(element)));
