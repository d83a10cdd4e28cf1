import { describe, expect, it } from 'vitest';
import {
  loginRequestSchema,
  loginResponseSchema,
  phoneCodeOf,
  randomCodeCheckRequestSchema,
  sendSmsCodeRequestSchema,
  updatePasswordRequestSchema,
} from './member';

describe('member contract', () => {
  it('reads a country_code as a phone code, from 62, +62 or the country letters', () => {
    expect(['62', '+60', 'SG', 'id', ' 65 '].map(phoneCodeOf)).toEqual(['62', '60', '65', '62', '65']);
    expect([undefined, '', '99', 'FR'].map(phoneCodeOf)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('accepts numbers as numbers or numeric strings, and treats empty fields as absent', () => {
    const parsed = loginRequestSchema.parse({
      login_type: '3',
      country_code: '62',
      account: '0812 3456 7890',
      check_code: '123456',
      password: '',
    });
    expect(parsed).toMatchObject({ login_type: 3, check_code: '123456', password: undefined });
    expect(
      randomCodeCheckRequestSchema.parse({
        type_id: 1,
        account: 'a@b.co',
        device_id: 'device-0001',
        check_code: 'AbC123',
        image_id: '7f1c0d44-55a5-4a53-9b0d-1f0e0e0e0e0e',
      }).type_id,
    ).toBe('1');
  });

  it('checks the account against its type: phone with its code, or e-mail', () => {
    const send = (phone: string, country_code: string) =>
      sendSmsCodeRequestSchema.safeParse({ code_type: 1, phone, country_code, image_nonce: 'n'.repeat(43) })
        .success;
    expect([send('81234567890', '62'), send('91234567', '65'), send('123456789', '60')]).toEqual([
      true,
      true,
      true,
    ]);
    expect([send('91234567', '62'), send('81234567890', '99')]).toEqual([false, false]);
    const reset = (update_type: number, account: string) =>
      updatePasswordRequestSchema.safeParse({
        update_type,
        account,
        check_code: '123456',
        password: 'x',
        country_code: '62',
      }).success;
    expect([
      reset(2, 'a@b.co'),
      reset(1, '81234567890'),
      reset(2, '81234567890'),
      reset(3, 'a@b.co'),
    ]).toEqual([true, true, false, false]);
  });

  it('a code or phone login carries exactly one of check_code and password; Google and token need check_code', () => {
    const ok = (body: object) => loginRequestSchema.safeParse(body).success;
    const phone = { login_type: 3, country_code: '62', account: '81234567890' };
    expect(ok({ ...phone, check_code: '123456' })).toBe(true);
    expect(ok({ ...phone, password: 'c2VjcmV0' })).toBe(true);
    expect(ok(phone)).toBe(false);
    expect(ok({ ...phone, check_code: '123456', password: 'c2VjcmV0' })).toBe(false);
    expect(ok({ ...phone, check_code: '12345a' })).toBe(false);
    expect(ok({ login_type: 5, check_code: 'google-code', device: 'pc' })).toBe(true);
    expect(ok({ login_type: 5 })).toBe(false);
    expect(ok({ login_type: 6, check_code: 'A'.repeat(43) })).toBe(true);
    expect(ok({ login_type: 6, check_code: 'not a token' })).toBe(false);
  });

  it('describes the login answer the storefront stores', () => {
    expect(
      loginResponseSchema.parse({
        auth_token: 't',
        member_no: '123456789012',
        user_name: 'Pasar user 7890',
        points: 0,
        phone: '81234567890',
        email: null,
        country_code: '62',
      }),
    ).toBeTruthy();
  });
});
