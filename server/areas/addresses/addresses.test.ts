import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_LIMIT } from '../../../contract/address-constants';
import {
  addressBookSchema,
  regionPageSchema,
  savedAddressSchema,
  type AddressBook,
  type AddressRequest,
  type SavedAddress,
} from '../../../contract/addresses';
import type { CountryCode } from '../../../contract/countries';
import { addresses } from '../../db/schema';
import { addressOfMember } from './addresses';
import { bearer, shopperHeaders } from '../../test-support/catalogue-helpers';
import { freshOrigin, memberFlows, phone } from '../../test-support/member-flows';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let flows: ReturnType<typeof memberFlows>;
beforeAll(async () => {
  server = await startTestServer();
  flows = memberFlows(server);
});
afterAll(async () => {
  await server.close();
});

// Real regions: Kota Administrasi Jakarta Selatan's Kebayoran Baru; Kuala Lumpur with 50450.
const jakarta: AddressRequest = {
  country_code: 'ID',
  surname: 'Budi',
  name: 'Santoso',
  phone: '0812 3456 7890',
  state_code: '31',
  city_code: '31.74',
  area_code: '31.74.07',
  address_line1: 'Jl. Melawai Raya No. 10',
  address_line2: 'Lt. 3',
  postal_code: '12160',
  is_default: false,
};
const kualaLumpur: AddressRequest = {
  country_code: 'MY',
  surname: 'Siti',
  name: 'Aminah',
  phone: '12-345 6789',
  state_code: 'wp-kuala-lumpur',
  city_code: 'wp-kuala-lumpur.kuala-lumpur',
  address_line1: 'Jalan Ampang 1',
  postal_code: '50450',
  is_default: false,
};
const singapore: AddressRequest = {
  country_code: 'SG',
  surname: 'Wei Ming',
  name: 'Tan',
  phone: '9123 4567',
  address_line1: '10 Bayfront Ave',
  address_line2: '#12-01',
  postal_code: '018956',
  is_default: false,
};

async function signedIn(country: CountryCode = 'ID') {
  const { auth_token, member_no } = await flows.signIn(phone(), freshOrigin());
  const headers = shopperHeaders(country, 'en', bearer(auth_token));
  const call = (method: string, path: string, body?: unknown) =>
    server.call(method, `/api/member/address/${path}`, body, headers);
  const member = {
    headers,
    member_no,
    call,
    list: async (): Promise<AddressBook> => addressBookSchema.parse((await call('GET', 'list')).json.data),
    add: async (address: Partial<AddressRequest> = {}): Promise<SavedAddress> => {
      const base = { ID: jakarta, MY: kualaLumpur, SG: singapore }[country];
      const { json } = await call('POST', 'add', { ...base, ...address });
      expect(json.code, JSON.stringify(json)).toBe(0);
      return savedAddressSchema.parse(json.data);
    },
    defaults: async () => (await member.list()).list.filter((a) => a.is_default).map((a) => a.address_id),
  };
  return member;
}
type Member = Awaited<ReturnType<typeof signedIn>>;

/** Asserts a refusal with `code` (and the field named in msg) that changed nothing. */
async function refused(
  member: Member,
  method: string,
  path: string,
  body: unknown,
  code: number,
  field?: string,
) {
  const before = await member.list();
  const { json } = await member.call(method, path, body);
  expect(json.code, `${path} ${JSON.stringify(body)}`).toBe(code);
  if (field) expect(json.msg).toBe(`Invalid parameter: ${field}`);
  expect(await member.list()).toEqual(before);
}

describe('the address book needs a member', () => {
  it('answers 401 with 1105001 to a visitor, whatever the body', async () => {
    for (const [method, path, body] of [
      ['GET', 'list', undefined],
      ['GET', `detail?address_id=${crypto.randomUUID()}`, undefined],
      ['POST', 'add', jakarta],
      ['PUT', 'update', 'not json'],
      ['POST', 'delete', {}],
      ['POST', 'default', {}],
    ] as const) {
      const { status, json } = await server.call(
        method,
        `/api/member/address/${path}`,
        body,
        shopperHeaders(),
      );
      expect([status, json.code], path).toEqual([401, 1105001]);
    }
  });
});

