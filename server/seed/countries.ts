import { countryCodes, countryDefaults } from '../../contract/countries';
import { countries } from '../db/schema';
import type { Db } from '../db/client';

/** The three countries with every login channel on (control_list flags default to true). */
export async function seedCountries(db: Db) {
  const base = Date.UTC(2026, 0, 1);
  await db.insert(countries).values(
    countryCodes.map((code, index) => {
      const c = countryDefaults[code];
      return {
        countryCode: c.country_code,
        countryEnName: c.country_en_name,
        currencyCode: c.currency_code,
        currencySymbol: c.currency_symbol,
        timezone: c.timezone,
        phoneCode: c.phone_code,
        language: c.language,
        controlList: { email: true, phone: true, whatsapp: true },
        // Fixed times keep the list in the order ID, SG, MY on every machine.
        createdAt: new Date(base + index * 1000),
      };
    }),
  );
}
