// The focus check shared by the story tests (.storybook/vitest.setup.ts) and the e2e journeys
// (tests/e2e/focus-visible.ts), so a ring lost to a class change fails a test: a Tab stop whose
// look does not change when it gets keyboard focus has no visible focus indicator (WCAG 2.4.7),
// whatever the classes say.
// Each function is self-contained (no imports, no outer names): Playwright sends its source into
// the page with page.evaluate.

export interface RingContrast {
  ratio: number;
  ring: string;
  background: string;
}

export interface FocusReading {
  /** How each part looks, one string per part (see readFocus). */
  looks: string[];
  /**
   * Focused only: the outline's contrast against what is behind it (WCAG 2.4.13: 3:1), the first
   * opaque background under the ring (the part's own for an inset ring, else its ancestors').
   * Null when no part draws an outline or the background is a picture (a banner).
   */
  contrast: RingContrast | null;
}

/**
 * Reads a control's focus indicator. Its parts: the control itself, the label around it (a
 * checkbox's or radio's box draws the ring while a hidden input has focus) with everything in
 * it, and three ancestors (a field's wrapper draws the ring on :focus-within). Read with focus on
 * the control, then with `blurred` (focus taken away, React given its turn to redraw): equal
 * looks mean there is no indicator. Blurring, not Tabbing on, gives the unfocused look: the next
 * stop may sit in the same wrapper (a password field's eye) and keep its :focus-within. The
 * browser keeps its place in the Tab order at the blurred control, so the next Tab goes on.
 */
export async function readFocus(element: Element, blurred = false): Promise<FocusReading> {
  const look = (part: Element) => {
    const style = getComputedStyle(part);
    const outline =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) > 0 &&
      !/^(transparent|rgba\(.*,\s*0\))$/.test(style.outlineColor)
        ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
        : 'none';
    return `outline ${outline}; shadow ${style.boxShadow}; border ${style.borderColor}; background ${style.backgroundColor}; underline ${style.textDecorationLine}`;
  };
  const seen = (part: Element) => {
    // What is one pixel or less, or transparent, or inside a one-pixel clip (RAC's VisuallyHidden
    // around a checkbox's input, which draws the browser's own outline) is not seen.
    for (let up: Element | null = part; up; up = up.parentElement) {
      const box = up.getBoundingClientRect();
      const clips =
        up === part ||
        getComputedStyle(up).overflow !== 'visible' ||
        getComputedStyle(up).clipPath !== 'none';
      if (clips && (box.width <= 1 || box.height <= 1)) return false;
    }
    return part.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const rgb = (colour: string) => {
    const m = colour.match(/rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)(?:,?\s*\/?\s*([\d.]+))?\)/);
    return m ? { r: +m[1]!, g: +m[2]!, b: +m[3]!, a: m[4] === undefined ? 1 : +m[4] } : null;
  };
  const luminance = (c: { r: number; g: number; b: number }) => {
    const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
  };
  const contrastOf = (ringed: Element): RingContrast | null => {
    const ringStyle = getComputedStyle(ringed);
    const ring = rgb(ringStyle.outlineColor);
    if (!ring) return null;
    let under: Element | null = parseFloat(ringStyle.outlineOffset) < 0 ? ringed : ringed.parentElement;
    for (; under; under = under.parentElement) {
      const style = getComputedStyle(under);
      if (style.backgroundImage !== 'none') return null;
      const bg = rgb(style.backgroundColor);
      if (bg && bg.a === 1) {
        const [light, dark] = [luminance(ring), luminance(bg)].sort((a, b) => b - a) as [number, number];
        return {
          ratio: (light + 0.05) / (dark + 0.05),
          ring: ringStyle.outlineColor,
          background: style.backgroundColor,
        };
      }
    }
    // Nothing opaque up to <html>: the browser's white canvas.
    return {
      ratio: 1.05 / (luminance(ring) + 0.05),
      ring: ringStyle.outlineColor,
      background: 'white (canvas)',
    };
  };

  const parts: Element[] = [element];
  const label = element.closest('label');
  if (label) parts.push(label, ...label.querySelectorAll('*'));
  const own = parts.length;
  for (let up = element.parentElement, n = 0; up && n < 3; up = up.parentElement, n++) parts.push(up);
  const read = () => [...new Set(parts)].filter(seen).map(look);
  if (!blurred) {
    const ringed = parts.slice(0, own).find((part) => {
      const style = getComputedStyle(part);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && seen(part);
    });
    return { looks: read(), contrast: ringed ? contrastOf(ringed) : null };
  }
  (element as HTMLElement).blur();
  // React commits RAC's state (data-focus-visible, data-focused) after the blur: read after a few
  // microtasks, and again a frame later unless a dialog's focus trap has taken focus back by then
  // (its own frame), when the first reading is the unfocused one.
  for (let tick = 0; tick < 10; tick++) await Promise.resolve();
  const soon = read();
  await new Promise((resolve) => requestAnimationFrame(resolve));
  if (document.activeElement === element) return { looks: soon, contrast: null };
  // A select's popover closes when focus leaves it and keeps its last look while it fades out:
  // nothing to judge there (the kit's ListBox stories judge the options on their own).
  if (!element.isConnected || element.closest('[data-exiting]'))
    return { looks: ['(closed when focus left)'], contrast: null };
  return { looks: read(), contrast: null };
}

/** WCAG 2.4.13: the ring against what is behind it. */
const MIN_RING_CONTRAST = 3;

/** What is wrong with one Tab stop's indicator, from its focused and blurred readings (none: []). */
export function focusFailures(name: string, focused: FocusReading, blurred: FocusReading): string[] {
  const failures: string[] = [];
  if (blurred.looks.join('\n') === focused.looks.join('\n'))
    failures.push(`${name} looks the same focused and unfocused`);
  const { contrast } = focused;
  if (contrast && contrast.ratio < MIN_RING_CONTRAST)
    failures.push(
      `${name}: ring ${contrast.ring} on ${contrast.background} is ${contrast.ratio.toFixed(2)}:1 (needs ${MIN_RING_CONTRAST}:1)`,
    );
  return failures;
}

/** A short name for a Tab stop in a failure message: role or tag, and its accessible text. */
export function describeStop(element: Element): string {
  const name =
    element.getAttribute('aria-label') ??
    (element.getAttribute('aria-labelledby') &&
      document.getElementById(element.getAttribute('aria-labelledby')!.split(' ')[0]!)?.textContent) ??
    element.closest('label')?.textContent ??
    element.textContent ??
    '';
  const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
  return `${role} "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
}
