import { FormattedMessage, useIntl } from 'react-intl';
import { Link, ProductCardSkeleton, Skeleton } from '@pasar/ui';
import type { Decoration } from '../../../contract/catalogue';
import { decorationHref } from './catalogue-links';
import { FlashDealTimer } from './flash-deal-timer';
import { catalogueMessages as m } from './messages';
import { ProductCardLink } from './product-card-link';

type Section = Decoration['sections'][number];

/**
 * A home section (flash deals, new arrivals, daily needs, best sellers): a heading, its line,
 * "See all" where it leads somewhere, and its products: a row that scrolls sideways on a phone,
 * two rows of five on the desktop.
 */
export function HomeSection({ section }: { section: Section }) {
  const intl = useIntl();
  const headingId = `home-section-${section.id}`;
  if (section.products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 bg-surface py-3 desktop:rounded-lg desktop:p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 desktop:px-0">
        <h2 id={headingId} className="m-0 text-lg font-bold">
          {section.title}
        </h2>
        {section.ends_at !== null && <FlashDealTimer endsAt={section.ends_at} />}
        <p className="m-0 hidden text-sm text-muted-foreground desktop:block">{section.subtitle}</p>
        {section.link && (
          <Link
            variant="standalone"
            href={decorationHref(section.link)}
            aria-label={intl.formatMessage(m.seeAllOf, { title: section.title })}
            className="ms-auto text-sm"
          >
            <FormattedMessage {...m.seeAll} />
          </Link>
        )}
      </div>
      <ul
        aria-labelledby={headingId}
        className="m-0 grid list-none auto-cols-[38%] grid-flow-col gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:none] desktop:grid-flow-row desktop:grid-cols-5 desktop:gap-4 desktop:overflow-visible desktop:px-0"
      >
        {section.products.map((product) => (
          <li key={product.product_no} className="min-w-0">
            <ProductCardLink product={product} variant="outline" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A section's shape while the decoration loads (a heading and a row of cards): no jump on arrival. */
export function HomeSectionSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2 bg-surface py-3 desktop:rounded-lg desktop:p-4">
      <Skeleton shape="text" className="mx-3 h-7 w-40 desktop:mx-0" />
      <div className="grid auto-cols-[38%] grid-flow-col gap-2 overflow-hidden px-3 desktop:grid-flow-row desktop:grid-cols-5 desktop:gap-4 desktop:px-0">
        {Array.from({ length: 5 }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
