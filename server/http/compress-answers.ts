import { gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { jsonBodyOf } from './respond';

/** Below this an answer goes as it is: it fits the first packet anyway, and gzip costs more than it saves. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * API answers compressed when the client takes gzip: a phone on 4G pays for every byte.
 *
 * Decision (ADR 040): an answer made by `answer()`/`answerError()` (server/http/respond.ts) is
 * gzipped here at once, from its JSON, in one call, and sent with its Content-Length. Hono's
 * compress middleware, which stays for any other answer (a replayed one, the API docs), pipes every
 * answer through a CompressionStream: a web stream, a zlib stream and a chunked answer for a
 * 1.7 KiB order preview cost the server about 1 ms of CPU per order under
 * `npm run bench:checkout`, a fifth of all it spent, and the shopper's side as much again to read
 * it back. The bytes are the same gzip.
 */
export function compressAnswers(): MiddlewareHandler {
  const streamed = compress({ threshold: COMPRESS_FROM_BYTES });
  return (c, outerNext) =>
    streamed(c, async () => {
      await outerNext();
      const json = jsonBodyOf(c.res);
      if (json === undefined || c.req.method === 'HEAD' || !takesGzip(c.req.header('Accept-Encoding')))
        return;
      const plain = Buffer.from(json);
      if (plain.length < COMPRESS_FROM_BYTES) return;
      const body = gzipSync(plain);
      const { status } = c.res;
      const headers = new Headers(c.res.headers);
      headers.set('Content-Encoding', 'gzip');
      headers.set('Content-Length', String(body.length));
      const vary = headers.get('Vary');
      if (!vary?.toLowerCase().includes('accept-encoding'))
        headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      // Unset first: assigning over an answer copies the old one's headers (its Content-Length too)
      // and rebuilds it around a stream, the cost this saves.
      c.res = undefined;
      c.res = new Response(body, { status, headers });
    });
}

/** Whether an Accept-Encoding header takes gzip (named or `*`, with a q above 0). */
export function takesGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name.trim() === 'gzip') return accepted;
    if (name.trim() === '*') wildcard = accepted;
  }
  return wildcard;
}
