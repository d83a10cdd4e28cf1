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
    valid: ['123456789', '1123456789'],
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
    // Found by the property below: a bare leading code before a valid number is dropped.
    ['65', '6580600000', '80600000'],
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

describe('the numbering plan under SPEC (libphonenumber-js, mobile metadata)', () => {
  // Each row: what SPEC's table allows but no operator has as a mobile, and the reverse.
  it.each([
    ['62', '0812 3456 7890', true],
    ['62', '+62 813-1234-5678', true],
    ['62', '8012345678', false], // SPEC's "8 then 8 to 11 digits", but 80… is no mobile range
    ['62', '0841 2345 6789', false], // nor 084…
    ['62', '021 5000 0000', false], // a Jakarta landline
    ['60', '+60 12-345 6789', true],
    ['60', '11-2345 6789', true], // the ten-digit 011 range
    ['60', '1234567890', false], // ten digits, but only 011, 015… mobiles have ten
    ['60', '140 123 456', false], // 0140 is not a mobile range
    ['60', '012-345 6789', false], // the plan reads the trunk 0, SPEC says "starts with 1"
    ['65', '9123 4567', true],
    ['65', '+65 8123 4567', true],
    ['65', '9912 3456', false], // SPEC's "8 or 9", but 99… is not assigned
    ['65', '8001 2345', false], // 800… is toll-free, not a mobile
    ['65', '6123 4567', false], // a landline
  ] as const)('(+%s) %s → %s', (code, number, valid) => expect(isValidPhone(code, number)).toBe(valid));

  it('reads a number only in its own country', () => {
    expect(isValidPhone('62', '+65 9123 4567')).toBe(false);
    expect(isValidPhone('65', '0812 3456 7890')).toBe(false);
    expect(isValidPhone('60', '+62 812 3456 7890')).toBe(false);
  });
});

// A local number in the shape of SPEC's row for its code: some are mobiles, some are not.
const specShapedNumbers = fc.oneof(
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

// SPEC.md §5's table, as the oracle that whatever the library accepts must also satisfy.
const specRows: Record<string, RegExp> = {
  '62': /^0?8\d{8,11}$/,
  '60': /^1\d{8,9}$/,
  '65': /^[89]\d{7}$/,
};

describe('phone properties', () => {
  it('how a number is written (spaces, dashes, its +code) never changes whether it is valid', () => {
    fc.assert(
      fc.property(
        specShapedNumbers,
        fc.array(fc.constantFrom(' ', '-', '  ', ' - '), { minLength: 20, maxLength: 20 }),
        fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
        fc.constantFrom('', '+{code} ', '+{code}', '{code}', '00{code} '),
        ([code, number], separators, cuts, prefix) => {
          const written = [...number].map(
            (digit, index) => (index > 0 && cuts[index] ? separators[index] : '') + digit,
          );
          const formatted = prefix.replace('{code}', code) + written.join('');
          const valid = isValidPhone(code, number);
          expect(isValidPhone(code, formatted)).toBe(valid);
          if (valid) expect(normalizePhone(code, formatted)).toBe(number);
        },
      ),
    );
  });

  it('a number the library accepts also fits SPEC’s row and the input maximum', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('62', '60', '65'),
        fc.constantFrom('', '0', '8', '08', '1', '11', '9', '6', '3'),
        fc.stringMatching(/^\d{0,13}$/),
        (code, head, tail) => {
          const number = head + tail;
          if (!isValidPhone(code, number)) return;
          // What is accepted is read as its local number: a bare leading code is dropped
          // ("6580600000" is +65 8060 0000, normalizePhone's decision), and that must fit.
          const local = normalizePhone(code, number);
          expect(local).toMatch(specRows[code]!);
          expect(local.length).toBeLessThanOrEqual(phoneMaxLength(code));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
