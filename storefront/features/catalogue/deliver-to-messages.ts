import { defineMessages } from 'react-intl';
import type { MessageValue, NoMessageValues } from 'react-intl';

/** The product page's "deliver to" (ADR 035): where to, and when it arrives there. */
export const deliverToMessages = defineMessages<{
  readonly deliverTo: { readonly place: MessageValue };
  readonly noAddress: NoMessageValues;
  readonly chooseFirst: NoMessageValues;
  readonly arrivesIn: { readonly max: MessageValue; readonly min: MessageValue; readonly zone: string };
  readonly change: NoMessageValues;
  readonly changeLabel: NoMessageValues;
  readonly addAddress: NoMessageValues;
  readonly chooseArea: NoMessageValues;
  readonly logIn: NoMessageValues;
  readonly title: NoMessageValues;
  readonly deliverHere: NoMessageValues;
  readonly cancel: NoMessageValues;
  readonly manage: NoMessageValues;
}>({
  deliverTo: { id: 'catalogue.deliverTo.place', defaultMessage: 'Deliver to {place}' },
  noAddress: {
    id: 'catalogue.deliverTo.noAddress',
    defaultMessage: 'Add an address to see when your order arrives',
  },
  chooseFirst: {
    id: 'catalogue.deliverTo.chooseFirst',
    defaultMessage: 'Choose an area to see when your order arrives',
  },
  arrivesIn: {
    id: 'catalogue.deliverTo.arrivesIn',
    defaultMessage: 'Arrives in {min}–{max} days ({zone, select, in_city {in the city} other {out of town}})',
  },
  change: { id: 'catalogue.deliverTo.change', defaultMessage: 'Change' },
  changeLabel: { id: 'catalogue.deliverTo.changeLabel', defaultMessage: 'Change where to deliver' },
  addAddress: { id: 'catalogue.deliverTo.addAddress', defaultMessage: 'Add an address' },
  chooseArea: { id: 'catalogue.deliverTo.chooseArea', defaultMessage: 'Choose area' },
  logIn: { id: 'catalogue.deliverTo.logIn', defaultMessage: 'Log in to use your addresses' },
  title: { id: 'catalogue.deliverTo.title', defaultMessage: 'Deliver to' },
  deliverHere: { id: 'catalogue.deliverTo.deliverHere', defaultMessage: 'Deliver here' },
  cancel: { id: 'catalogue.deliverTo.cancel', defaultMessage: 'Cancel' },
  manage: { id: 'catalogue.deliverTo.manage', defaultMessage: 'Add or manage addresses' },
});
