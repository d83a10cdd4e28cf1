import crypto from 'node:crypto';
import { addressSchema } from '../../../contract/rules/schemas';
import { countryDefaults, type CountryCode } from '../../../contract/countries';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { addAddress } from '../addresses';
import { createSession, findOrRegisterMember } from '../member';

/**
 * The sandbox's fresh shopper (POST /api/dev/member): a member registered as a first
 * code login would, signed in, with one default address in the warehouse's city, so load tests
 * and journeys skip the captcha and the code. Never reachable in production (server/areas/sandbox/routes.ts).
 */
const warehouseAddress: Record<CountryCode, Omit<Parameters<typeof addressSchema.parse>[0], 'phone'>> = {
  ID: {
    country_code: 'ID',
    surname: 'Uji',
    name: 'Pembeli',
    state_code: '31',
    city_code: '31.74',
    area_code: '31.74.07',
    address_line1: 'Jl. Melawai Raya No. 10',
    postal_code: '12160',
    is_default: true,
  },
  MY: {
    country_code: 'MY',
    surname: 'Ujian',
    name: 'Pembeli',
    state_code: 'wp-kuala-lumpur',
    city_code: 'wp-kuala-lumpur.kuala-lumpur',
    address_line1: 'Jalan Ampang 1',
    postal_code: '50450',
    is_default: true,
  },
  SG: {
    country_code: 'SG',
    surname: 'Test',
    name: 'Shopper',
    address_line1: '10 Bayfront Ave',
    postal_code: '018956',
    is_default: true,
  },
};

/** A local mobile number of the country nobody is likely to hold (random digits). */
function randomPhone(country: CountryCode): string {
  const digits = (n: number) => String(crypto.randomInt(10 ** n)).padStart(n, '0');
  if (country === 'ID') return `812${digits(8)}`;
  if (country === 'MY') return `12${digits(7)}`;
  return `91${digits(6)}`;
}

export async function createSandboxMember(db: Db, country: CountryCode, now: Date) {
  const phone = randomPhone(country);
  const phoneCode = countryDefaults[country].phone_code;
  const member = await inTransaction(db, (tx) =>
    findOrRegisterMember(tx, { kind: 'phone', phoneCode, phone }, country, now),
  );
  const token = await createSession(db, member.id, null, now);
  const address = await addAddress(
    db,
    { memberId: member.id, country },
    addressSchema.parse({ ...warehouseAddress[country], phone }),
    now,
  );
  return { auth_token: token, member_no: member.memberNo, phone, address_id: address.address_id };
}
