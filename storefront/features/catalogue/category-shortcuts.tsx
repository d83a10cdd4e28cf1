import { useIntl } from 'react-intl';
import { Link, Skeleton } from '@pasar/ui';
import type { NavItem } from '../../../contract/catalogue';
import { productListHref } from './catalogue-links';
import { catalogueMessages as m } from './messages';

/**
 * The top categories as icons under the banners (mobile home): one tap to a category's list.
 * Two rows that scroll sideways: the same height however many categories there are, so nothing
 * below moves when they arrive.
 */
export function CategoryShortcuts({ categories }: { categories: readonly NavItem[] | undefined }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(m.categoriesLabel)} className="bg-surface px-2 py-3">
      <ul className="m-0 grid list-none auto-cols-[19%] grid-flow-col grid-rows-2 gap-x-1 gap-y-3 overflow-x-auto p-0 [scrollbar-width:none]">
        {categories
          ? categories.map((category) => (
              <li key={category.nav_type_id} className="min-w-0">
                <Link
                  variant="plain"
                  href={productListHref({ typeId: category.nav_type_id })}
                  className="flex flex-col items-center gap-1 rounded text-center"
                >
                  <img
                    src={category.icon_url}
                    alt=""
                    width={44}
                    height={44}
                    loading="lazy"
                    className="size-11"
                  />
                  <span className="line-clamp-2 h-[2lh] text-xs leading-tight text-foreground">
                    {category.nav_type_name}
                  </span>
                </Link>
              </li>
            ))
          : Array.from({ length: 10 }, (_, index) => (
              <li key={index} aria-hidden="true" className="flex flex-col items-center gap-1">
                <Skeleton shape="circle" className="size-11" />
                <span className="flex h-[2lh] w-4/5 items-start text-xs leading-tight">
                  <Skeleton shape="text" />
                </span>
              </li>
            ))}
      </ul>
    </nav>
  );
}
