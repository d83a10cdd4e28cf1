/** The mobile bottom tab bar of SPEC.md §2, by index. */
export const tabTargets = ['/', '/cate', '/cart', '/me'] as const;
export const tabIds = ['home', 'cate', 'cart', 'me'] as const;
export type TabId = (typeof tabIds)[number];

/** Where tab `index` goes; an unknown index goes home and logs an error (SPEC.md §2, §8). */
export function tabTarget(index: number): string {
  const target = tabTargets[index];
  if (target === undefined) {
    console.error(`Unknown tab index ${index}`);
    return '/';
  }
  return target;
}

/** Selecting Cart or Me scrolls to the top. */
export function scrollsToTop(id: TabId): boolean {
  return id === 'cart' || id === 'me';
}

export function currentTab(pathname: string): TabId | undefined {
  const index = (tabTargets as readonly string[]).indexOf(pathname);
  return index === -1 ? undefined : tabIds[index];
}

/** The tab bar shows on the four pages it leads to. */
export function showsTabBar(pathname: string): boolean {
  return currentTab(pathname) !== undefined;
}
