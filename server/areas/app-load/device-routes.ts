import { createRoute } from '../../http/route-kit';
import { z } from 'zod';
import {
  deviceLanguageQuerySchema,
  deviceLanguageRequestSchema,
  languageCodes,
  visitRequestSchema,
} from '../../../contract/device';
import { readDeviceLanguage, recordVisit, saveDeviceLanguage } from './devices';
import { answers, apiRoutes, jsonBody, shopperHeaders } from '../../http/api-routes';
import { answer } from '../../http/respond';

const tags = ['Devices'];

/** Device calls of SPEC.md §7: visits and the device's language. */
export const deviceRoutes = apiRoutes()
  .openapi(
    createRoute({
      method: 'post',
      path: '/member/user/visit',
      tags,
      summary: 'Counts a visit of the device',
      request: { headers: shopperHeaders, body: jsonBody(visitRequestSchema) },
      responses: answers(z.null(), 'Recorded'),
    }),
    async (c) => {
      const { db, clock } = c.var.deps;
      await recordVisit(db, c.req.valid('json'), clock.now());
      return answer(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/member/user/device_language',
      tags,
      summary: "Remembers the device's language",
      request: { headers: shopperHeaders, body: jsonBody(deviceLanguageRequestSchema) },
      responses: answers(z.null(), 'Saved'),
    }),
    async (c) => {
      const { db, clock } = c.var.deps;
      await saveDeviceLanguage(db, c.req.valid('json'), clock.now());
      return answer(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/member/user/device_language',
      tags,
      summary: "The device's language, or null when unknown",
      request: { headers: shopperHeaders, query: deviceLanguageQuerySchema },
      responses: answers(z.enum(languageCodes).nullable(), 'The language code or null'),
    }),
    async (c) => answer(c, await readDeviceLanguage(c.var.deps.db, c.req.valid('query').device_id)),
  );
