import type { Decoration } from '../../../contract/catalogue';
import type { SectionKind } from '../../../contract/catalogue-constants';
import type { CatalogueSnapshot, ListingEntry } from './catalogue-snapshot';
import { cardOf } from './product-cards';
import { bannerImageUrl } from './static-assets';
import type { Caller } from '../../lib/caller';

/**
 * One formatter per zone, made once: building an Intl.DateTimeFormat costs far more than using
 * one, and every order's pricing asks for the start of the shopper's day (3.5% of the server's time
 * under `npm run bench:checkout` when each call made its own).
 */
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();
function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Milliseconds `timeZone` is ahead of UTC at `at` (Asia/Jakarta: 7 hours). */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    zoneFormatter(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const local = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/** The next midnight in `timeZone` after `now`, in ms since the epoch (none of ours has DST). */
export function nextMidnight(now: Date, timeZone: string): number {
  const offset = zoneOffsetMs(now, timeZone);
  const local = new Date(now.getTime() + offset);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1) - offset;
}

/**
 * GET cms/api/decoration: the country's banners, then its sections of product cards. Removed
 * products drop out of a section; sold-out ones stay with their badge.
 */
export function decoration(
  snapshot: CatalogueSnapshot,
  shopper: Pick<Caller, 'country' | 'language'>,
  now: Date,
): Decoration {
  const country = snapshot.countries[shopper.country];
  const language = shopper.language;
  return {
    banners: country.banners.map((banner) => ({
      id: banner.id,
      title: banner.title[language],
      subtitle: banner.subtitle[language],
      image_url: bannerImageUrl(banner.id, banner.imageVersion),
      link: banner.link,
    })),
    sections: country.sections.map((section) => ({
      id: section.id,
      kind: section.kind as SectionKind,
      title: section.title[language],
      subtitle: section.subtitle[language],
      link: section.link,
      ends_at: section.kind === 'flash_deals' ? nextMidnight(now, country.timeZone) : null,
      products: section.productNos
        .map((productNo) => country.listings.get(productNo))
        .filter((listing): listing is ListingEntry => listing?.status === 'on_shelf')
        .map((listing) => cardOf(listing, country, language)),
    })),
  };
}
