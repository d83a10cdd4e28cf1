import { lazy } from 'react';

/**
 * The desktop header's search box on a chunk of its own, loaded when the header renders (the
 * layout's Suspense fallback keeps its height; see ../catalogue/category-bar-on-demand.ts).
 */
export const HeaderSearchOnDemand = lazy(() =>
  import('./header-search').then((m) => ({ default: m.HeaderSearch })),
);
