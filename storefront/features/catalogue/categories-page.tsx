import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Key } from 'react-aria-components';
import { ErrorState, Link, Skeleton, Tab, TabList, TabPanel, Tabs } from '@pasar/ui';
import type { NavItem } from '../../../contract/catalogue';
import { useNavTypes } from '../../api/catalogue';
import { usePageTitle } from '../../platform/use-page-title';
import { productListHref } from './catalogue-links';
import { catalogueMessages as m } from './messages';

function ChildCategories({ top }: { top: NavItem }) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="m-0 text-base font-semibold">{top.nav_type_name}</h2>
        <Link
          variant="standalone"
          href={productListHref({ typeId: top.nav_type_id })}
          aria-label={intl.formatMessage(m.seeAllOf, { title: top.nav_type_name })}
          className="text-sm"
        >
          <FormattedMessage {...m.seeAll} />
        </Link>
      </div>
      <ul className="m-0 grid list-none grid-cols-3 gap-x-2 gap-y-4 p-0 desktop:grid-cols-7">
        {top.child_list.map((child) => (
          <li key={child.nav_type_id} className="min-w-0">
            <Link
              variant="plain"
              href={productListHref({ typeId: child.nav_type_id })}
              className="flex flex-col items-center gap-1 rounded p-1 text-center hover:bg-muted"
            >
              <img src={child.icon_url} alt="" width={56} height={56} loading="lazy" className="size-14" />
              <span className="line-clamp-2 text-xs leading-tight text-foreground desktop:text-sm">
                {child.nav_type_name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * /cate (SPEC.md §2): the category tree in two panes: the top categories on the left (vertical
 * tabs: arrow keys move), the chosen one's children on the right, each leading to its list.
 */
export function CategoriesPage() {
  const intl = useIntl();
  const title = intl.formatMessage(m.categoriesTitle);
  usePageTitle(title);
  const { data, error, mutate } = useNavTypes();
  const [selected, setSelected] = useState<Key | null>(null);
  const tops = data ?? [];
  const current = selected ?? tops[0]?.nav_type_id;

  return (
    <main className="bg-surface desktop:rounded-lg desktop:p-4">
      <h1 className="sr-only m-0 mb-4 text-2xl font-semibold desktop:not-sr-only">{title}</h1>
      {error && !data ? (
        <ErrorState
          title={intl.formatMessage(m.loadFailed)}
          retryLabel={intl.formatMessage(m.tryAgain)}
          onRetry={() => void mutate()}
        />
      ) : !data ? (
        <div aria-busy="true" className="flex gap-3 p-3">
          <div className="flex w-24 flex-col gap-3">
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} shape="text" className="h-6" />
            ))}
          </div>
          <div className="grid flex-1 grid-cols-3 gap-3">
            {Array.from({ length: 9 }, (_, index) => (
              <Skeleton key={index} className="aspect-square" />
            ))}
          </div>
        </div>
      ) : (
        <Tabs
          orientation="vertical"
          selectedKey={current}
          onSelectionChange={setSelected}
          className="items-start"
        >
          <TabList
            aria-label={title}
            className="sticky top-[3.25rem] max-h-[calc(100dvh-7.5rem)] w-24 shrink-0 overflow-y-auto bg-muted desktop:top-4 desktop:w-48 desktop:bg-surface"
          >
            {tops.map((top) => (
              <Tab
                key={top.nav_type_id}
                id={top.nav_type_id}
                className="justify-start px-2 py-3 text-left text-sm whitespace-normal selected:bg-surface desktop:px-4"
              >
                {top.nav_type_name}
              </Tab>
            ))}
          </TabList>
          {tops.map((top) => (
            <TabPanel key={top.nav_type_id} id={top.nav_type_id} className="min-w-0 flex-1 p-3 pt-3 desktop:px-6">
              <ChildCategories top={top} />
            </TabPanel>
          ))}
        </Tabs>
      )}
    </main>
  );
}
