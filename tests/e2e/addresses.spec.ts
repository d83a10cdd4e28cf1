import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, openApp, test } from './fixtures';
import { freshIp, signInByApi, signedIn, type Shopper } from './member-login';
import { pickRegion } from './region-picker';

/*
 * The address book (SPEC.md §2 /addressManage, /addressDetail; §5 address messages): a member
 * shopping in Indonesia, Singapore and Malaysia each adds an address with the country's regions
 * and postcode through the form, sets another as the default and deletes one. Both layouts.
 */

type Country = 'ID' | 'SG' | 'MY';
const countryNames: Record<Country, string> = { ID: 'Indonesia', SG: 'Singapore', MY: 'Malaysia' };

const words = {
  en: {
    title: 'My addresses',
    empty: 'No addresses yet',
    add: 'Add a new address',
    save: 'Save',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone number',
    line1: 'Detailed address',
    postal: 'Postal code',
    firstNameError: 'Enter a correct first name',
    postalError: 'Enter a correct postal code',
    editOf: /^Edit the address of /,
    defaultTag: 'Default',
    setDefault: /^Set the address of .* as default$/,
    deleteOf: /^Delete the address of /,
    confirmDelete: 'Delete',
    deleteTitle: 'Delete this address?',
    regions: {
      state: 'State',
      city: 'City',
      province: 'Province',
      regency: 'City or regency',
      district: 'District',
    },
  },
  id: {
    title: 'Alamatku',
    empty: 'Belum ada alamat',
    add: 'Tambah alamat baru',
    save: 'Simpan',
    firstName: 'Nama depan',
    lastName: 'Nama belakang',
    phone: 'Nomor HP',
    line1: 'Alamat lengkap',
    postal: 'Kode pos',
    firstNameError: 'Masukkan nama depan yang benar',
    postalError: 'Masukkan kode pos yang benar',
    editOf: /^Ubah alamat /,
    defaultTag: 'Utama',
    setDefault: /^Jadikan alamat .* sebagai utama$/,
    deleteOf: /^Hapus alamat /,
    confirmDelete: 'Hapus',
    deleteTitle: 'Hapus alamat ini?',
    regions: {
      state: 'Negara bagian',
      city: 'Kota',
      province: 'Provinsi',
      regency: 'Kota atau kabupaten',
      district: 'Kecamatan',
    },
  },
} as const;
type Language = keyof typeof words;

/** A new shopper on a device and IP of their own, shopping in `country`, reading `language`. */
async function shopperIn(page: Page, country: Country, language: Language): Promise<Shopper> {
  const shopper = { deviceId: `e2e-address-${crypto.randomUUID()}`, ip: freshIp() };
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': shopper.ip });
  await page.addInitScript(
    ({ deviceId, country, language }) => {
      if (localStorage.getItem('persist:root')) return;
      localStorage.setItem('selectedCountry', country);
      localStorage.setItem(
        'persist:root',
        JSON.stringify({ userInfo: JSON.stringify({ deviceId }), localeInfo: JSON.stringify({ language }) }),
      );
    },
    { deviceId: shopper.deviceId, country: countryNames[country], language },
  );
  return shopper;
}

async function book(request: APIRequestContext, token: string, country: Country) {
  const response = await request.get('/api/member/address/list', {
    headers: { Authorization: `Bearer ${token}`, 'X-Locale': country },
  });
  return (await response.json()).data as {
    list: { address_id: string; surname: string; is_default: boolean }[];
  };
}

const cases: {
  country: Country;
  language: Language;
  phone: string;
  regions: (w: (typeof words)[Language]['regions']) => [label: string, typed: string, option: string][];
  postal: string;
  badPostal: string;
  /** Of the right length, but another region's: the message names the chosen one. */
  outside?: [postal: string, message: string];
  second: Record<string, unknown>;
}[] = [
  {
    country: 'ID',
    language: 'id',
    phone: '81234567890',
    regions: (w) => [
      [w.province, 'jakarta', 'Daerah Khusus Ibukota Jakarta'],
      [w.regency, 'selatan', 'Kota Administrasi Jakarta Selatan'],
      [w.district, 'kebayoran', 'Kebayoran Baru'],
    ],
    postal: '12160',
    badPostal: '1216',
    // Kebayoran Lama's, next door.
    outside: ['12240', 'Kode pos ini tidak ada di Kecamatan Kebayoran Baru'],
    second: { state_code: '31', city_code: '31.71', area_code: '31.71.01', postal_code: '10110' },
  },
  {
    country: 'SG',
    language: 'en',
    phone: '91234567',
    regions: () => [],
    postal: '018956',
    badPostal: '12160',
    second: { postal_code: '238801' },
  },
  {
    country: 'MY',
    language: 'en',
    phone: '123456789',
    regions: (w) => [
      [w.state, 'kuala', 'Wp Kuala Lumpur'],
      [w.city, 'kuala', 'Kuala Lumpur'],
    ],
    postal: '50450',
    badPostal: '5045',
    // Five digits, but Johor Bahru's: another state's.
    outside: ['81300', 'This postcode is not in Wp Kuala Lumpur'],
    second: { state_code: 'selangor', city_code: 'selangor.shah-alam', postal_code: '40000' },
  },
];

