import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ProductSpecs as Specs } from '../../../contract/catalogue';
import { catalogueMessages as m } from './messages';

/**
 * Decision (locales/STYLE.md): units the way each language writes them on a shelf label: "850 g"
 * in English and Indonesian, "850克" in Chinese, as the product names do. Intl's short form would
 * give Chinese "850 g" beside names that say "850克"; its long form is the character.
 */
function unitDisplay(intl: IntlShape): 'short' | 'long' {
  return intl.locale.startsWith('zh') ? 'long' : 'short';
}

/** Grams as "850 g" (zh-CN "850克"), or "1.25 kg" ("1.25千克") from a kilogram up. */
export function formatWeight(intl: IntlShape, grams: number): string {
  const display = unitDisplay(intl);
  return grams >= 1000
    ? intl.formatNumber(grams / 1000, {
        style: 'unit',
        unit: 'kilogram',
        unitDisplay: display,
        maximumFractionDigits: 2,
      })
    : intl.formatNumber(grams, { style: 'unit', unit: 'gram', unitDisplay: display });
}

function shelfLife(intl: IntlShape, specs: Specs): string {
  if (specs.shelf_life === null || specs.shelf_life_unit === null) return intl.formatMessage(m.specNoExpiry);
  return intl.formatMessage(m.specShelfLifeValue, { count: specs.shelf_life, unit: specs.shelf_life_unit });
}

/** The product's specs (SPEC.md §3): unit, specification, composition, size, shelf life, weights, brand. */
export function ProductSpecs({ specs }: { specs: Specs }) {
  const intl = useIntl();
  const mm = (value: number) =>
    intl.formatNumber(value, { style: 'unit', unit: 'millimeter', unitDisplay: unitDisplay(intl) });
  const rows: Array<[string, ReactNode]> = [
    [intl.formatMessage(m.specBrand), specs.brand],
    [intl.formatMessage(m.specUnit), specs.unit],
    [intl.formatMessage(m.specSpecification), specs.specification],
    [intl.formatMessage(m.specComposition), specs.composition],
    [
      intl.formatMessage(m.specDimensions),
      intl.formatMessage(m.specDimensionsValue, {
        length: mm(specs.length_mm),
        width: mm(specs.width_mm),
        height: mm(specs.height_mm),
      }),
    ],
    [intl.formatMessage(m.specShelfLife), shelfLife(intl, specs)],
    [intl.formatMessage(m.specNetWeight), formatWeight(intl, specs.net_weight_g)],
    [intl.formatMessage(m.specGrossWeight), formatWeight(intl, specs.gross_weight_g)],
  ];
  return (
    <dl className="m-0 grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
      {rows
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="m-0 break-words">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
