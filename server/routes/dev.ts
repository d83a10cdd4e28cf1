import { Hono } from 'hono';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorCatalogue } from '../../contract/errors';
import { plainText } from '../../contract/rules/text';
import type { AppEnv } from '../app-env';
import { outboxMessages } from '../db/schema';
import { captchaText } from '../domain/captcha';
import { answer, answerError } from '../http/respond';
import { readQuery } from '../http/validate';

const outboxQuerySchema = z.object({ to: plainText().min(3).max(64) });

/**
 * The sandbox's windows for tests, e2e journeys and developers: the messages the outbox
 * "delivered" and the text of a captcha. Both answer 404 unless PASAR_SANDBOX=1, as if absent.
 */
export const devRoutes = new Hono<AppEnv>()
  .use('/dev/*', async (c, next) => {
    if (!c.var.deps.sandbox)
      return answerError(c, errorCatalogue.notFound, `No such API: ${c.req.method} ${c.req.path}`);
    await next();
  })
  // GET /dev/outbox?to=6281234567890 (or +62 812…, or an e-mail): newest first, code parsed out.
  .get('/dev/outbox', async (c) => {
    const { to } = readQuery(c, outboxQuerySchema);
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
  .get('/dev/captcha/:id', async (c) => {
    const id = c.req.param('id');
    const text = z.uuid().safeParse(id).success ? await captchaText(c.var.deps.db, id) : undefined;
    if (!text) return answerError(c, errorCatalogue.notFound, 'No such captcha');
    return answer(c, text);
  });
