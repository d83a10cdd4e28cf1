// The kit's one focus indicator, so every control shows focus the same way (WCAG 2.4.7).
// `focus-visible:` resolves to RAC's data-focus-visible on RAC parts and to :focus-visible on
// plain elements, so a mouse click never draws the ring but Tab always does.

/** Outline ring for buttons, links, tabs, checkboxes: keyboard focus only. */
export const focusRing =
  'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** The same ring drawn inside the box, for parts that sit flush in a scroll container (tabs, list items). */
export const focusRingInset =
  'outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus';

/**
 * Text entry shows focus on any focus, pointer included: the caret alone is too faint a cue.
 * For a RAC Input (data-focused) or a wrapper of one (data-focus-within / :focus-within).
 */
export const fieldFocusRing = 'outline-none focus:border-focus focus:ring-1 focus:ring-focus';
export const fieldFocusWithinRing = 'focus-within:border-focus focus-within:ring-1 focus-within:ring-focus';