describe('adding, in each country with its regions', () => {
  it('ID: stores the region names of the chosen codes; the first address is the default', async () => {
    const member = await signedIn('ID');
    expect(await member.list()).toEqual({ list: [], limit: ADDRESS_BOOK_LIMIT });
    const saved = await member.add();
    expect(saved).toMatchObject({
      country_code: 'ID',
      phone_code: '62',
      phone: '081234567890',
      state: 'Daerah Khusus Ibukota Jakarta',
      city: 'Kota Administrasi Jakarta Selatan',
      area: 'Kebayoran Baru',
      is_default: true,
    });
    const second = await member.add({ address_line1: 'Jl. Sudirman 1' });
    expect(second.is_default).toBe(false);
    expect((await member.list()).list.map((a) => a.address_id)).toEqual([
      saved.address_id,
      second.address_id,
    ]);
  });

  it('MY: state and city, the postcode among the city’s', async () => {
    const member = await signedIn('MY');
    expect(await member.add()).toMatchObject({
      state: 'Wp Kuala Lumpur',
      city: 'Kuala Lumpur',
      area: '',
      is_default: true,
    });
  });

  it('SG: no regions, the city-state as the city, a 6-digit postal code', async () => {
    const member = await signedIn('SG');
    expect(await member.add()).toMatchObject({
      state: '',
      city: 'Singapore',
      area: '',
      phone_code: '65',
      postal_code: '018956',
    });
  });

  it('keeps one book per country: an ID address is not in the SG list', async () => {
    const member = await signedIn('ID');
    const { address_id } = await member.add();
    const inSg = await server.call('GET', '/api/member/address/list', undefined, {
      ...member.headers,
      'X-Locale': 'SG',
    });
    expect(inSg.json.data.list).toEqual([]);
    const detail = await server.call(
      'GET',
      `/api/member/address/detail?address_id=${address_id}`,
      undefined,
      {
        ...member.headers,
        'X-Locale': 'SG',
      },
    );
    expect(detail.json.code).toBe(1101021);
  });
});

