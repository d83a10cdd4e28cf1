import { Hono } from 'hono';
import {
  deviceLanguageQuerySchema,
  deviceLanguageRequestSchema,
  visitRequestSchema,
} from '../../contract/device';
import { readDeviceLanguage, recordVisit, saveDeviceLanguage } from '../domain/devices';
import { answer } from '../http/respond';
import { readBody, readQuery } from '../http/validate';
import type { AppEnv } from '../app-env';

/** Device calls of SPEC.md §7: visits and the device's language. */
export const deviceRoutes = new Hono<AppEnv>()
  .post('/member/user/visit', async (c) => {
    const { db, clock } = c.var.deps;
    await recordVisit(db, await readBody(c, visitRequestSchema), clock.now());
    return answer(c, null);
  })
  .post('/member/user/device_language', async (c) => {
    const { db, clock } = c.var.deps;
    await saveDeviceLanguage(db, await readBody(c, deviceLanguageRequestSchema), clock.now());
    return answer(c, null);
  })
  .get('/member/user/device_language', async (c) => {
    const { device_id } = readQuery(c, deviceLanguageQuerySchema);
    return answer(c, await readDeviceLanguage(c.var.deps.db, device_id));
  });
