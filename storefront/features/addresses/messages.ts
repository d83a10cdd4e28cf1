import { defineMessages } from 'react-intl';
import type { MessageValue, NoMessageValues } from 'react-intl';

/** The address book's words (SPEC.md §2 /addressManage and /addressDetail, §5 address messages). */
export const addressMessages = defineMessages<{ readonly "manageTitle": NoMessageValues; readonly "add": NoMessageValues; readonly "count": { readonly "count": MessageValue; readonly "limit": MessageValue }; readonly "full": { readonly "limit": MessageValue }; readonly "listHeading": NoMessageValues; readonly "emptyTitle": NoMessageValues; readonly "emptyBody": NoMessageValues; readonly "loadFailed": NoMessageValues; readonly "tryAgain": NoMessageValues; readonly "defaultTag": NoMessageValues; readonly "edit": NoMessageValues; readonly "editOf": { readonly "name": MessageValue }; readonly "setDefault": NoMessageValues; readonly "choiceName": { readonly "address": MessageValue; readonly "recipient": MessageValue }; readonly "setDefaultOf": { readonly "name": MessageValue }; readonly "delete": NoMessageValues; readonly "deleteOf": { readonly "name": MessageValue }; readonly "deleteTitle": NoMessageValues; readonly "deleteDefaultNote": NoMessageValues; readonly "cancel": NoMessageValues; readonly "deleted": NoMessageValues; readonly "defaultChanged": NoMessageValues; readonly "addTitle": NoMessageValues; readonly "editTitle": NoMessageValues; readonly "formLoadFailed": NoMessageValues; readonly "surname": NoMessageValues; readonly "name": NoMessageValues; readonly "phone": NoMessageValues; readonly "province": NoMessageValues; readonly "state": NoMessageValues; readonly "regency": NoMessageValues; readonly "city": NoMessageValues; readonly "district": NoMessageValues; readonly "addressLine1": NoMessageValues; readonly "addressLine1Hint": NoMessageValues; readonly "addressLine2": NoMessageValues; readonly "postalCode": NoMessageValues; readonly "postalCodeHint": { readonly "digits": MessageValue }; readonly "postalCodeExamples": { readonly "digits": MessageValue; readonly "examples": MessageValue }; readonly "isDefault": NoMessageValues; readonly "isDefaultLocked": NoMessageValues; readonly "searchPlaceholder": NoMessageValues; readonly "chooseAboveFirst": NoMessageValues; readonly "noMatch": NoMessageValues; readonly "save": NoMessageValues; readonly "saved": NoMessageValues; readonly "fixFields": NoMessageValues; readonly "surnameError": NoMessageValues; readonly "nameError": NoMessageValues; readonly "phoneError": NoMessageValues; readonly "provinceError": NoMessageValues; readonly "stateError": NoMessageValues; readonly "cityError": NoMessageValues; readonly "districtError": NoMessageValues; readonly "addressLine1Error": NoMessageValues; readonly "addressLine2Error": { readonly "max": MessageValue }; readonly "postalCodeError": NoMessageValues; readonly "postalCodeNotInDistrict": { readonly "region": MessageValue }; readonly "postalCodeNotInState": { readonly "region": MessageValue } }>({
  manageTitle: { id: 'address.manage.title', defaultMessage: 'My addresses' },
  add: { id: 'address.manage.add', defaultMessage: 'Add a new address' },
  count: {
    id: 'address.manage.count',
    defaultMessage: '{count} of {limit} addresses',
  },
  full: {
    id: 'address.manage.full',
    defaultMessage: 'You can keep up to {limit} addresses. Delete one to add another.',
  },
  listHeading: { id: 'address.manage.listHeading', defaultMessage: 'Saved addresses' },
  emptyTitle: { id: 'address.manage.emptyTitle', defaultMessage: 'No addresses yet' },
  emptyBody: {
    id: 'address.manage.emptyBody',
    defaultMessage: 'Add an address so your orders know where to go.',
  },
  loadFailed: { id: 'address.manage.loadFailed', defaultMessage: 'Could not load your addresses' },
  tryAgain: { id: 'address.manage.tryAgain', defaultMessage: 'Try again' },
  defaultTag: { id: 'address.manage.defaultTag', defaultMessage: 'Default' },
  edit: { id: 'address.manage.edit', defaultMessage: 'Edit' },
  editOf: { id: 'address.manage.editOf', defaultMessage: 'Edit the address of {name}' },
  setDefault: { id: 'address.manage.setDefault', defaultMessage: 'Set as default' },
  // A saved address as one choice among several: who receives it, then where.
  choiceName: { id: 'address.choice.name', defaultMessage: '{recipient}, {address}' },
  setDefaultOf: { id: 'address.manage.setDefaultOf', defaultMessage: 'Set the address of {name} as default' },
  delete: { id: 'address.manage.delete', defaultMessage: 'Delete' },
  deleteOf: { id: 'address.manage.deleteOf', defaultMessage: 'Delete the address of {name}' },
  deleteTitle: { id: 'address.manage.deleteTitle', defaultMessage: 'Delete this address?' },
  deleteDefaultNote: {
    id: 'address.manage.deleteDefaultNote',
    defaultMessage: 'This is your default address: the address you used most recently becomes the default.',
  },
  cancel: { id: 'address.manage.cancel', defaultMessage: 'Cancel' },
  deleted: { id: 'address.manage.deleted', defaultMessage: 'Address deleted' },
  defaultChanged: { id: 'address.manage.defaultChanged', defaultMessage: 'Default address changed' },

  addTitle: { id: 'address.detail.addTitle', defaultMessage: 'Add address' },
  editTitle: { id: 'address.detail.editTitle', defaultMessage: 'Edit address' },
  formLoadFailed: { id: 'address.detail.loadFailed', defaultMessage: 'Could not load this address' },
  surname: { id: 'address.field.surname', defaultMessage: 'First name' },
  name: { id: 'address.field.name', defaultMessage: 'Last name' },
  phone: { id: 'address.field.phone', defaultMessage: 'Phone number' },
  province: { id: 'address.field.province', defaultMessage: 'Province' },
  state: { id: 'address.field.state', defaultMessage: 'State' },
  regency: { id: 'address.field.regency', defaultMessage: 'City or regency' },
  city: { id: 'address.field.city', defaultMessage: 'City' },
  district: { id: 'address.field.district', defaultMessage: 'District' },
  addressLine1: { id: 'address.field.addressLine1', defaultMessage: 'Detailed address' },
  addressLine1Hint: {
    id: 'address.field.addressLine1Hint',
    defaultMessage: 'Street, house number, RT/RW or landmark',
  },
  addressLine2: { id: 'address.field.addressLine2', defaultMessage: 'Building, floor or unit (optional)' },
  postalCode: { id: 'address.field.postalCode', defaultMessage: 'Postal code' },
  postalCodeHint: { id: 'address.field.postalCodeHint', defaultMessage: '{digits} digits' },
  postalCodeExamples: {
    id: 'address.field.postalCodeExamples',
    defaultMessage: '{digits} digits, for example {examples}',
  },
  isDefault: { id: 'address.field.isDefault', defaultMessage: 'Set as my default address' },
  isDefaultLocked: {
    id: 'address.field.isDefaultLocked',
    defaultMessage: 'This is your default address. To change that, set another address as the default.',
  },
  searchPlaceholder: { id: 'address.field.searchPlaceholder', defaultMessage: 'Type to search' },
  chooseAboveFirst: { id: 'address.field.chooseAboveFirst', defaultMessage: 'Choose the field above first' },
  noMatch: { id: 'address.field.noMatch', defaultMessage: 'Nothing matches' },
  save: { id: 'address.detail.save', defaultMessage: 'Save' },
  saved: { id: 'address.detail.saved', defaultMessage: 'Address saved' },
  fixFields: { id: 'address.detail.fixFields', defaultMessage: 'Please check the fields marked in red' },

  // SPEC.md §5: every field has an "enter correct X" message.
  surnameError: { id: 'address.error.surname', defaultMessage: 'Enter a correct first name' },
  nameError: { id: 'address.error.name', defaultMessage: 'Enter a correct last name' },
  phoneError: { id: 'address.error.phone', defaultMessage: 'Enter a correct phone number' },
  provinceError: { id: 'address.error.province', defaultMessage: 'Choose a correct province' },
  stateError: { id: 'address.error.state', defaultMessage: 'Choose a correct state' },
  cityError: { id: 'address.error.city', defaultMessage: 'Choose a correct city' },
  districtError: { id: 'address.error.district', defaultMessage: 'Choose a correct district' },
  addressLine1Error: { id: 'address.error.addressLine1', defaultMessage: 'Enter a correct detailed address' },
  addressLine2Error: { id: 'address.error.addressLine2', defaultMessage: 'Enter at most {max} characters' },
  postalCodeError: { id: 'address.error.postalCode', defaultMessage: 'Enter a correct postal code' },
  // The postal code is not among its region's (postalCodeRegionLevel): the district in Indonesia,
  // named as Indonesians write it; the state in Malaysia.
  postalCodeNotInDistrict: {
    id: 'address.error.postalCodeNotInDistrict',
    defaultMessage: 'This postal code is not in Kecamatan {region}',
  },
  postalCodeNotInState: {
    id: 'address.error.postalCodeNotInState',
    defaultMessage: 'This postcode is not in {region}',
  },
});