describe('bad input is refused field by field and changes nothing', () => {
  let member: Member;
  beforeAll(async () => {
    member = await signedIn('ID');
    await member.add();
  });

  it.each([
    ['surname', { surname: '' }],
    ['name', { name: 'Santoso 2' }],
    ['phone', { phone: '0712345678' }],
    ['state_code', { state_code: '' }],
    ['city_code', { city_code: null }],
    ['area_code', { area_code: undefined }],
    ['address_line1', { address_line1: '   ' }],
    ['address_line2', { address_line2: 'x'.repeat(201) }],
    ['postal_code', { postal_code: '1216' }],
    ['address_line1', { address_line1: 'Jl.\u0000Melawai' }],
    ['country_code', { country_code: 'XX' }],
  ] as const)('%s: %j', async (field, change) => {
    await refused(member, 'POST', 'add', { ...jakarta, ...change }, 1101020, field);
  });

  it.each([
    // A province that does not exist; a regency of another province; a district of another regency.
    ['state_code', { state_code: '99' }],
    ['city_code', { city_code: '32.73' }],
    ['area_code', { area_code: '31.71.01' }],
    ['area_code', { area_code: '31.74' }],
    // The X-Locale country is ID: an address of another country is not this book's.
    ['country_code', { ...kualaLumpur, area_code: null }],
  ] as const)('regions must exist and nest: %s %j', async (field, change) => {
    await refused(member, 'POST', 'add', { ...jakarta, ...change }, 1101020, field);
  });

  it('ID: a postal code of another district is 1101051, naming the district', async () => {
    // 12240 is Kebayoran Lama's, next door; 12160 (Kebayoran Baru's own) was saved above.
    await refused(member, 'POST', 'add', { ...jakarta, postal_code: '12240' }, 1101051);
    const { json } = await member.call('POST', 'add', { ...jakarta, postal_code: '12240' });
    expect(json.msg).toBe('The postal code is not in Kebayoran Baru');
    // One in the district's range the data never listed is its own.
    expect((await member.call('POST', 'add', { ...jakarta, postal_code: '12115' })).json.code).toBe(0);
  });

  it('MY: a city of another state, a district level, a postcode of another state', async () => {
    const my = await signedIn('MY');
    await my.add();
    await refused(my, 'POST', 'add', { ...kualaLumpur, state_code: 'selangor' }, 1101020, 'city_code');
    await refused(my, 'POST', 'add', { ...kualaLumpur, area_code: '31.74.07' }, 1101020, 'area_code');
    // 81300 is Johor's.
    await refused(my, 'POST', 'add', { ...kualaLumpur, postal_code: '81300' }, 1101051);
    expect((await my.call('POST', 'add', { ...kualaLumpur, postal_code: '81300' })).json.msg).toBe(
      'The postal code is not in Wp Kuala Lumpur',
    );
    // A postcode of the same state is taken whichever of its post towns the shopper chose.
    const setapak = { ...kualaLumpur, city_code: 'wp-kuala-lumpur.setapak', postal_code: '50450' };
    expect((await my.call('POST', 'add', setapak)).json.code).toBe(0);
  });

  it('SG: any region code is refused', async () => {
    const sg = await signedIn('SG');
    await sg.add();
    await refused(sg, 'POST', 'add', { ...singapore, city_code: '31.74' }, 1101020, 'city_code');
    await refused(sg, 'POST', 'add', { ...singapore, postal_code: '12160' }, 1101020, 'postal_code');
  });

  it('update refuses the same, and an edit keeps the address otherwise', async () => {
    const [first] = (await member.list()).list;
    await refused(
      member,
      'PUT',
      'update',
      { ...jakarta, address_id: first!.address_id, area_code: '31.71.01' },
      1101020,
      'area_code',
    );
    const { json } = await member.call('PUT', 'update', {
      ...jakarta,
      address_id: first!.address_id,
      city_code: '31.71',
      area_code: '31.71.01',
      postal_code: '10110',
    });
    expect(json.data).toMatchObject({
      city: 'Kota Administrasi Jakarta Pusat',
      area: 'Gambir',
      is_default: true,
    });
  });
});

