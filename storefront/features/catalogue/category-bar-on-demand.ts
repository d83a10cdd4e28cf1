import { preloadable } from '../../frame/lazy-page';

/**
 * The desktop header's category bar on a chunk of its own, loaded when the header renders (the
 * layout's Suspense fallback keeps its height). The lazy boundary is the feature's, so the
 * layouts import it through index.ts like anything else: a dynamic import of index.ts itself
 * would make every static importer of index.ts download all it offers.
 */
export const CategoryBarOnDemand = preloadable(() => import('./category-bar').then((m) => m.CategoryBar));
