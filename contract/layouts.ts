/** The storefront's two layouts (SPEC.md §1): below 750 px the phone's, else the desktop's. */
export const LAYOUTS = ['mobile', 'desktop'] as const;
export type Layout = (typeof LAYOUTS)[number];