describe('the limit (ADDRESS_BOOK_LIMIT)', () => {
  it(`keeps at most ${ADDRESS_BOOK_LIMIT}: the next answers 1101050`, async () => {
    const member = await signedIn('ID');
    for (let i = 0; i < ADDRESS_BOOK_LIMIT; i++) await member.add({ address_line1: `Jl. Nomor ${i}` });
    await refused(member, 'POST', 'add', jakarta, 1101050);
    expect((await member.list()).list).toHaveLength(ADDRESS_BOOK_LIMIT);
  });

  it('parallel adds never pass it and leave exactly one default', async () => {
    const member = await signedIn('ID');
    const results = await Promise.all(
      Array.from({ length: ADDRESS_BOOK_LIMIT + 5 }, (_, i) =>
        member.call('POST', 'add', {
          ...jakarta,
          address_line1: `Jl. Paralel ${i}`,
          is_default: i % 3 === 0,
        }),
      ),
    );
    const codes = results.map((r) => r.json.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(ADDRESS_BOOK_LIMIT);
    expect(codes.filter((code) => code !== 0)).toEqual(Array(5).fill(1101050));
    expect((await member.list()).list).toHaveLength(ADDRESS_BOOK_LIMIT);
    expect(await member.defaults()).toHaveLength(1);
  });
});

describe('exactly one default', () => {
  it('set default moves it; twenty parallel set-defaults leave exactly one', async () => {
    const member = await signedIn('ID');
    const saved: SavedAddress[] = [];
    for (let i = 0; i < ADDRESS_BOOK_LIMIT; i++)
      saved.push(await member.add({ address_line1: `Jl. Default ${i}` }));
    const { json } = await member.call('POST', 'default', { address_id: saved[5]!.address_id });
    expect(json.data.list[0]).toMatchObject({ address_id: saved[5]!.address_id, is_default: true });
    expect(await member.defaults()).toEqual([saved[5]!.address_id]);

    const answers = await Promise.all(
      saved.map((a) => member.call('POST', 'default', { address_id: a.address_id })),
    );
    expect(answers.map((a) => a.json.code)).toEqual(Array(ADDRESS_BOOK_LIMIT).fill(0));
    expect(await member.defaults()).toHaveLength(1);
  });

  it('an edit with is_default false leaves the default as it is; true moves it', async () => {
    const member = await signedIn('ID');
    const first = await member.add();
    const second = await member.add({ address_line1: 'Jl. Kedua' });
    await member.call('PUT', 'update', { ...jakarta, address_id: first.address_id, is_default: false });
    expect(await member.defaults()).toEqual([first.address_id]);
    await member.call('PUT', 'update', { ...jakarta, address_id: second.address_id, is_default: true });
    expect(await member.defaults()).toEqual([second.address_id]);
  });

  it('adding with is_default moves it', async () => {
    const member = await signedIn('ID');
    await member.add();
    const next = await member.add({ is_default: true });
    expect(await member.defaults()).toEqual([next.address_id]);
  });

  it('deleting the default promotes the most recently used; deleting the last leaves none', async () => {
    const member = await signedIn('ID');
    const a = await member.add({ address_line1: 'Jl. A' });
    server.clock.advance(1000);
    const b = await member.add({ address_line1: 'Jl. B' });
    server.clock.advance(1000);
    const c = await member.add({ address_line1: 'Jl. C' });
    server.clock.advance(1000);
    // B was edited last: it is the most recently used.
    await member.call('PUT', 'update', { ...jakarta, address_id: b.address_id, address_line1: 'Jl. B baru' });
    const { json } = await member.call('POST', 'delete', { address_id: a.address_id });
    expect(json.data.list.map((x: SavedAddress) => [x.address_id, x.is_default])).toEqual([
      [b.address_id, true],
      [c.address_id, false],
    ]);
    await member.call('POST', 'delete', { address_id: c.address_id });
    await member.call('POST', 'delete', { address_id: b.address_id });
    expect((await member.list()).list).toEqual([]);
    // The next address is the default again.
    expect((await member.add()).is_default).toBe(true);
  });

  it('the database refuses a second default even without the domain’s lock', async () => {
    const member = await signedIn('ID');
    const a = await member.add();
    const b = await member.add({ address_line1: 'Jl. Lain' });
    await expect(
      server.database.db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, b.address_id)),
    ).rejects.toThrow();
    const rows = await server.database.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.id, a.address_id), eq(addresses.isDefault, true)));
    expect(rows).toHaveLength(1);
  });
});

describe("another member's address", () => {
  it('is answered exactly as a missing one, for every call, and stays as it was', async () => {
    const owner = await signedIn('ID');
    const other = await signedIn('ID');
    const theirs = await owner.add();
    await other.add();
    const missing = crypto.randomUUID();
    const ownerBefore = await owner.list();
    for (const [method, path, body] of [
      ['GET', (id: string) => `detail?address_id=${id}`, () => undefined],
      ['PUT', () => 'update', (id: string) => ({ ...jakarta, address_id: id, surname: 'Maling' })],
      ['POST', () => 'delete', (id: string) => ({ address_id: id })],
      ['POST', () => 'default', (id: string) => ({ address_id: id })],
    ] as const) {
      const foreign = await other.call(method, path(theirs.address_id), body(theirs.address_id));
      const absent = await other.call(method, path(missing), body(missing));
      expect([foreign.status, foreign.json], path(theirs.address_id)).toEqual([
        404,
        { code: 1101021, msg: 'The address does not exist', data: null },
      ]);
      expect([absent.status, absent.json]).toEqual([foreign.status, foreign.json]);
    }
    expect(await owner.list()).toEqual(ownerBefore);
    expect((await other.list()).list.map((a) => a.address_id)).not.toContain(theirs.address_id);
  });

  it('addressOfMember (for orders) finds the member’s own address only', async () => {
    const owner = await signedIn('ID');
    const other = await signedIn('ID');
    const saved = await owner.add();
    const [ownerRow] = await server.database.db
      .select({ memberId: addresses.memberId })
      .from(addresses)
      .where(eq(addresses.id, saved.address_id));
    expect(await addressOfMember(server.database.db, ownerRow!.memberId, saved.address_id)).toEqual(saved);
    const otherSaved = await other.add();
    const [otherRow] = await server.database.db
      .select({ memberId: addresses.memberId })
      .from(addresses)
      .where(eq(addresses.id, otherSaved.address_id));
    await expect(
      addressOfMember(server.database.db, otherRow!.memberId, saved.address_id),
    ).rejects.toMatchObject({
      entry: { code: 1101021 },
    });
  });
});

