import { useIntl } from 'react-intl';
import { LayoutGrid } from 'lucide-react';
import { cn, HoverPopoverTrigger, Link, Popover } from '@pasar/ui';
import type { NavItem } from '../../../contract/catalogue';
import { useNavTypes } from '../../api/catalogue';
import { productListHref } from './catalogue-links';
import { catalogueMessages as m } from './messages';

// Decision: 13 px and tight padding so every top category fits one row at 1440 px
// in each language (Indonesian's names are the longest); at 14 px the last ones ran past the
// edge of a bar with no scroll bar, cut off.
const barLink = cn(
  'flex h-10 items-center gap-1.5 rounded px-1.5 text-[0.8125rem] whitespace-nowrap text-foreground no-underline',
  'hover:bg-muted hover:text-primary-hover aria-expanded:text-primary-hover',
);

/** A top category: its link, and on hover or focus its children, 7 per row (SPEC.md §2, §9). */
function TopCategory({ top }: { top: NavItem }) {
  const intl = useIntl();
  const href = productListHref({ typeId: top.nav_type_id });
  if (top.child_list.length === 0)
    return (
      <Link variant="plain" href={href} className={barLink}>
        {top.nav_type_name}
      </Link>
    );
  return (
    <HoverPopoverTrigger>
      <Link variant="plain" href={href} className={barLink}>
        {top.nav_type_name}
      </Link>
      <Popover
        aria-label={intl.formatMessage(m.subcategoriesOf, { category: top.nav_type_name })}
        placement="bottom start"
        // The mega-menu spans the 1200 px container, not the kit's 24rem default.
        className="w-[min(1168px,calc(100vw-2rem))] max-w-none"
      >
        <ul className="m-0 grid list-none grid-cols-7 gap-2 p-0">
          {top.child_list.map((child) => (
            <li key={child.nav_type_id} className="min-w-0">
              <Link
                variant="plain"
                href={productListHref({ typeId: child.nav_type_id })}
                className="flex flex-col items-center gap-1 rounded p-2 text-center text-sm text-foreground hover:bg-muted"
              >
                <img src={child.icon_url} alt="" width={48} height={48} loading="lazy" className="size-12" />
                <span className="line-clamp-2">{child.nav_type_name}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Link variant="standalone" href={href} className="mt-3 inline-block text-sm">
          {intl.formatMessage(m.seeAllOf, { title: top.nav_type_name })}
        </Link>
      </Popover>
    </HoverPopoverTrigger>
  );
}

/**
 * The desktop header's category bar (SPEC.md §2): "All categories" (/cate), then every top
 * category with its mega-menu. Filled into DesktopHeader's categoryBar slot on every desktop page.
 */
export function CategoryBar() {
  const intl = useIntl();
  const { data } = useNavTypes();
  return (
    <nav aria-label={intl.formatMessage(m.categoriesLabel)} className="border-t border-border">
      <ul className="mx-auto my-0 flex h-10 max-w-container list-none items-center overflow-x-auto px-4 py-0 [scrollbar-width:none]">
        <li>
          <Link variant="plain" href="/cate" className={cn(barLink, 'font-semibold')}>
            <LayoutGrid aria-hidden="true" className="size-4" />
            {intl.formatMessage(m.allCategories)}
          </Link>
        </li>
        {data?.map((top) => (
          <li key={top.nav_type_id}>
            <TopCategory top={top} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
