import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  isValidCardNumber,
  isValidCvn,
  isValidExpiry,
  passesLuhn,
  validateRefundCard,
  type RefundCardInput,
} from './card';
import { refundCardSchema } from './schemas';

const now = new Date('2025-06-15T08:00:00Z');

const card: RefundCardInput = {
  bank_name: 'DBS',
  card_number: '4111 1111 1111 1111',
  expiry_date: '09/27',
  cvn: '123',
  first_name: 'Mei Ling',
  last_name: 'Tan',
  phone: '9123 4567',
  email: 'meiling@example.sg',
};

describe('card number (Luhn)', () => {
  it.each([
    '4111111111111111',
    '4111-1111-1111-1111',
    '5555 5555 5555 4444',
    '378282246310005',
    '6011111111111117',
  ])('accepts %j', (number) => expect(isValidCardNumber(number)).toBe(true));
  it.each([
    '4111111111111112',
    '1234567890123456',
    '41111111111',
    '41111111111111111111',
    '4111 1111 1111 111a',
    '',
  ])('refuses %j', (number) => expect(isValidCardNumber(number)).toBe(false));
  it('computes the checksum', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(cardDigits('4111 1111-1111 1111')).toBe('4111111111111111');
  });
});

describe('expiry MM/YY against now (2025-06-15)', () => {
  it.each(['06/25', '07/25', '12/25', '01/26', '12/99'])('accepts %j', (expiry) => {
    expect(isValidExpiry(expiry, now)).toBe(true);
  });
  it.each(['05/25', '12/24', '00/26', '13/26', '6/26', '06/2026', '0626', ''])('refuses %j', (expiry) => {
    expect(isValidExpiry(expiry, now)).toBe(false);
  });
});

describe('CVN', () => {
  it.each(['123', '1234'])('accepts %j', (cvn) => expect(isValidCvn(cvn)).toBe(true));
  it.each(['12', '12345', '12a', ''])('refuses %j', (cvn) => expect(isValidCvn(cvn)).toBe(false));
});

describe('refund card form (SPEC.md §5)', () => {
  const context = { now, phoneCode: '65' };

  it('a complete card is valid', () => expect(validateRefundCard(card, context)).toEqual({}));

  it.each(['card_number', 'expiry_date', 'cvn', 'first_name', 'last_name', 'phone', 'email'] as const)(
    'an empty %s is "required"',
    (field) => expect(validateRefundCard({ ...card, [field]: '' }, context)).toEqual({ [field]: 'required' }),
  );

  it.each([
    ['card_number', '4111 1111 1111 1112'],
    ['expiry_date', '05/25'],
    ['cvn', '12'],
    ['first_name', 'M3i'],
    ['last_name', 'x'.repeat(51)],
    ['phone', '7123 4567'],
    ['email', 'meiling@'],
  ] as const)('a wrong %s (%j) is "invalid"', (field, value) => {
    expect(validateRefundCard({ ...card, [field]: value }, context)).toEqual({ [field]: 'invalid' });
  });

  it('a bank must be chosen', () => {
    expect(validateRefundCard({ ...card, bank_name: '' }, context)).toEqual({ bank_name: 'required' });
  });

  it('the server schema reads the clock at parse time and normalises', () => {
    let clock = now;
    const schema = refundCardSchema(() => clock);
    const body = { ...card, phone_code: '65', expiry_date: '06/25' };
    expect(schema.parse(body)).toMatchObject({ card_number: '4111111111111111', phone: '91234567' });
    clock = new Date('2025-07-01T00:00:00Z');
    const result = schema.safeParse(body);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['expiry_date', 'invalid'],
    ]);
  });
});
