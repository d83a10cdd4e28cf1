import { eq } from 'drizzle-orm';
import type {
  DeviceLanguageRequest,
  DeviceLanguageResponse,
  LanguageCode,
  VisitRequest,
} from '../../contract/device';
import { deviceLanguages, visits } from '../db/schema';
import type { Db } from '../db/client';

export async function recordVisit(db: Db, visit: VisitRequest, now: Date) {
  await db.insert(visits).values({ deviceId: visit.device_id, path: visit.path ?? null, visitedAt: now });
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
