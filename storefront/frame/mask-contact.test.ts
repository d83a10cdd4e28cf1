import { describe, expect, it } from 'vitest';
import { maskContact } from './mask-contact';

describe('the masked target', () => {
  it.each([
    ['62', '081234567890', '+62 812****7890'],
    ['62', '81234567890', '+62 812****7890'],
    ['65', '91234567', '+65 912*4567'],
    ['60', '123456789', '+60 123**6789'],
  ])('+%s %s → %s', (code, phone, masked) => {
    expect(maskContact('phone', code, phone)).toBe(masked);
  });

  it.each([
    ['Adi.Putra@Example.com', 'ad***@example.com'],
    ['ab@x.co', 'a***@x.co'],
    ['a@x.co', 'a***@x.co'],
  ])('%s → %s', (email, masked) => {
    expect(maskContact('email', '', email)).toBe(masked);
  });
});
