import type { Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { isLoopbackHost } from '../lib/loopback';
import type { TrustProxy } from './client-ip';

/**
 * Decision: slow and silent clients are cut off by the node server itself (createServer options):
 * 10 s for the request head (a socket that sends nothing counts from its connection), 30 s for the
 * whole request, 25 s for a kept-alive connection between requests. Node checks the first two only
 * every `connectionsCheckingInterval` (30 s by default), so a silent socket lived 25–40 s and a
 * half-sent body up to 60 s; checked every second they close within a second of their limit. A
 * phone on 4G sends its head at once and a 64 KiB body in well under a second.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  // Decision: 25 s, not Node's 5 s. A client that sends its next request on a kept-alive socket
  // just as the server closes it gets a reset, not an answer (an e2e journey's status call idle
  // about 5 s between steps was reset once in a full run; the same race is known behind cloud
  // load balancers). Longer makes the race rare; under IDLE_SOCKET_MS, so the polite close
  // (with its `Keep-Alive: timeout=25` hint, which Node's own clients honour) comes before the cut.
  keepAliveTimeout: 25_000,
  connectionsCheckingInterval: 1_000,
} as const;

/**
 * Decision: a socket with nothing moving either way for this long is closed, whatever stage it is
 * at: the net under the timeouts above (a client that stops reading a large answer).
 */
export const IDLE_SOCKET_MS = 30_000;

/**
 * Decision: at most 256 open connections from one address on a bare server. A browser opens at most
 * 6 per host, and a carrier's NAT in Indonesia puts many phones behind one address, so the cap is
 * high: it stops one machine from holding thousands of sockets, not a crowd of shoppers. Behind a
 * trusted proxy (TRUST_PROXY) every connection comes from the proxy, so the cap is the proxy's job
 * (nginx limit_conn) and none is applied here; nor to this machine itself (loopback: a proxy on the
 * same host, a health check, the load benchmarks).
 */
export const CONNECTIONS_PER_IP = 256;

/** Applies the idle timeout and the per-address cap to a listening node server. */
export function limitConnections(
  server: Pick<Server, 'on' | 'setTimeout'>,
  options: { trustProxy: TrustProxy; perIp?: number; capLoopback?: boolean },
) {
  server.setTimeout(IDLE_SOCKET_MS, (socket: Socket) => socket.destroy());
  if (options.trustProxy.kind !== 'none') return;
  const perIp = options.perIp ?? CONNECTIONS_PER_IP;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    if (!options.capLoopback && isLoopbackHost(address.replace(/^::ffff:/, ''))) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > perIp) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

/**
 * The one way the shop listens (server/serve.ts and the tests that need a real socket): the node
 * server with SERVER_TIMEOUTS, the idle timeout and the per-address cap.
 */
export function listen(
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>,
  options: { port: number; host: string; trustProxy: TrustProxy; perIp?: number; capLoopback?: boolean },
  onListening?: (info: AddressInfo) => void,
): Server {
  const server = serve(
    { fetch, port: options.port, hostname: options.host, serverOptions: SERVER_TIMEOUTS },
    onListening,
  ) as Server;
  limitConnections(server, options);
  return server;
}
