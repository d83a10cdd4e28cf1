import { preloadable } from '../../frame/lazy-page';

/**
 * The desktop header's search box on a chunk of its own, loaded when the header renders (the
 * layout's Suspense fallback keeps its height; see ../catalogue/category-bar-on-demand.ts).
 */
export const HeaderSearchOnDemand = preloadable(() => import('./header-search').then((m) => m.HeaderSearch));