for (const c of cases) {
  test(`a member in ${c.country} (${c.language}) adds an address, sets a default, deletes one`, async ({
    page,
    request,
  }) => {
    // Three axe passes over the desktop page, a sign-in and two saves: more than the default 30 s.
    test.setTimeout(90_000);
    const w = words[c.language];
    const shopper = await shopperIn(page, c.country, c.language);
    const user = await signInByApi(request, shopper);
    await signedIn(page, user);

    await openApp(page, '/addressManage');
    await expect(page.getByRole('heading', { name: w.title, level: 1 })).toBeVisible();
    await expect(page.getByText(w.empty)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: w.add }).click();
    await expect(page).toHaveURL(/\/addressDetail$/);
    // Nothing filled: the §5 messages field by field, and nothing is sent.
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.firstNameError)).toBeVisible();
    expect((await book(request, user.auth_token, c.country)).list).toEqual([]);

    await page.getByRole('textbox', { name: w.firstName }).fill('Ayu');
    await page.getByRole('textbox', { name: w.lastName }).fill('Lestari');
    await page.getByRole('textbox', { name: w.phone }).fill(c.phone);
    for (const [label, typed, option] of c.regions(w.regions)) await pickRegion(page, label, typed, option);
    await page.getByRole('textbox', { name: w.line1 }).fill('Jl. Melawai Raya No. 10');
    await page.getByRole('textbox', { name: w.postal }).fill(c.badPostal);
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.postalError)).toBeVisible();
    expect((await book(request, user.auth_token, c.country)).list).toEqual([]);
    await expectNoAxeViolations(page);
    if (c.outside) {
      // The right length, but not the chosen region's: said beside the field, nothing is sent.
      const [outsidePostal, outsideMessage] = c.outside;
      await page.getByRole('textbox', { name: w.postal }).fill(outsidePostal);
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByRole('textbox', { name: w.postal })).toHaveAccessibleDescription(
        new RegExp(outsideMessage),
      );
      await expect(page.getByRole('textbox', { name: w.postal })).toBeFocused();
      expect((await book(request, user.auth_token, c.country)).list).toEqual([]);
      await expectNoAxeViolations(page);
    }

    await page.getByRole('textbox', { name: w.postal }).fill(c.postal);
    await page.getByRole('button', { name: w.save }).click();
    await expect(page).toHaveURL(/\/addressManage$/);
    const first = page.getByRole('article', { name: 'Ayu Lestari' });
    await expect(first).toContainText(c.postal);
    await expect(first.getByText(w.defaultTag)).toBeVisible();

    if (c.outside) {
      // Editing it: the saved region came without its postal codes, so the server refuses
      // (1101051) and the form says so beside the field all the same.
      await page.getByRole('link', { name: w.editOf }).click();
      const postal = page.getByRole('textbox', { name: w.postal });
      await expect(postal).toHaveValue(c.postal);
      await postal.fill(c.outside[0]);
      await page.getByRole('button', { name: w.save }).click();
      await expect(postal).toHaveAccessibleDescription(new RegExp(c.outside[1]));
      expect((await book(request, user.auth_token, c.country)).list.length).toBe(1);
      await page.goBack();
      await expect(page).toHaveURL(/\/addressManage$/);
    }

    // A second address (by the API: the form was proven above), then made the default.
    const added = await request.post('/api/member/address/add', {
      headers: { Authorization: `Bearer ${user.auth_token}`, 'X-Locale': c.country },
      data: {
        country_code: c.country,
        surname: 'Budi',
        name: 'Santoso',
        phone: c.phone,
        address_line1: 'Jalan Kedua 2',
        is_default: false,
        ...c.second,
      },
    });
    expect((await added.json()).code).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: w.setDefault }).click();
    await expect(page.getByRole('article').first()).toHaveAccessibleName('Budi Santoso');
    await expect(page.getByRole('article', { name: 'Budi Santoso' }).getByText(w.defaultTag)).toBeVisible();
    await expect(first.getByText(w.defaultTag)).toHaveCount(0);

    // Delete the first (no longer the default), with the confirmation.
    await page.getByRole('button', { name: w.deleteOf }).last().click();
    const dialog = page.getByRole('alertdialog', { name: w.deleteTitle });
    await expect(dialog).toContainText('Ayu Lestari');
    await dialog.getByRole('button', { name: w.confirmDelete }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    // The row went with its Delete button: focus on the page's heading, not on <body>.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('article', { name: 'Budi Santoso' })).toBeVisible();
    const left = await book(request, user.auth_token, c.country);
    expect(left.list.map((a) => [a.surname, a.is_default])).toEqual([['Budi', true]]);
    await expectNoAxeViolations(page);
  });
}

test('a visitor opening /addressManage is sent to log in', async ({ page, layout }) => {
  await openApp(page, '/addressManage');
  if (layout === 'mobile') await expect(page).toHaveURL(/\/login/);
  else await expect(page.getByRole('dialog')).toBeVisible();
});
