import { $, createRoute } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorCatalogue } from '../../contract/errors';
import { plainText } from '../../contract/rules/text';
import { outboxMessages } from '../db/schema';
import { captchaText } from '../domain/captcha';
import { runDueDeletions } from '../domain/account-deletion';
import { answers, apiRoutes, jsonBody } from '../http/api-routes';
import { answer, answerError } from '../http/respond';

const outboxRoute = createRoute({
  method: 'get',
  path: '/dev/outbox',
  hide: true,
  request: { query: z.object({ to: plainText().min(3).max(64) }) },
  responses: answers(z.array(z.unknown()), 'The messages'),
});

const deletionRunRoute = createRoute({
  method: 'post',
  path: '/dev/deletion/run',
  hide: true,
  request: { body: jsonBody(z.object({ advance_days: z.number().int().min(0).max(60) })) },
  responses: answers(z.object({ erased: z.number().int() }), 'How many accounts were erased'),
});

/**
 * The sandbox's windows for tests, e2e journeys and developers: the messages the outbox
 * "delivered" and the text of a captcha. Both answer 404 unless PASAR_SANDBOX=1, as if absent, so they are
 * declared hidden: validated like every route, left out of /api/openapi.json.
 */
export const devRoutes = $(
  apiRoutes().use('/dev/*', async (c, next) => {
    if (!c.var.deps.sandbox)
      return answerError(c, errorCatalogue.notFound, `No such API: ${c.req.method} ${c.req.path}`);
    await next();
  }),
)
  // GET /dev/outbox?to=6281234567890 (or +62 812…, or an e-mail): newest first, code parsed out.
  .openapi(outboxRoute, async (c) => {
    const { to } = c.req.valid('query');
    const recipient = to.includes('@') ? to.toLowerCase() : to.replace(/[\s+\-()]/g, '');
    const rows = await c.var.deps.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, recipient))
      .orderBy(desc(outboxMessages.id))
      .limit(20);
    return answer(
      c,
      rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.to,
        subject: row.subject,
        body: row.body,
        code: /\b(\d{6})\b/.exec(row.body)?.[1] ?? null,
        created_at: row.createdAt.getTime(),
      })),
    );
  })
  // POST /dev/deletion/run {advance_days}: the erasure job as if the clock read that many days
  // later (the e2e server runs on the real clock: journeys cannot wait 7 working days).
  .openapi(deletionRunRoute, async (c) => {
    const { advance_days } = c.req.valid('json');
    const at = new Date(c.var.deps.clock.now().getTime() + advance_days * 24 * 60 * 60_000);
    return answer(c, { erased: await runDueDeletions(c.var.deps.db, at, c.var.deps.avatars) });
  })
  .get('/dev/captcha/:id', async (c) => {
    const id = c.req.param('id');
    const text = z.uuid().safeParse(id).success ? await captchaText(c.var.deps.db, id) : undefined;
    if (!text) return answerError(c, errorCatalogue.notFound, 'No such captcha');
    return answer(c, text);
  });
