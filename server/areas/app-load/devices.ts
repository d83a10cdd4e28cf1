import { eq, sql } from 'drizzle-orm';
import type {
  DeviceLanguageRequest,
  DeviceLanguageResponse,
  LanguageCode,
  VisitRequest,
} from '../../../contract/device';
import { deviceLanguages } from '../../db/schema';
import type { Db } from '../../db/client';

/** Decision: a day counts at most this many pages; later new ones count as `(other)`. */
export const VISIT_PAGES_PER_DAY = 200;

/** The page a visit counts for: the path's first segment, without query or fragment. */
export function visitPage(path: string | undefined): string {
  const segment = /^\/?([^/?#]*)/.exec(path ?? '')?.[1] ?? '';
  return `/${segment}`.slice(0, 64);
}

/**
 * Counts a visit for its day (UTC) and page. Bounded whatever a client sends: one row per page a
 * day, at most VISIT_PAGES_PER_DAY of them, so a client inventing paths fills `(other)`.
 */
export async function recordVisit(db: Db, visit: VisitRequest, now: Date) {
  const day = now.toISOString().slice(0, 10);
  const page = visitPage(visit.path);
  await db.execute(sql`
    insert into visit_counts (day, path, visits)
    select ${day}::date,
      case when exists (select 1 from visit_counts where day = ${day}::date and path = ${page})
        or (select count(*) from visit_counts where day = ${day}::date) < ${VISIT_PAGES_PER_DAY}
        then ${page} else '(other)' end,
      1
    on conflict (day, path) do update set visits = visit_counts.visits + 1
  `);
}

export async function saveDeviceLanguage(db: Db, input: DeviceLanguageRequest, now: Date) {
  await db
    .insert(deviceLanguages)
    .values({ deviceId: input.device_id, language: input.language, updatedAt: now })
    .onConflictDoUpdate({
      target: deviceLanguages.deviceId,
      set: { language: input.language, updatedAt: now },
    });
}

export async function readDeviceLanguage(db: Db, deviceId: string): Promise<DeviceLanguageResponse> {
  const [row] = await db.select().from(deviceLanguages).where(eq(deviceLanguages.deviceId, deviceId));
  return (row?.language as LanguageCode | undefined) ?? null;
}
