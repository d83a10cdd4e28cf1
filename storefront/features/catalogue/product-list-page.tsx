import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PackageSearch } from 'lucide-react';
import { cn, EmptyState, focusRing, Link } from '@pasar/ui';
import type { NavItem } from '../../../contract/catalogue';
import { useNavTypes, useProductList, useSearchResults } from '../../api/catalogue';
import { reportSearchClick } from '../../api/search';
import { PageHeader } from '../../frame/page-header';
import { stickyTopBar } from '../../frame/sticky-bars';
import { useTrackOnce } from '../../analytics/track';
import { productListHref, type ListTarget } from './catalogue-links';
import { readListParams } from '../../api/catalogue-list-params';
import { catalogueMessages as m } from './messages';
import { ProductFeed } from './product-feed';
import { SortBar, type SortChoice } from './sort-bar';

/** The top category holding `typeId` (itself when it is a top), and the category itself. */
export function findCategory(tree: readonly NavItem[] | undefined, typeId: number | undefined) {
  if (!tree || typeId === undefined) return { top: undefined, category: undefined };
  for (const top of tree) {
    if (top.nav_type_id === typeId) return { top, category: top };
    const child = top.child_list.find((item) => item.nav_type_id === typeId);
    if (child) return { top, category: child };
  }
  return { top: undefined, category: undefined };
}

const chip = cn(
  'flex h-8 shrink-0 items-center rounded-pill border border-border bg-surface px-3 text-sm whitespace-nowrap text-foreground no-underline',
  'hover:border-border-strong aria-[current=page]:border-primary aria-[current=page]:bg-primary-soft aria-[current=page]:font-semibold aria-[current=page]:text-primary-hover',
  focusRing,
);

/** "All" and the children of the list's top category, as links (each its own shareable list). */
function CategoryChips({ top, current, target }: { top: NavItem; current: number; target: ListTarget }) {
  const intl = useIntl();
  if (top.child_list.length === 0) return null;
  const items = [{ id: top.nav_type_id, name: intl.formatMessage(m.allInCategory) }].concat(
    top.child_list.map((child) => ({ id: child.nav_type_id, name: child.nav_type_name })),
  );
  return (
    <nav aria-label={intl.formatMessage(m.subcategoriesOf, { category: top.nav_type_name })}>
      <ul className="m-0 flex list-none gap-2 overflow-x-auto px-3 py-2 [scrollbar-width:none] desktop:flex-wrap desktop:px-0">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              variant="plain"
              href={productListHref({ ...target, typeId: item.id })}
              aria-current={item.id === current ? 'page' : undefined}
              className={chip}
            >
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /commodityList (SPEC.md §2): a category's products or a keyword's results, with the three
 * sorts, paged as the shopper scrolls, and an empty state. The list lives in the query string
 * (shareable); router state alone (SPEC.md §2) is moved into it on arrival.
 */
export function ProductListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readListParams(searchParams, location.state), [searchParams, location.state]);
  const { keyword, typeId, sort, timestamp } = params;
  const nav = useNavTypes();
  const { top, category } = findCategory(nav.data, typeId);

  // Arrived with router state only: write it into the address, keeping the state (its timestamp).
  useEffect(() => {
    if (searchParams.size > 0 || (!keyword && typeId === undefined)) return;
    const href = productListHref({ keyword, typeId, sort });
    void navigate(href, { replace: true, state: location.state });
  }, [keyword, typeId, sort, searchParams.size, navigate, location.state]);

  const searching = Boolean(keyword);
  const search = useSearchResults(searching ? { keyword: keyword ?? '', typeId, sort } : null, timestamp);
  const list = useProductList(searching ? null : { typeId, sort });
  const pages = searching ? search : list;
  // GA4 view_item_list once per list and sort, when its first page has arrived. Decision: a
  // search's list name is the keyword typed; a category's is its id (one name in every language).
  const listId = keyword ? 'search_results' : `category_${typeId ?? 'all'}`;
  useTrackOnce('view_item_list', pages.items.length > 0 ? `${listId}|${keyword}|${sort}` : null, {
    listId,
    listName: keyword || listId,
    cards: pages.items,
  });

  const title = keyword
    ? intl.formatMessage(m.resultsFor, { keyword })
    : (category?.nav_type_name ?? intl.formatMessage(m.allProducts));

  const setSort = (choice: SortChoice) => {
    const next = new URLSearchParams(searchParams);
    if (choice === 'default') next.delete('sort');
    else next.set('sort', choice);
    // Decision: a new sort replaces the history entry: Back leaves the list, not each sort.
    setSearchParams(next, { replace: true, state: location.state });
  };

  return (
    <main className="pb-4">
      <PageHeader title={title} />
      <div className="flex flex-col bg-surface desktop:rounded-lg desktop:px-4 desktop:pt-2">
        {top && typeId !== undefined ? (
          <CategoryChips top={top} current={typeId} target={{ keyword, sort }} />
        ) : (
          // The chips' row, kept while the category tree loads, so the list does not jump down.
          typeId !== undefined && !nav.data && !nav.error && <div aria-hidden="true" className="h-12" />
        )}
        <div ref={stickyTopBar} className="sticky top-12 z-20 short:static desktop:static">
          <SortBar value={sort ?? 'default'} onChange={setSort} />
        </div>
      </div>
      <div className="px-2 pt-2 desktop:px-0 desktop:pt-4">
        <ProductFeed
          pages={pages}
          aria-label={title}
          onOpen={keyword ? (product) => reportSearchClick(keyword, product.product_no) : undefined}
          emptyState={
            <EmptyState
              icon={<PackageSearch />}
              title={intl.formatMessage(keyword ? m.noResultsTitle : m.emptyCategoryTitle)}
              description={intl.formatMessage(keyword ? m.noResultsBody : m.emptyCategoryBody)}
              action={
                <Link variant="standalone" href={keyword ? '/search' : '/'}>
                  <FormattedMessage {...(keyword ? m.searchAgain : m.goShopping)} />
                </Link>
              }
              className="bg-surface desktop:rounded-lg"
            />
          }
        />
      </div>
    </main>
  );
}
