// The visual check (Vitest only, from vitest.setup.ts): every story, as its play leaves it, is a
// screenshot compared with its baseline in tests/visual/baselines/<title>__<story>.png. Where the
// files go and how a difference is reported: the `storybook` project in vite.config.ts.
// `npm run test:visual -- --update` writes the baselines anew (README, "Visual check").
import { expect } from 'vitest';
import { locators, page } from 'vitest/browser';
import type { StoryContext } from '@storybook/react-vite';
import { unsteadyStories } from '../tests/visual/unsteady-stories';

/** How long the page must not change before its picture is taken. */
const QUIET_MS = 50;
/** A story taller than its viewport is pictured whole, up to this height. */
const MAX_HEIGHT = 4_000;
/** The most a story waits to settle, or for its images; a page that never settles is compared as it is. */
const SETTLE_LIMIT_MS = 3_000;

// When the story's document last changed (a node, an attribute, a text).
let lastChange = performance.now();
new MutationObserver(() => {
  lastChange = performance.now();
}).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });

/**
 * What is pictured, in the story's own viewport (390 or 1440 wide, as its globals say):
 * - the story's box alone when all it draws is inside it (a price, a card: a small PNG), else the
 *   whole document: an overlay portalled beside the box (a dialog, a popover, a toast) or a part
 *   fixed to the viewport (a bottom bar) is in the picture too (`pictureOf`);
 * - all of it: a story taller than its viewport is pictured in a viewport as tall as its content
 *   (at most MAX_HEIGHT), then the viewport is put back. Chromium paints nothing of an iframe
 *   below its height, so a long page's bottom was blank in a picture of the first viewport.
 *
 * What would change between two runs on the same machine is held still:
 * - the real mouse is off the page (vitest.setup.ts, tests/visual/pointer-command.ts), so nothing
 *   is hovered by chance; <html lang> is the story's (preview.tsx), so a portalled dialog's Chinese
 *   is drawn with the same glyphs every time;
 * - the fonts are loaded and every image has loaded or failed;
 * - the page has settled: no CSS transition or finite animation is running and nothing has
 *   changed for QUIET_MS. A play may end while a field's focus border is still fading in or a
 *   dialog is about to close (the order card's cancel): the first baselines caught such frames;
 * - infinite animations (a spinner, a skeleton's shimmer) are at their start and the caret is
 *   hidden (Vitest's screenshot defaults, `animations: 'disabled'`);
 * - a clock that counts from when the story ran (`role="timer"`: the kit's Countdown, the flash
 *   deal's) and a media player's controls (`audio`, `video`: their progress) are masked.
 *
 * Stories whose end state itself differs between runs are listed in tests/visual/unsteady-stories.ts.
 */
export async function matchStoryScreenshot(context: StoryContext) {
  if (unsteadyStories[context.id]) return;
  await document.fonts.ready;
  await imagesSettled();
  await pageSettled();
  const { innerWidth: width, innerHeight: height } = window;
  const tall = Math.min(document.documentElement.scrollHeight, MAX_HEIGHT);
  if (tall > height) {
    await page.viewport(width, tall);
    await pageSettled();
  }
  // Decision: the pictured element is named by an attribute of its own, not by page.elementLocator:
  // that one describes it as Playwright would (its text, e.g. a flash deal's "Ends in 02:05:00"), and
  // Playwright looks the element up again for each picture. A clock that ticked, or a date picker's
  // closing, between the description and the picture left nothing to find, and the story failed on
  // Playwright's 30 s (the flash deals and the date picker, with two story files at a time on a
  // loaded machine).
  const pictured = pictureOf(context.canvasElement);
  pictured.setAttribute(PICTURED, '');
  try {
    await expect(page.getByStoryPicture()).toMatchScreenshot(baselineName(context.id), {
      screenshotOptions: { mask: [...document.querySelectorAll('[role="timer"], audio, video')] },
      // Two pictures in a row must agree before the comparison; on a loaded machine (2 cores
      // shared) a large page's pair can take longer than Vitest's 5 s. Under the test's own limit,
      // so a page that never holds still is reported as such, not as a timed-out test.
      timeout: 10_000,
    });
  } finally {
    pictured.removeAttribute(PICTURED);
    if (tall > height) await page.viewport(width, height);
  }
}

/** Marks the element matchStoryScreenshot pictures, while it does. */
const PICTURED = 'data-story-picture';

declare module 'vitest/browser' {
  interface LocatorSelectors {
    /** The element the visual check is picturing now (matchStoryScreenshot). */
    getByStoryPicture(): Locator;
  }
}

locators.extend({
  getByStoryPicture() {
    return `css=[${PICTURED}]`;
  },
});

/**
 * The story's own box when all it draws is inside it; the whole document when something is drawn
 * beyond it: an overlay portalled beside it (a dialog, a popover, a toast) or a part fixed to the
 * viewport (a mobile bottom bar).
 */
function pictureOf(canvas: HTMLElement): Element {
  const box = canvas.getBoundingClientRect();
  const beside = [...document.body.children].some(
    (element) => !element.contains(canvas) && !element.classList.contains('sb-wrapper') && isDrawn(element),
  );
  const beyond = [...canvas.querySelectorAll('*')].some((element) => {
    const rect = element.getBoundingClientRect();
    return (
      isDrawn(element) &&
      (rect.top < box.top - 0.5 || rect.left < box.left - 0.5 || rect.bottom > box.bottom + 0.5 || rect.right > box.right + 0.5)
    );
  });
  // A story that renders nothing (a badge hidden at zero) has an empty box: the page is pictured.
  return beside || beyond || box.width === 0 || box.height === 0 ? document.body : canvas;
}

function isDrawn(element: Element) {
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/** `ui-price--rupiah` → `ui-price__rupiah.png` (scripts/test-visual.mjs names them the same way). */
function baselineName(storyId: string) {
  return storyId.replace('--', '__');
}

function imagesSettled() {
  const pending = [...document.images].filter((image) => !image.complete);
  const settled = pending.map(
    (image) =>
      new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  return Promise.race([Promise.all(settled), sleep(SETTLE_LIMIT_MS)]);
}

async function pageSettled() {
  const until = performance.now() + SETTLE_LIMIT_MS;
  for (;;) {
    const running = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && isFinite(animation));
    const quietFor = performance.now() - lastChange;
    if ((running.length === 0 && quietFor >= QUIET_MS) || performance.now() > until) return;
    await Promise.race([
      ...running.map((animation) => animation.finished.catch(() => undefined)),
      sleep(Math.max(QUIET_MS - quietFor, 16)),
    ]);
  }
}

function isFinite(animation: Animation) {
  return Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity));
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
