import { sql } from 'drizzle-orm';
import { countries } from '../db/schema';
import type { Db } from '../db/client';
import { seedCountries } from './countries';

/** Fills an empty database with the deterministic demo data; a database with data is left alone. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(countries);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await seedCountries(tx as unknown as Db);
  });
  return true;
}
