// A load balancer in miniature, for the cluster check (cluster.mjs): one loopback port in front of
// several Pasar processes, each request to the next process in turn that is ready. Like a real
// balancer it
// - asks each process's /api/ready every `pollMs` and sends nothing to one that answers otherwise
//   (starting, or draining after its SIGTERM);
// - tries the next process when a connection is refused before any byte was sent (the process is
//   gone or not listening yet): the request never reached a server, so sending it elsewhere is safe;
// - never retries once the request was sent: an answer cut off then is reported (502), as a
//   shopper would see it, and counted in `cutOff`.
import http from 'node:http';

export async function startRoundRobinProxy({ pollMs = 200 } = {}) {
  /** base URL → ready? */
  const upstreams = new Map();
  let turn = 0;
  const stats = { forwarded: 0, rerouted: 0, cutOff: 0, noUpstream: 0 };

  const poll = setInterval(() => {
    for (const base of upstreams.keys()) {
      fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(pollMs * 5) })
        .then((answer) => upstreams.has(base) && upstreams.set(base, answer.ok))
        .catch(() => upstreams.has(base) && upstreams.set(base, false));
    }
  }, pollMs);

  const readyOnes = () => [...upstreams].filter(([, ready]) => ready).map(([base]) => base);

  const server = http.createServer(async (request, response) => {
    const body = await new Promise((resolve, reject) => {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks)));
      request.on('error', reject);
    });
    const tried = new Set();
    for (;;) {
      const ready = readyOnes().filter((base) => !tried.has(base));
      if (ready.length === 0) {
        stats.noUpstream += 1;
        response.writeHead(503, { 'Content-Type': 'text/plain' }).end('no server ready');
        return;
      }
      const base = ready[turn++ % ready.length];
      tried.add(base);
      const outcome = await forward(base, request, body, response);
      if (outcome === 'refused') {
        stats.rerouted += 1;
        upstreams.set(base, false);
        continue;
      }
      if (outcome === 'cut off') stats.cutOff += 1;
      else stats.forwarded += 1;
      return;
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    base: `http://127.0.0.1:${server.address().port}`,
    stats,
    /** Puts a process behind the proxy; it gets requests once its /api/ready says so. */
    add(base) {
      upstreams.set(base, false);
    },
    remove(base) {
      upstreams.delete(base);
    },
    async stop() {
      clearInterval(poll);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Sends one request to `base`; answers 'sent', 'refused' (nothing reached it) or 'cut off'. */
function forward(base, request, body, response) {
  return new Promise((resolve) => {
    const target = new URL(request.url, base);
    const headers = { ...request.headers, host: target.host };
    headers['x-forwarded-for'] = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    headers['content-length'] = String(body.length);
    delete headers['transfer-encoding'];
    const upstream = http.request(target, { method: request.method, headers, agent: false }, (answer) => {
      response.writeHead(answer.statusCode, answer.headers);
      answer.pipe(response);
      answer.on('end', () => resolve('sent'));
      answer.on('error', () => {
        response.destroy();
        resolve('cut off');
      });
    });
    upstream.on('error', (error) => {
      if (response.headersSent) {
        response.destroy();
        resolve('cut off');
      } else if (error.code === 'ECONNREFUSED') {
        resolve('refused');
      } else {
        response.writeHead(502, { 'Content-Type': 'text/plain' }).end(`upstream ${error.code}`);
        resolve('cut off');
      }
    });
    upstream.end(body);
  });
}
