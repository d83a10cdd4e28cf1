import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './member';

/**
 * A member's saved addresses, one book per country (contract/addresses.ts). The region codes are
 * what the member chose (server/areas/addresses/regions.ts); the names beside them are as they read when
 * the address was saved, so an order keeps reading the address it was sent to.
 *
 * At most one default per member and country is also a unique partial index: the domain keeps
 * exactly one (it locks the member's row for every change), the index makes a second impossible.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    surname: text('surname').notNull(),
    name: text('name').notNull(),
    /** The local number, normalised; the phone code is the country's. */
    phone: text('phone').notNull(),
    stateCode: text('state_code'),
    state: text('state').notNull(),
    cityCode: text('city_code'),
    city: text('city').notNull(),
    areaCode: text('area_code'),
    area: text('area').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    postalCode: text('postal_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /**
     * When the address was last added, edited, made default or used by an order
     * (`touchAddress`): deleting the default promotes the most recent.
     */
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
    /** Breaks ties between addresses used in the same millisecond. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('addresses_member_idx').on(t.memberId, t.countryCode),
    uniqueIndex('addresses_one_default')
      .on(t.memberId, t.countryCode)
      .where(sql`${t.isDefault}`),
  ],
);
