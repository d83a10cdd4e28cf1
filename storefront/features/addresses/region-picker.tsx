import { useDeferredValue, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ComboBox, ComboBoxItem } from '@pasar/ui';
import type { PostalRanges } from '../../../contract/address-constants';
import type { Region } from '../../../contract/addresses';
import { useRegions } from '../../api/addresses';
import { addressMessages as m } from './messages';

export interface RegionChoice {
  code: string;
  name: string;
  /** The region's postal codes, at postalCodeRegionLevel, when the data knows them. */
  postalRanges?: PostalRanges;
}

interface RegionPickerProps {
  label: string;
  /** The chosen region above ('' for the top level); null while it is not chosen yet. */
  parent: string | null;
  value: RegionChoice | null;
  onChange: (choice: RegionChoice | null) => void;
  errorMessage?: string;
}

/**
 * One level of an address's region (province, city, district): type to search the server's list
 * below `parent` (member/address/regions, a page at a time), then pick. The typed text is the
 * search; once a region is picked, the box shows its name and lists its siblings.
 */
export function RegionPicker({ label, parent, value, onChange, errorMessage }: RegionPickerProps) {
  const intl = useIntl();
  const [typed, setTyped] = useState<string | null>(null);
  const inputValue = typed ?? value?.name ?? '';
  // While the box shows the chosen name, list every sibling; otherwise search what is typed.
  const keyword = useDeferredValue(typed !== null && typed !== value?.name ? typed : '');
  const { data } = useRegions(parent, keyword);
  // One array per answer: a new [] each render would rebuild the list box's collection.
  const items: Region[] = useMemo(() => data?.list ?? [], [data]);
  return (
    <ComboBox<Region>
      label={label}
      items={items}
      inputValue={inputValue}
      onInputChange={setTyped}
      selectedKey={value?.code ?? null}
      onSelectionChange={(key) => {
        const picked = items.find((region) => region.code === key);
        setTyped(null);
        if (picked)
          onChange({
            code: picked.code,
            name: picked.name,
            ...(picked.postal_ranges ? { postalRanges: picked.postal_ranges } : {}),
          });
        else if (key === null && value) onChange(null);
      }}
      menuTrigger="focus"
      isDisabled={parent === null}
      isRequired
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
      description={parent === null ? intl.formatMessage(m.chooseAboveFirst) : undefined}
      placeholder={intl.formatMessage(m.searchPlaceholder)}
      emptyText={intl.formatMessage(m.noMatch)}
    >
      {(region) => (
        <ComboBoxItem id={region.code} textValue={region.name}>
          {region.name}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
