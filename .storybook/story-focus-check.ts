import type { StoryContext } from '@storybook/react-vite';

// The hand-over between preview.tsx (which Storybook and Vitest both load) and vitest.setup.ts
// (Vitest only, with the real keyboard). In Storybook's own UI nothing is registered and the
// check does nothing: Tabbing through the canvas there would fight the person using it.

type Check = (context: StoryContext) => Promise<void>;
let check: Check | undefined;

export function registerStoryFocusCheck(next: Check) {
  check = next;
}

/** preview.tsx's `afterEach`: after every story's play, the focus check when Vitest runs it. */
export async function runStoryFocusCheck(context: StoryContext) {
  await check?.(context);
}
