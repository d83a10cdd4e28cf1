import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PHONE_DEFAULT_MAX_LENGTH,
  defaultPhoneCode,
  isValidPhone,
  normalizePhone,
  phoneError,
  phoneMaxLength,
} from './phone';
import { phoneSchema, phoneWithCodeSchema } from './schemas';

// SPEC.md §5, one block per row of the phone table.
describe.each([
  {
    code: '62',
    maxLength: 13,
    valid: ['812345678', '0812345678', '81234567890', '812345678901', '0812345678901'],
    invalid: ['81234567', '08123456', '712345678', '0712345678', '6281234567', '8123456a9', ''],
    tooLong: ['8123456789012', '08123456789012'],
  },
  {
    code: '60',
    maxLength: 10,
    valid: ['123456789', '1234567890'],
    invalid: ['12345678', '0123456789', '223456789', '+60', ''],
    tooLong: ['12345678901'],
  },
  {
    code: '65',
    maxLength: 8,
    valid: ['81234567', '91234567'],
    invalid: ['71234567', '61234567', '8123456', '9123456a', ''],
    tooLong: ['812345678'],
  },
])('+$code', ({ code, maxLength, valid, invalid, tooLong }) => {
  it(`has input maximum ${maxLength}`, () => {
    expect(phoneMaxLength(code)).toBe(maxLength);
    expect(phoneMaxLength(`+${code}`)).toBe(maxLength);
  });
  it.each(valid)('accepts %s', (number) => expect(isValidPhone(code, number)).toBe(true));
  it.each(invalid)('refuses %j', (number) => expect(isValidPhone(code, number)).toBe(false));
  it.each(tooLong)('refuses %s (too long)', (number) => expect(isValidPhone(code, number)).toBe(false));
  it('never accepts more digits than the input maximum', () => {
    for (const number of valid) expect(number.length).toBeLessThanOrEqual(maxLength);
  });
});

describe('phone codes', () => {
  it.each(['1', '44', '86', '', '+'])('an unknown code %j is invalid', (code) => {
    expect(isValidPhone(code, '81234567')).toBe(false);
  });
  it('the default maximum length is 13', () => {
    expect(PHONE_DEFAULT_MAX_LENGTH).toBe(13);
    expect(phoneMaxLength('44')).toBe(13);
  });
  it.each([
    ['MY', '60'],
    ['SG', '65'],
    ['ID', '62'],
    ['TH', '62'],
    [null, '62'],
    [undefined, '62'],
  ])('the default code for %s is %s', (country, code) => expect(defaultPhoneCode(country)).toBe(code));
});

describe('normalizePhone', () => {
  it.each([
    ['62', '+62 812-3456-7890', '81234567890'],
    ['62', '0812 3456 7890', '081234567890'],
    ['62', '6281234567890', '81234567890'],
    ['62', '006281234567890', '81234567890'],
    ['60', '+60 12-345 6789', '123456789'],
    ['65', '+65 9123 4567', '91234567'],
    ['65', '(9123) 4567', '91234567'],
  ])('(%s) %s → %s', (code, raw, expected) => {
    expect(normalizePhone(code, raw)).toBe(expected);
    expect(isValidPhone(code, raw)).toBe(true);
  });
  it('does not strip another country’s code', () => {
    expect(isValidPhone('62', '+65 9123 4567')).toBe(false);
  });
});

describe('phoneError', () => {
  it.each([
    ['62', '', 'required'],
    ['62', '   ', 'required'],
    ['62', '123', 'invalid'],
    ['62', '812345678', null],
  ] as const)('(%s) %j → %s', (code, number, outcome) => expect(phoneError(code, number)).toBe(outcome));
});

describe('phone schemas', () => {
  it('normalises what it accepts and refuses the rest', () => {
    expect(phoneSchema('65').parse('+65 9123-4567')).toBe('91234567');
    expect(phoneSchema('65').safeParse('7123 4567').success).toBe(false);
    expect(phoneWithCodeSchema.parse({ country_code: '60', phone: '12 345 6789' })).toEqual({
      country_code: '60',
      phone: '123456789',
    });
    expect(phoneWithCodeSchema.safeParse({ country_code: '99', phone: '123456789' }).success).toBe(false);
  });
});

// A valid local number, generated from each rule.
const validNumbers = fc.oneof(
  fc
    .tuple(fc.constant('62'), fc.constantFrom('8', '08'), fc.stringMatching(/^\d{8,11}$/))
    .map(([code, head, tail]) => [code, head + tail] as const),
  fc
    .tuple(fc.constant('60'), fc.stringMatching(/^\d{8,9}$/))
    .map(([code, tail]) => [code, `1${tail}`] as const),
  fc
    .tuple(fc.constant('65'), fc.constantFrom('8', '9'), fc.stringMatching(/^\d{7}$/))
    .map(([code, head, tail]) => [code, head + tail] as const),
);

describe('phone properties', () => {
  it('a valid number stays valid when written with spaces, dashes or its +code', () => {
    fc.assert(
      fc.property(
        validNumbers,
        fc.array(fc.constantFrom(' ', '-', '  ', ' - '), { minLength: 20, maxLength: 20 }),
        fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
        fc.constantFrom('', '+{code} ', '+{code}', '{code}', '00{code} '),
        ([code, number], separators, cuts, prefix) => {
          expect(isValidPhone(code, number)).toBe(true);
          const written = [...number].map(
            (digit, index) => (index > 0 && cuts[index] ? separators[index] : '') + digit,
          );
          const formatted = prefix.replace('{code}', code) + written.join('');
          expect(isValidPhone(code, formatted)).toBe(true);
          expect(normalizePhone(code, formatted)).toBe(number);
        },
      ),
    );
  });

  it('a valid number is never longer than the input maximum', () => {
    fc.assert(fc.property(validNumbers, ([code, number]) => number.length <= phoneMaxLength(code)));
  });
});
