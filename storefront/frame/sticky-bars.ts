import type { RefCallback } from 'react';

/*
 * The browser scrolls a control that takes focus (Tab, Shift+Tab, an anchor) just into the
 * viewport; under a sticky header or a fixed bottom bar it would stay hidden (WCAG 2.4.11). The
 * page's bars register here through their ref, and <html>'s scroll padding follows what they
 * cover: the lowest edge of the bars stuck to the top, the highest of those fixed to the bottom.
 * A bar that is not sticky or fixed right now (desktop:static, or short:static in a short
 * viewport) covers nothing. Measured, not written down: a bar's height follows its content, the
 * root font (which grows with the width) and the safe area.
 */

type Edge = 'top' | 'bottom';
const bars = new Map<HTMLElement, Edge>();
let resizes: ResizeObserver | undefined;
let frame = 0;

function measure() {
  frame = 0;
  let top = 0;
  let bottom = 0;
  for (const [bar, edge] of bars) {
    const style = getComputedStyle(bar);
    if (style.position !== 'sticky' && style.position !== 'fixed') continue;
    const height = bar.getBoundingClientRect().height;
    // Where it sticks (top-12 under the page header, the cart's bar above the tab bar) plus its height.
    if (edge === 'top') top = Math.max(top, (parseFloat(style.top) || 0) + height);
    else bottom = Math.max(bottom, (parseFloat(style.bottom) || 0) + height);
  }
  const root = document.documentElement.style;
  root.scrollPaddingTop = top > 0 ? `${top}px` : '';
  root.scrollPaddingBottom = bottom > 0 ? `${bottom}px` : '';
}

/** Once per frame, however many bars changed: a resize can move every one of them. */
function schedule() {
  frame ||= requestAnimationFrame(measure);
}

function follow(bar: HTMLElement, edge: Edge): () => void {
  // A resize can flip a bar between fixed and static (the desktop and short variants).
  if (bars.size === 0) window.addEventListener('resize', schedule);
  resizes ??= new ResizeObserver(schedule);
  bars.set(bar, edge);
  resizes.observe(bar);
  schedule();
  return () => {
    bars.delete(bar);
    resizes?.unobserve(bar);
    if (bars.size === 0) window.removeEventListener('resize', schedule);
    schedule();
  };
}

/** The ref of a bar stuck to the top of the viewport (a page header, a sort bar under it). */
export const stickyTopBar: RefCallback<HTMLElement> = (bar) => (bar ? follow(bar, 'top') : undefined);

/** The ref of a bar fixed to the bottom of the viewport (the tab bar, a page's action bar). */
export const stickyBottomBar: RefCallback<HTMLElement> = (bar) => (bar ? follow(bar, 'bottom') : undefined);
