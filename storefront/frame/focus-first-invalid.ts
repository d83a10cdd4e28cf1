/** What takes focus inside a field: a control the keyboard can reach. */
const CONTROL =
  'input:not([type="hidden"]):not([disabled]):not([tabindex="-1"]), textarea:not([disabled]), button:not([disabled]):not([tabindex="-1"])';

/**
 * After a submit the form refused, focus goes to the first field that refused its value, in
 * reading order, where a keyboard or screen-reader user hears its name and its error (tied to it
 * by aria-describedby). A text box marks itself aria-invalid; the kit's Select, a radio group and
 * a list of checkboxes mark their root (RAC's data-invalid, or the page's own), and focus goes to
 * their first control. Decision: the root too, because a Select's trigger is a button, which takes
 * no aria-invalid: a query for aria-invalid alone passed over it and left focus on Submit.
 * Runs after the next frame, once the errors are on screen.
 */
export function focusFirstInvalid(form: Element | null) {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
    const control = field?.matches(CONTROL) ? field : field?.querySelector<HTMLElement>(CONTROL);
    control?.focus();
  });
}
