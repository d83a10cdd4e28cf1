import { asc } from 'drizzle-orm';
import type { AppLoadResponse, Country } from '../../../contract/countries';
import { countries } from '../../db/schema';
import type { Db } from '../../db/client';

/** The country list and the server clock, as POST /support/api/app/load answers them. */
export async function loadApp(db: Db, now: Date): Promise<AppLoadResponse> {
  const rows = await db
    .select()
    .from(countries)
    .orderBy(asc(countries.createdAt), asc(countries.countryCode));
  const countrys: Country[] = rows.map((row) => ({
    country_code: row.countryCode as Country['country_code'],
    country_en_name: row.countryEnName,
    currency_code: row.currencyCode as Country['currency_code'],
    currency_symbol: row.currencySymbol,
    timezone: row.timezone,
    phone_code: row.phoneCode,
    language: row.language,
    app_control_conf: [{ control_list: row.controlList }],
  }));
  return { countrys, server_time: now.getTime() };
}