describe('member/address/regions', () => {
  const regions = async (member: Member, query = '') => {
    const { json } = await member.call('GET', `regions${query}`);
    expect(json.code).toBe(0);
    return regionPageSchema.parse(json.data);
  };

  it('ID: the 38 provinces, then a province’s regencies, then a regency’s districts; keyword search', async () => {
    const member = await signedIn('ID');
    const provinces = await regions(member);
    expect([provinces.total, provinces.level]).toEqual([38, 'state']);
    expect(provinces.list.map((r) => r.code)).toContain('31');
    const cities = await regions(member, '?parent=31');
    expect(cities.level).toBe('city');
    expect(cities.list.map((r) => r.name)).toContain('Kota Administrasi Jakarta Selatan');
    const districts = await regions(member, '?parent=31.74&keyword=kebayoran');
    // Each district with its postal codes, for the form's own check.
    expect(districts).toEqual({
      total: 2,
      level: 'area',
      list: [
        { code: '31.74.07', name: 'Kebayoran Baru', postal_ranges: [['12110', '12190']] },
        {
          code: '31.74.05',
          name: 'Kebayoran Lama',
          postal_ranges: [
            ['12210', '12240'],
            ['12310', '12310'],
          ],
        },
      ],
    });
    // A district re-coded since the postal data's year (Papua Tengah, 2022) still has its codes.
    const nabire = await regions(member, '?parent=94&keyword=nabire');
    const nabireDistricts = await regions(member, `?parent=${nabire.list[0]!.code}`);
    expect(nabireDistricts.list.filter((d) => d.postal_ranges).length).toBeGreaterThan(0);
    const page2 = await regions(member, '?page_num=2&page_size=10');
    expect([page2.total, page2.list.length]).toEqual([38, 10]);
    expect(await regions(member, '?parent=99')).toEqual({ total: 0, list: [], level: null });
  });

  it('MY: states with their postcodes, then cities; SG: none', async () => {
    const my = await signedIn('MY');
    const states = await regions(my);
    expect(states.total).toBe(16);
    expect(states.list.find((state) => state.code === 'selangor')!.postal_ranges).toEqual([
      ['40000', '48302'],
      ['55555', '55555'],
      ['63000', '68100'],
    ]);
    const cities = await regions(my, '?parent=wp-kuala-lumpur&keyword=kuala');
    expect(cities.list[0]).toEqual({ code: 'wp-kuala-lumpur.kuala-lumpur', name: 'Kuala Lumpur' });
    expect(await regions(await signedIn('SG'))).toEqual({ total: 0, list: [], level: null });
  });

  it('a visitor reads them too, for the product page’s area (ADR 035), never kept by a shared cache', async () => {
    const { status, json, headers } = await server.call(
      'GET',
      '/api/member/address/regions?keyword=jawa',
      undefined,
      shopperHeaders('ID'),
    );
    expect([status, json.code]).toEqual([200, 0]);
    expect(regionPageSchema.parse(json.data).list.map((region) => region.name)).toEqual([
      'Jawa Barat',
      'Jawa Tengah',
      'Jawa Timur',
    ]);
    expect(headers.get('Cache-Control')).toBe('no-store');
    const my = await server.call('GET', '/api/member/address/regions', undefined, shopperHeaders('MY'));
    expect(my.json.data.total).toBe(16);
  });

  it('refuses a malformed parent or page with 1101020', async () => {
    const member = await signedIn('ID');
    for (const query of ['?parent=DROP%20TABLE', '?page_size=51', '?page_num=0']) {
      expect((await member.call('GET', `regions${query}`)).json.code, query).toBe(1101020);
    }
  });
});
