import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AddressCard } from '@pasar/ui';
import type { SavedAddress } from '../../../contract/addresses';
import { addressMessages as m } from './messages';

/** An address as the book keeps it (an order's copy has no default flag). */
export type AddressOnCard = Omit<SavedAddress, 'is_default'> & { is_default?: boolean };

export const recipientOf = (address: AddressOnCard) => `${address.surname} ${address.name}`;

/**
 * A saved address on the kit's card, read one way everywhere: the book, order confirm and the
 * order's detail (its snapshot). The country is named in the shop's language.
 */
export function SavedAddressCard({ address, action }: { address: AddressOnCard; action?: ReactNode }) {
  const intl = useIntl();
  const country = new Intl.DisplayNames([intl.locale], { type: 'region' }).of(address.country_code);
  return (
    <AddressCard
      variant="plain"
      recipient={recipientOf(address)}
      phone={`+${address.phone_code} ${address.phone.replace(/^0/, '')}`}
      address={{
        country,
        state: address.state,
        city: address.city,
        area: address.area,
        address_line1: address.address_line1,
        address_line2: address.address_line2,
      }}
      postalCode={address.postal_code}
      isDefault={address.is_default ?? false}
      defaultLabel={intl.formatMessage(m.defaultTag)}
      action={action}
    />
  );
}
