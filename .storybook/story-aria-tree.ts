// The hand-over for the accessibility tree between stories (which Storybook and Vitest both load)
// and vitest.setup.ts (Vitest only): there it is vitest/browser's aria snapshot, the port of
// Playwright's `locator.ariaSnapshot()` the e2e journeys read. Storybook's own UI registers
// nothing, and a story's play skips what it cannot read there.

type Render = (element: Element) => string;
let render: Render | undefined;

export function registerAriaTree(next: Render) {
  render = next;
}

/** The accessibility tree of `element` as a YAML-like snapshot; null outside Vitest. */
export function ariaTreeOf(element: Element): string | null {
  return render ? render(element) : null;
}
