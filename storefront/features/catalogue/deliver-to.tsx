import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Clock, MapPin, Truck } from 'lucide-react';
import { Button, cn, Link, Skeleton } from '@pasar/ui';
import { addressRegionLevels } from '../../../contract/address-constants';
import type { SavedAddress } from '../../../contract/addresses';
import type { DeliveryEstimate } from '../../../contract/catalogue';
import type { CountryCode } from '../../../contract/countries';
import { deliveryZoneOf, type DeliveryZone } from '../../../contract/order-constants';
import { useAddressBook } from '../../api/addresses';
import { useLoggedIn, useSession } from '../../session/session-store';
import { useGoToLogin } from '../auth';
import { useDeliverToChoice } from './deliver-to-choice';
import { deliverToMessages as t } from './deliver-to-messages';
import { catalogueMessages as m } from './messages';

const DeliverToDialog = lazy(() => import('./deliver-to-dialog'));

interface Target {
  /** What the line names: a district and its city, a city and its state, or the country. */
  place: string;
  zone: DeliveryZone;
}

/** An address's two most precise names: "Kebayoran Baru, Kota Administrasi Jakarta Selatan". */
const placeOf = (address: SavedAddress) =>
  [address.area, address.city, address.state]
    .filter((name) => name.trim() !== '')
    .slice(0, 2)
    .join(', ');

/**
 * Decision (ADR 035), as Shopee and Tokopedia show it: a member's estimate is for their default
 * address, or another saved one chosen here (the book's dialog, which also leads to adding one);
 * a visitor chooses an area (the state decides the zone) or logs in to use their addresses;
 * Singapore is one city, in-city for everyone. All of it comes from the shopper's own calls and
 * contract's deliveryZoneOf: the product's answer is the same for every shopper.
 */
function useDeliverTo(country: CountryCode) {
  const intl = useIntl();
  const signedIn = useLoggedIn();
  const choice = useDeliverToChoice(country);
  const { data: book, error } = useAddressBook();
  if (signedIn) {
    // The book did not come (request()'s toast said why): the estimates without a place.
    if (!book && error) return { kind: 'unavailable' } as const;
    if (!book) return { kind: 'loading' } as const;
    const chosen = choice?.kind === 'address' ? choice.addressId : null;
    const address =
      book.list.find((a) => a.address_id === chosen) ?? book.list.find((a) => a.is_default) ?? book.list[0];
    if (!address) return { kind: 'noAddress' } as const;
    const target: Target = { place: placeOf(address), zone: deliveryZoneOf(country, address.state_code) };
    return { kind: 'address', target, addressId: address.address_id } as const;
  }
  if (addressRegionLevels[country].length === 0) {
    const place = new Intl.DisplayNames([intl.locale], { type: 'region' }).of(country) ?? country;
    return { kind: 'country', target: { place, zone: deliveryZoneOf(country, null) } } as const;
  }
  if (choice?.kind !== 'area') return { kind: 'visitor', area: null } as const;
  const target: Target = { place: choice.name, zone: deliveryZoneOf(country, choice.code) };
  return { kind: 'visitor', area: { code: choice.code, name: choice.name }, target } as const;
}

/**
 * The product page's delivery lines (SPEC.md §1, §9): where to, with a way to change it; ships
 * within 48 hours; arrives in 1–2 days in the city or 4–7 out of town, for the place when there
 * is one, both otherwise.
 */
export function DeliveryInfo({ delivery }: { delivery: DeliveryEstimate }) {
  const intl = useIntl();
  const country = useSession((s) => s.localeInfo.xlocale);
  const deliverTo = useDeliverTo(country);
  const goToLogin = useGoToLogin();
  const [choosing, setChoosing] = useState(false);
  const target = 'target' in deliverTo ? deliverTo.target : undefined;
  const linkButton = 'min-h-0 px-0 py-0 text-sm';

  return (
    <section aria-labelledby="detail-delivery" className="flex flex-col gap-2 text-sm">
      <h2 id="detail-delivery" className="sr-only">
        {intl.formatMessage(m.delivery)}
      </h2>
      <div
        className={cn('flex items-start gap-2', deliverTo.kind === 'unavailable' && 'hidden')}
        data-testid="deliver-to"
      >
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-3 gap-y-1">
          {deliverTo.kind === 'loading' ? (
            <Skeleton shape="text" className="w-48" />
          ) : (
            <p className="m-0 break-words">
              {target ? (
                <FormattedMessage
                  {...t.deliverTo}
                  values={{ place: <strong className="font-semibold">{target.place}</strong> }}
                />
              ) : (
                intl.formatMessage(deliverTo.kind === 'noAddress' ? t.noAddress : t.chooseFirst)
              )}
            </p>
          )}
          {deliverTo.kind === 'address' && (
            <Button
              variant="link"
              size="sm"
              className={linkButton}
              aria-label={intl.formatMessage(t.changeLabel)}
              aria-haspopup="dialog"
              onPress={() => setChoosing(true)}
            >
              {intl.formatMessage(t.change)}
            </Button>
          )}
          {deliverTo.kind === 'noAddress' && (
            <Link variant="standalone" href="/addressDetail">
              {intl.formatMessage(t.addAddress)}
            </Link>
          )}
          {deliverTo.kind === 'visitor' && (
            <>
              <Button
                variant="link"
                size="sm"
                className={linkButton}
                aria-haspopup="dialog"
                {...(deliverTo.area ? { 'aria-label': intl.formatMessage(t.changeLabel) } : {})}
                onPress={() => setChoosing(true)}
              >
                {intl.formatMessage(deliverTo.area ? t.change : t.chooseArea)}
              </Button>
              <Button
                variant="link"
                size="sm"
                className={linkButton}
                onPress={() => goToLogin('memberAction')}
              >
                {intl.formatMessage(t.logIn)}
              </Button>
            </>
          )}
        </div>
      </div>
      <p className="m-0 flex items-start gap-2">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span>{intl.formatMessage(m.shipsWithin, { hours: delivery.ship_within_hours })}</span>
      </p>
      <p className="m-0 flex items-start gap-2">
        <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span>
          {target
            ? intl.formatMessage(t.arrivesIn, {
                min: target.zone === 'in_city' ? delivery.city_days_min : delivery.outside_city_days_min,
                max: target.zone === 'in_city' ? delivery.city_days_max : delivery.outside_city_days_max,
                zone: target.zone,
              })
            : intl.formatMessage(m.deliveryDays, {
                cityMin: delivery.city_days_min,
                cityMax: delivery.city_days_max,
                outMin: delivery.outside_city_days_min,
                outMax: delivery.outside_city_days_max,
              })}
        </span>
      </p>
      {choosing && (deliverTo.kind === 'address' || deliverTo.kind === 'visitor') && (
        // Its own chunk, loaded on the press: the address book's dialog and the region picker
        // stay off the product page's first load.
        <Suspense fallback={null}>
          <DeliverToDialog
            country={country}
            {...(deliverTo.kind === 'address'
              ? { kind: 'address', current: deliverTo.addressId }
              : { kind: 'area', current: deliverTo.area })}
            onClose={() => setChoosing(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
