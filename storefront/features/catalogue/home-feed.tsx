import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Key } from 'react-aria-components';
import { Tab, TabList, TabPanel, Tabs } from '@pasar/ui';
import { useProductList, useRecommendations } from '../../api/catalogue';
import { stickyTopBar } from '../../frame/sticky-bars';
import { catalogueMessages as m } from './messages';
import { ProductFeed } from './product-feed';

const HOT_QUERY = { sort: 'sales_desc' } as const;

/** The recommended feed (product_recommend, paged 12 at a time) and what sells most. */
function RecommendedFeed() {
  const intl = useIntl();
  return <ProductFeed pages={useRecommendations()} aria-label={intl.formatMessage(m.recommended)} />;
}

function HotFeed() {
  const intl = useIntl();
  return <ProductFeed pages={useProductList(HOT_QUERY)} aria-label={intl.formatMessage(m.hot)} />;
}

/**
 * The home page's "Recommended" and "Hot" tabs (SPEC.md §2 home). Decision: hot is every product
 * by sales, high to low (the product list's sales sort); only the open tab loads.
 */
export function HomeFeed() {
  const intl = useIntl();
  const [tab, setTab] = useState<Key>('recommended');
  return (
    <Tabs selectedKey={tab} onSelectionChange={setTab} className="bg-surface desktop:rounded-lg">
      {/* Stuck under the mobile header (3.25rem) while the feed scrolls. */}
      <div ref={stickyTopBar} className="sticky top-[3.25rem] z-20 bg-surface short:static desktop:static">
        <TabList aria-label={intl.formatMessage(m.feedTabs)}>
          <Tab id="recommended">{intl.formatMessage(m.recommended)}</Tab>
          <Tab id="hot">{intl.formatMessage(m.hot)}</Tab>
        </TabList>
      </div>
      <TabPanel id="recommended" className="px-2 pb-2 desktop:px-4">
        <RecommendedFeed />
      </TabPanel>
      <TabPanel id="hot" className="px-2 pb-2 desktop:px-4">
        <HotFeed />
      </TabPanel>
    </Tabs>
  );
}
