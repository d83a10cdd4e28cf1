// The address book (SPEC.md §2 /addressManage, /addressDetail): the pages are lazy chunks of
// routes.tsx; its data is the API layer's (storefront/api/addresses.ts). Order confirm
// reads the book through useAddressBook and links to /addressDetail to add one.
export { addressMessages } from './messages';
// Order confirm adds the first address inline with the same form.
export { AddressForm } from './address-form';
export { SavedAddressCard } from './saved-address-card';
// Choosing a saved address in a dialog: order confirm and an order's new address.
export { AddressChoiceDialog } from './address-choice-dialog';
// The product page's "deliver to" (ADR 035): a visitor picks an area with the form's region picker.
export { RegionPicker, type RegionChoice } from './region-picker';
