import { describe, expect, it } from 'vitest';
import { applyRootFontSize, rootFontSize, type RootFontSizeWindow } from './root-font-size';

describe('rootFontSize', () => {
  it('is 16 px at the 375 px design width', () => {
    expect(rootFontSize(375)).toBe(16);
  });

  it('scales with the width below 750 px', () => {
    expect(rootFontSize(390)).toBe(16.64);
    expect(rootFontSize(414)).toBe(17.66);
    expect(rootFontSize(749)).toBe(31.96);
  });

  it('never goes below 12 px on narrow screens', () => {
    expect(rootFontSize(281.25)).toBe(12);
    expect(rootFontSize(240)).toBe(12);
    expect(rootFontSize(0)).toBe(12);
  });

  it('is 16 px from 750 px up', () => {
    expect(rootFontSize(750)).toBe(16);
    expect(rootFontSize(1200)).toBe(16);
    expect(rootFontSize(2560)).toBe(16);
  });

  it('falls back to 16 px for a width that is not a number', () => {
    expect(rootFontSize(Number.NaN)).toBe(16);
    expect(rootFontSize(Number.POSITIVE_INFINITY)).toBe(16);
  });
});

function fakeWindow(innerWidth: number) {
  const listeners = new Map<string, Set<() => void>>();
  const win: RootFontSizeWindow & { fire(type: string): void; count(): number } = {
    innerWidth,
    document: { documentElement: { style: { fontSize: '' } } },
    addEventListener(type, listener) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener);
    },
    fire(type) {
      listeners.get(type)?.forEach((listener) => listener());
    },
    count() {
      return [...listeners.values()].reduce((sum, set) => sum + set.size, 0);
    },
  };
  return win;
}

describe('applyRootFontSize', () => {
  it('sets the root font size at once', () => {
    const win = fakeWindow(390);
    applyRootFontSize(win);
    expect(win.document.documentElement.style.fontSize).toBe('16.64px');
  });

  it('follows resizes across the 750 px breakpoint', () => {
    const win = fakeWindow(1440);
    applyRootFontSize(win);
    expect(win.document.documentElement.style.fontSize).toBe('16px');
    win.innerWidth = 300;
    win.fire('resize');
    expect(win.document.documentElement.style.fontSize).toBe('12.8px');
    win.innerWidth = 800;
    win.fire('resize');
    expect(win.document.documentElement.style.fontSize).toBe('16px');
  });

  it('re-measures when a page comes back from the back-forward cache', () => {
    const win = fakeWindow(375);
    applyRootFontSize(win);
    win.innerWidth = 750;
    win.fire('pageshow');
    expect(win.document.documentElement.style.fontSize).toBe('16px');
  });

  it('stops following after cleanup', () => {
    const win = fakeWindow(375);
    const stop = applyRootFontSize(win);
    expect(win.count()).toBe(2);
    stop();
    expect(win.count()).toBe(0);
    win.innerWidth = 300;
    win.fire('resize');
    expect(win.document.documentElement.style.fontSize).toBe('16px');
  });
});
