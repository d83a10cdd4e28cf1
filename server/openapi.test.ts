import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-support/test-server';

/**
 * Routes that are not part of the shopper API, each with the reason it has no entry in
 * /api/openapi.json. Anything else a route group adds must be declared with createRoute.
 */
const UNDOCUMENTED: Record<string, string> = {
  'GET /api/dev/outbox': 'sandbox window for tests (404 in production); declared hidden',
  'GET /api/dev/captcha/:id': 'sandbox window for tests (404 in production)',
  'POST /api/dev/deletion/run':
    'sandbox: the erasure job with the clock moved forward (404 in production); declared hidden',
  'GET /api/dev/captcha_audio': 'sandbox window for tests (404 in production); declared hidden',
  'POST /api/dev/member': 'sandbox: a fresh signed-in shopper (404 in production); declared hidden',
  'POST /api/dev/stock': "sandbox merchant tool: set a SKU's stock (404 in production); declared hidden",
  'POST /api/dev/price': "sandbox merchant tool: set a SKU's price (404 in production); declared hidden",
  'POST /api/dev/order/ship': 'sandbox merchant tool (404 in production); declared hidden',
  'POST /api/dev/order/deliver': 'sandbox merchant tool (404 in production); declared hidden',
  'POST /api/dev/shipment/advance':
    "sandbox courier: a package's next event now (404 in production); declared hidden",
  'POST /api/dev/order/tracking-jobs':
    'sandbox: the courier and automatic-receipt jobs with the clock moved forward (404 in production); declared hidden',
  'POST /api/dev/after_sale/move':
    'sandbox merchant tool: agree, refuse, intercept, receive, inspect (404 in production); declared hidden',
  'POST /api/dev/after_sale/refund':
    'sandbox merchant tool: settle refunds now (404 in production); declared hidden',
  'POST /api/dev/after_sale/return-deadline':
    'sandbox: the return-deadline job run forward (404 in production); declared hidden',
  'POST /api/dev/voucher/end':
    "sandbox: a claim's validity ended, as if the clock had passed it (404 in production); declared hidden",
  'POST /api/dev/order/pay-deadline':
    "sandbox: an unpaid order's deadline minutes from now (404 in production); declared hidden",
  'POST /api/dev/order/close-overdue':
    'sandbox: the overdue-order job with the clock moved forward (404 in production); declared hidden',
  'POST /api/dev/code-sends/age':
    "sandbox: an account's code sends moved back, the 60 s resend wait passed (404 in production); declared hidden",
  'GET /api/sandbox/google/authorize': "the sandbox Google's HTML page, not the API",
  'POST /api/sandbox/google/authorize': "the sandbox Google's HTML form, not the API",
  'GET /sandbox-pay/:ref': "the sandbox payment provider's hosted page, not the API (404 in production)",
  'POST /sandbox-pay/:ref/card': "the sandbox payment provider's card form",
  'GET /sandbox-pay/:ref/3ds': "the sandbox payment provider's 3-D Secure page",
  'POST /sandbox-pay/:ref/3ds': "the sandbox payment provider's 3-D Secure form",
  'POST /sandbox-pay/:ref/decide': "the sandbox payment provider's pay / fail / abandon",
  'GET /api/openapi.json': 'the document itself',
  'GET /api/docs': 'the reference page (outside production)',
  'GET /api/docs/scalar.js': "the reference page's script (outside production)",
  'GET /internal/rum': "the team's monitoring report page, not the API (ADR 026; token in production)",
  'GET /internal/rum/data.json': "the team's monitoring report's figures (ADR 026)",
  'GET /internal/rum/:file{[a-z.]+}': "the report page's script, styles and chart library (ADR 026)",
};

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: { in: string; name: string }[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

describe('the API reference', () => {
  let server: TestServer;
  let document: { paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    server = await startTestServer();
    const { status, json } = await server.call('GET', '/api/openapi.json');
    expect(status).toBe(200);
    document = json;
  });
  afterAll(() => server.close());

  /** Every method and path the app routes, middleware and the 404 fallback left out. */
  function routedEndpoints(): string[] {
    const app = server.app;
    return [
      ...new Set(
        app.routes
          .filter((route) => route.method !== 'ALL' && !route.path.endsWith('*'))
          .map((route) => `${route.method} ${route.path}`),
      ),
    ];
  }

  const documented = () =>
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map(
        (method) => `${method.toUpperCase()} /api${path.replace(/\{([^}]+)\}/g, ':$1')}`,
      ),
    );

  it('documents every route the app serves, except the ones listed with a reason', () => {
    const missing = routedEndpoints().filter(
      (endpoint) => !(endpoint in UNDOCUMENTED) && !documented().includes(endpoint),
    );
    expect(missing).toEqual([]);
    expect(routedEndpoints().length).toBeGreaterThan(40);
  });

  it('lists no route the app does not serve', () => {
    const routed = routedEndpoints();
    expect(documented().filter((endpoint) => !routed.includes(endpoint))).toEqual([]);
  });

  it('gives every route a 200 answer with a schema, the envelope around data for JSON', () => {
    // Readiness answers a plain { status } (200 or 503), as a load balancer's health check reads it.
    const plain = new Set(['get /ready']);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (plain.has(`${method} ${path}`)) continue;
        const content = operation.responses['200']?.content;
        expect(content, `${method} ${path}`).toBeDefined();
        const [type, media] = Object.entries(content!)[0]!;
        expect(media.schema, `${method} ${path}`).toBeDefined();
        if (type === 'application/json')
          expect(media.schema, `${method} ${path}`).toMatchObject({
            type: 'object',
            properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: expect.anything() },
          });
      }
    }
  });

  it('names every operation once, declares its security and describes its refusals (fit for generated clients)', () => {
    const ids: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method} ${path}`;
        expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z0-9]*$/);
        ids.push(operation.operationId!);
        expect(operation.security, where).toBeDefined();
        expect(Object.keys(operation.responses), where).toEqual(expect.arrayContaining(['400', '429']));
        const memberOnly = operation.security!.length > 0 && operation.security!.every((r) => 'bearer' in r);
        if (memberOnly) expect(operation.responses['401'], where).toBeDefined();
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('orderCartAdd');
  });

  it('makes a TypeScript client (openapi-typescript) that type-checks, with a call typed from it', async () => {
    const { default: openapiTS, astToString } = await import('openapi-typescript');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-openapi-'));
    try {
      const types = astToString(await openapiTS(document as never));
      fs.writeFileSync(path.join(folder, 'api.ts'), types);
      // A client's use: the cart add call's body and answer, by operation and by path.
      fs.writeFileSync(
        path.join(folder, 'use.ts'),
        [
          "import type { operations, paths } from './api';",
          "type Add = operations['orderCartAdd'];",
          "type Body = NonNullable<Add['requestBody']>['content']['application/json'];",
          "export const body: Body = { sku_id: '100000420201', quantity: 2 };",
          "// @ts-expect-error a quantity is a number in the generated types too",
          "export const wrong: Body = { sku_id: '100000420201', quantity: 'two' };",
          "export type Answer = paths['/order/cart/add']['post']['responses']['200']['content']['application/json']['code'];",
          "export const code: Answer = 0;",
        ].join('\n'),
      );
      const program = ts.createProgram([path.join(folder, 'use.ts')], {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        target: ts.ScriptTarget.ES2022,
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      expect(problems).toEqual([]);
      expect(types).toContain('orderCartAdd');
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it('gives every POST and PUT that reads a body its JSON schema', () => {
    const bodiless = new Set([
      'post /support/api/app/load',
      'post /search/records',
      'post /search/records/del',
      'post /member/user/logout',
      'post /member/user/handoff_code',
      'post /member/user/logout_all',
      'post /message/count',
      'post /member/deletion/cancel',
    ]);
    const multipart = new Set(['put /member/user/update_avatar', 'post /order/after_sale/evidence']);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (method === 'get' || bodiless.has(`${method} ${path}`)) continue;
        // The uploads (the avatar, ADR 016; evidence pictures, ADR 030) document their multipart form instead.
        const type = multipart.has(`${method} ${path}`) ? 'multipart/form-data' : 'application/json';
        expect(operation.requestBody?.content[type]?.schema, `${method} ${path}`).toBeDefined();
      }
    }
  });

  it('documents the request headers and the bearer scheme', () => {
    const login = document.paths['/member/user/info']!.get!;
    expect(login.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['header:deviceid', 'header:language', 'header:x-locale']),
    );
    expect(JSON.stringify(document)).toContain('"bearer"');
  });
});

describe('the interactive reference', () => {
  it('loads Scalar from this server, never a CDN, outside production', async () => {
    const server = await startTestServer();
    try {
      const page = await (await server.fetch('/api/docs')).text();
      expect(page).toContain('<script src="/api/docs/scalar.js"');
      expect(page).toContain('/api/openapi.json');
      expect(page).not.toMatch(/cdn\.jsdelivr|unpkg|fonts\.scalar/);
      const script = await server.fetch('/api/docs/scalar.js');
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toContain('javascript');
      expect((await script.text()).length).toBeGreaterThan(1_000_000);
    } finally {
      await server.close();
    }
  });

  it('is absent in production, where the document stays', async () => {
    const server = await startTestServer({ production: true });
    try {
      expect((await server.call('GET', '/api/docs')).json).toMatchObject({ code: 1108001 });
      expect((await server.call('GET', '/api/docs/scalar.js')).status).toBe(404);
      expect((await server.call('GET', '/api/openapi.json')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
