// The kit's one focus indicator, so every control shows focus the same way (WCAG 2.4.7). Use
// these constants wherever a ring is drawn, in the kit and in the app; never type the classes.
// `focus-visible:` resolves to RAC's data-focus-visible on RAC parts and to :focus-visible on
// plain elements, so a mouse click never draws the ring but Tab always does.
// `focus-visible:outline-solid` is needed under Tailwind 4: `outline-none` sets
// `--tw-outline-style: none` and `outline-2` draws with that variable, so without it the ring
// keeps the style `none` and is never seen (every hand-typed ring once vanished so). The group
// rings name the style too, so an `outline-none` added to the part later cannot hide them the same
// way.

/** Outline ring for buttons, links, tabs, checkboxes: keyboard focus only. */
export const focusRing =
  'outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** The same ring drawn inside the box, for parts that sit flush in a scroll container (tabs, list items). */
export const focusRingInset =
  'outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus';

/** The ring inside a picture that fills a scroll box edge to edge (a banner slide's link). */
export const focusRingOnPicture =
  'outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-focus';

/**
 * The ring on the part that shows a control's state (a checkbox's box) while the control, a
 * `group` around it, has keyboard focus: the focus is on a hidden input, so the box draws it.
 */
export const groupFocusRing =
  'group-focus-visible:outline-solid group-focus-visible:outline-2 group-focus-visible:outline-offset-2 group-focus-visible:outline-focus';

/** `groupFocusRing` for a radio's circle: the Radio is `group/radio`, since `group` is its RadioGroup. */
export const radioFocusRing =
  'group-focus-visible/radio:outline-solid group-focus-visible/radio:outline-2 group-focus-visible/radio:outline-offset-2 group-focus-visible/radio:outline-focus';

/**
 * Text entry shows focus on any focus, pointer included: the caret alone is too faint a cue.
 * For a RAC Input (data-focused) or a wrapper of one (data-focus-within / :focus-within).
 */
export const fieldFocusRing = 'outline-none focus:border-focus focus:ring-1 focus:ring-focus';
export const fieldFocusWithinRing = 'focus-within:border-focus focus-within:ring-1 focus-within:ring-focus';
/** `fieldFocusWithinRing` of an invalid field (the field root is the `group`): the error colour. */
export const invalidFieldFocusWithinRing = 'group-invalid:focus-within:ring-error-border';
