import type { Server } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from './client-ip';
import { IDLE_SOCKET_MS, listen, SERVER_TIMEOUTS } from './connection-limits';
import { startTestServer, type TestServer } from '../test-support/test-server';

// The server's edges over a real socket, as server/main.ts listens: what an in-process request
// cannot show (timeouts, connections per address, an answer the client reads whole).
let server: TestServer;
let http: Server;
let origin: string;
let token: string;
const PER_IP = 4;

beforeAll(async () => {
  server = await startTestServer();
  http = await new Promise<Server>((resolve) => {
    const listening: Server = listen(
      server.app.fetch,
      {
        port: 0,
        host: '127.0.0.1',
        trustProxy: parseTrustProxy(undefined),
        perIp: PER_IP,
        capLoopback: true,
      },
      () => resolve(listening),
    );
  });
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  token = (await server.call('POST', '/api/dev/member', { country_code: 'ID' })).json.data.auth_token;
});
afterAll(async () => {
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
  await server.close();
});

function connect(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect((http.address() as AddressInfo).port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

describe('the listening server', () => {
  it('closes silent, half-sent and idle sockets by its own timeouts, checked every second', () => {
    expect(http.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(http.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(http.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
    expect(http.timeout).toBe(IDLE_SOCKET_MS);
    // A kept-alive socket is closed politely (keepAliveTimeout) before the idle cut destroys it.
    expect(SERVER_TIMEOUTS.keepAliveTimeout).toBeLessThan(IDLE_SOCKET_MS);
    // Node's default check every 30 s let a silent socket live 25–40 s.
    expect(SERVER_TIMEOUTS.connectionsCheckingInterval).toBeLessThanOrEqual(1_000);
  });

  it(`refuses the connections of one address past ${PER_IP}, and takes new ones as the old close`, async () => {
    const sockets = await Promise.all(Array.from({ length: PER_IP + 2 }, connect));
    const closed = await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<boolean>((resolve) => {
            socket.once('close', () => resolve(true));
            setTimeout(() => resolve(false), 300);
          }),
      ),
    );
    expect(closed.filter(Boolean)).toHaveLength(2);
    sockets.forEach((socket) => socket.destroy());
    await expect.poll(async () => (await fetch(`${origin}/api/health`)).status).toBe(200);
  });

  it.each([
    ['a JSON body over the limit', '/api/cart/add_cart', 'application/json', 200_000, 413, 1100413],
    ['JSON sent as text/plain, over the limit', '/api/cart/add_cart', 'text/plain', 200_000, 413, 1100413],
    ['JSON sent as text/plain', '/api/cart/add_cart', 'text/plain', 60_000, 415, 1100415],
    [
      'a picture over its limit',
      '/api/member/user/update_avatar',
      'multipart/form-data; boundary=x',
      1_000_000,
      413,
      1101018,
    ],
  ])(
    'answers %s whole to a client still sending it, never a reset',
    async (_name, path, type, size, status, code) => {
      const body = 'x'.repeat(size);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const response = await fetch(origin + path, {
          method: path.endsWith('update_avatar') ? 'PUT' : 'POST',
          headers: { 'Content-Type': type, Authorization: `Bearer ${token}` },
          body,
        });
        expect([response.status, (await response.json()).code]).toEqual([status, code]);
      }
    },
  );
});
