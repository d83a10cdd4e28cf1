import { expect, type Locator } from '@playwright/test';

/**
 * Every text a live region takes from now on, in order: one entry per announcement a screen
 * reader would make. Also checks the region is heard at all: polite, and not hidden from
 * assistive technology (RAC hides all but an open dialog).
 */
export async function recordAnnouncements(region: Locator) {
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await region.evaluate((element) => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => said.push((element.textContent ?? '').replace(/\s+/g, ' ').trim())).observe(
      element,
      { childList: true, characterData: true, subtree: true },
    );
  });
  return {
    said: () => region.page().evaluate(() => (window as unknown as { said: string[] }).said),
    /** Whether anything above the region hides it from assistive technology now. */
    hidden: () => region.evaluate((element) => element.closest('[aria-hidden="true"], [inert]') !== null),
  };
}

/**
 * The text of an element as a screen reader gets it: without what is hidden from assistive
 * technology (a Price's "Rp 33.900" is aria-hidden beside its spoken "33,900 rupiah"), spaces
 * folded. What a live announcement of that element's value should hold.
 */
export function spokenText(element: Locator): Promise<string> {
  return element.evaluate((root) => {
    const read = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
      return [...node.childNodes].map(read).join(' ');
    };
    return read(root).replace(/\s+/g, ' ').trim();
  });
}
