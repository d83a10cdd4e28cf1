import net from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../app-env';

/**
 * Which proxies in front of the server may be believed about the client's address (TRUST_PROXY,
 * README "Running the server"). X-Forwarded-For is written by whoever sent the request, so only
 * the hops appended by proxies we run count; everything left of them is the client's own claim.
 * - `none` (the default): X-Forwarded-For is ignored, the socket's peer is the client.
 * - `hops`: this many proxies sit in front (a load balancer and nginx = 2); the client is the
 *   address the outermost one saw.
 * - `subnets`: proxies are recognised by address; the client is the right-most hop outside them.
 */
export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'subnets'; subnets: net.BlockList; source: string };

export const trustNoProxy: TrustProxy = { kind: 'none' };

/**
 * Reads TRUST_PROXY: empty/`0`/`none` → none; a whole number → that many hops; else a comma list
 * of CIDRs or single addresses (`10.0.0.0/8, 127.0.0.1, fd00::/8`). Anything else stops the
 * server at start-up: a typo must not silently trust everyone or no one.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'none') return trustNoProxy;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 16) throw new Error(`TRUST_PROXY: ${hops} proxies is not a plausible hop count`);
    return { kind: 'hops', hops };
  }
  const subnets = new net.BlockList();
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', bits] = entry.split('/');
    const family = net.isIP(address);
    if (family === 0)
      throw new Error(`TRUST_PROXY: "${entry}" is neither a hop count nor an address or CIDR`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) {
      subnets.addAddress(address, type);
      continue;
    }
    const prefix = Number(bits);
    if (!/^\d+$/.test(bits) || prefix > (family === 4 ? 32 : 128))
      throw new Error(`TRUST_PROXY: "${entry}" has no valid prefix length`);
    subnets.addSubnet(address, prefix, type);
  }
  return { kind: 'subnets', subnets, source: text };
}

/** `::ffff:203.0.113.7` (an IPv4 peer on a dual-stack socket) is 203.0.113.7. */
function normalise(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, '$1');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped?.[1] ?? trimmed).toLowerCase();
}

function isTrusted(subnets: net.BlockList, address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return subnets.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address given the socket's peer and the X-Forwarded-For header, under `trust`.
 * Pure, so the rule is tested without sockets. A forwarded hop that is not an IP address ends
 * the walk: a proxy we trust never writes one, so it came from the client.
 */
export function resolveClientIp(
  trust: TrustProxy,
  socketAddress: string,
  forwardedFor: string | undefined,
): string {
  const socket = normalise(socketAddress);
  if (trust.kind === 'none' || !forwardedFor) return socket;
  // Nearest first: the socket's peer, then X-Forwarded-For from right to left.
  const hops = forwardedFor.split(',').map(normalise).filter(Boolean).reverse();
  const chain = [socket, ...hops];
  if (trust.kind === 'hops') {
    for (let index = 1; index <= Math.min(trust.hops, hops.length); index += 1) {
      if (net.isIP(chain[index] ?? '') === 0) return chain[index - 1] ?? socket;
    }
    return chain[Math.min(trust.hops, hops.length)] ?? socket;
  }
  let client = socket;
  for (const hop of chain) {
    if (net.isIP(hop) === 0) return client;
    client = hop;
    if (!isTrusted(trust.subnets, hop)) return hop;
  }
  // Every hop is one of ours (a health check from inside): the left-most is as far as we can see.
  return client;
}

/**
 * THE client IP for every per-IP limit and count (sign-in throttles, captchas, hot searches):
 * the right-most untrusted hop of X-Forwarded-For under TRUST_PROXY, else the socket's peer.
 * In-process tests (app.request without a socket) read as `unknown`, one shared client.
 */
export function clientIp(c: Context<AppEnv>): string {
  let socket = 'unknown';
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
  }
  const trust = c.var.deps?.trustProxy ?? trustNoProxy;
  return resolveClientIp(trust, socket, c.req.header('x-forwarded-for')).slice(0, 64);
}
