import { useIntl } from 'react-intl';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { cn, focusRingInset } from '@pasar/ui';
import type { ProductSort } from '../../../contract/catalogue-constants';
import { catalogueMessages as m } from './messages';

/** "Best match" (no sort: relevance for a keyword, featured then sales for a category) or a sort. */
export type SortChoice = ProductSort | 'default';

const toggle = cn(
  'flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-1 px-2 text-sm desktop:flex-none desktop:px-5 text-muted-foreground transition-colors',
  'hovered:text-foreground selected:font-semibold selected:text-primary-hover',
  focusRingInset,
);

/**
 * The list's sorting (SPEC.md §2: sales high to low, price high to low, price low to high).
 * The kit has no segmented control, so this is RAC's ToggleButtonGroup with one choice always
 * made (each button says it is pressed; arrow keys move between them).
 */
export function SortBar({ value, onChange }: { value: SortChoice; onChange: (sort: SortChoice) => void }) {
  const intl = useIntl();
  return (
    <ToggleButtonGroup
      aria-label={intl.formatMessage(m.sortLabel)}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys: Set<Key>) => {
        const [next] = [...keys];
        if (next !== undefined) onChange(next as SortChoice);
      }}
      className="flex border-b border-border bg-surface"
    >
      <ToggleButton id="default" className={toggle}>
        {intl.formatMessage(m.sortDefault)}
      </ToggleButton>
      <ToggleButton id="sales_desc" className={toggle}>
        {intl.formatMessage(m.sortSales)}
      </ToggleButton>
      <ToggleButton id="price_asc" aria-label={intl.formatMessage(m.sortPriceAscLabel)} className={toggle}>
        {intl.formatMessage(m.sortPrice)}
        <ArrowUp aria-hidden="true" className="size-3.5" />
      </ToggleButton>
      <ToggleButton id="price_desc" aria-label={intl.formatMessage(m.sortPriceDescLabel)} className={toggle}>
        {intl.formatMessage(m.sortPrice)}
        <ArrowDown aria-hidden="true" className="size-3.5" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
