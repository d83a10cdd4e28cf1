import { describe, expect, it } from 'vitest';
import {
  addressRequiredFields,
  formatAddressLine,
  isValidAddress,
  validateAddress,
  type AddressInput,
} from './address';
import { addressSchema } from './schemas';

const jakarta: AddressInput = {
  country_code: 'ID',
  surname: 'Budi',
  name: 'Santoso',
  phone: '0812 3456 7890',
  state_code: '31',
  city_code: '31.71',
  area_code: '31.71.07',
  address_line1: 'Jl. Melawai Raya No. 10',
  address_line2: null,
  postal_code: '12160',
  is_default: true,
};

describe('address (SPEC.md §3, §5)', () => {
  it('a complete address is valid', () => {
    expect(validateAddress(jakarta)).toEqual({});
    expect(isValidAddress(jakarta)).toBe(true);
  });

  it('requires every field of §5', () => {
    expect(addressRequiredFields).toEqual([
      'surname',
      'name',
      'phone',
      'state_code',
      'city_code',
      'area_code',
      'address_line1',
      'postal_code',
    ]);
  });

  it.each(addressRequiredFields)('an empty %s is "required"', (field) => {
    expect(validateAddress({ ...jakarta, [field]: '  ' })).toEqual({ [field]: 'required' });
  });

  it.each([
    ['surname', 'Budi2'],
    ['name', 'x'.repeat(51)],
    ['phone', '0712345678'],
    ['city_code', 'x'.repeat(65)],
    ['area_code', 'Kebayoran Baru'],
    ['address_line1', 'x'.repeat(201)],
    ['address_line2', 'x'.repeat(201)],
    ['postal_code', '1216'],
    ['postal_code', '121600'],
    ['postal_code', 'ABCDE'],
  ] as const)('a wrong %s (%j) is "invalid"', (field, value) => {
    expect(validateAddress({ ...jakarta, [field]: value })).toEqual({ [field]: 'invalid' });
  });

  it('checks phone and postal code by the address country', () => {
    const singapore: AddressInput = {
      ...jakarta,
      country_code: 'SG',
      phone: '9123 4567',
      postal_code: '238801',
      state_code: null,
      city_code: null,
      area_code: null,
    };
    expect(validateAddress(singapore)).toEqual({});
    // Singapore has no regions: a region code there is refused, not ignored.
    expect(validateAddress({ ...singapore, city_code: '31.71' })).toEqual({ city_code: 'invalid' });
    expect(validateAddress({ ...singapore, phone: '0812 3456 7890', postal_code: '12160' })).toEqual({
      phone: 'invalid',
      postal_code: 'invalid',
    });
    const kualaLumpur: AddressInput = {
      ...jakarta,
      country_code: 'MY',
      phone: '12-345 6789',
      postal_code: '50450',
      state_code: 'wp-kuala-lumpur',
      city_code: 'wp-kuala-lumpur.kuala-lumpur',
      area_code: '',
    };
    expect(validateAddress(kualaLumpur)).toEqual({});
    expect(validateAddress({ ...kualaLumpur, city_code: ' ' })).toEqual({ city_code: 'required' });
  });

  it('refuses control characters in free text (the server schema)', () => {
    expect(addressSchema.safeParse({ ...jakarta, address_line1: 'Jl. Melawai\u0000' }).success).toBe(false);
  });

  it('accepts names in any script', () => {
    expect(validateAddress({ ...jakarta, surname: '志明', name: "O'Neil-Tan" })).toEqual({});
  });

  it('the server schema refuses the same fields and normalises what it keeps', () => {
    const result = addressSchema.safeParse({ ...jakarta, city_code: '', postal_code: '1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['city_code', 'required'],
      ['postal_code', 'invalid'],
    ]);
    expect(addressSchema.parse({ ...jakarta, surname: ' Budi ', address_line2: '  ' })).toMatchObject({
      surname: 'Budi',
      phone: '081234567890',
      address_line2: null,
      is_default: true,
    });
  });
});

describe('formatAddressLine (SPEC.md §3)', () => {
  it.each([
    [
      {
        country: 'Indonesia',
        state: 'DKI Jakarta',
        city: 'Jakarta Selatan',
        area: 'Kebayoran Baru',
        address_line1: 'Jl. Melawai Raya No. 10',
        address_line2: 'Lt. 3',
      },
      'Indonesia, DKI Jakarta, Jakarta Selatan, Kebayoran Baru, Jl. Melawai Raya No. 10, Lt. 3',
    ],
    [
      { country: 'Singapore', state: '', city: 'Singapore', area: null, address_line1: '1 Orchard Rd' },
      'Singapore, Singapore, 1 Orchard Rd',
    ],
    [{ country: ' Malaysia ', state: '   ', address_line2: 'Unit 5' }, 'Malaysia, Unit 5'],
    [{}, ''],
  ])('%j → %j', (parts, line) => expect(formatAddressLine(parts)).toBe(line));
});
