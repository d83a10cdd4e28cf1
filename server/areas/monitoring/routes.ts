import { createRoute } from '../../http/route-kit';
import { errorCatalogue } from '../../../contract/errors';
import { monitoringBatchSchema, monitoringCollectAnswerSchema } from '../../../contract/monitoring';
import { COLLECT_LIMITS, recordBatch } from './monitoring';
import { takeHit } from '../../lib/rate-limits';
import { answers, apiRoutes, jsonBody } from '../../http/api-routes';
import { clientIp } from '../../http/client-ip';
import { answer } from '../../http/respond';
import { DomainError } from '../../lib/domain-error';

/**
 * The real-user monitoring collector (ADR 026). Bodies over 64 KiB are refused by the API's body
 * limit while they stream in (1100413, before any parsing); a body the schema refuses answers
 * 1101020 and junk that is not JSON 1101020 or 1100415, so a beacon can never cause a 5xx.
 */
export const monitoringRoutes = apiRoutes().openapi(
  createRoute({
    method: 'post',
    path: '/monitoring/collect',
    tags: ['Monitoring'],
    summary: "Takes one beacon of the real-user monitoring agent's events",
    request: { body: jsonBody(monitoringBatchSchema) },
    responses: answers(monitoringCollectAnswerSchema, 'Stored'),
  }),
  async (c) => {
    const { db, clock, telemetry } = c.var.deps;
    const batch = c.req.valid('json');
    const now = clock.now();
    const byUid = await takeHit(db, `rum:u:${batch.uid}`, COLLECT_LIMITS.uid, now);
    const byIp = await takeHit(db, `rum:i:${clientIp(c)}`, COLLECT_LIMITS.ip, now);
    if (!byUid.allowed || !byIp.allowed) throw new DomainError(errorCatalogue.tooManyRequests);
    const accepted = await recordBatch(db, batch, now);
    telemetry?.forward(batch);
    return answer(c, { accepted });
  },
);
