/**
 * What the eye reads of `element`: its text without the parts only a screen reader gets (a
 * Price's spoken amount beside the shown one), white space collapsed. For a story that checks a
 * sentence with a price in it ("Add Rp 452.800 more"), which textContent would run together
 * with the spoken "452,800 rupiah".
 */
export function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.sr-only').forEach((node) => node.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
