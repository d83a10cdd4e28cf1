import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER } from './idempotency';
import { runCrashChild, testDatabaseUrl } from '../test-support/crash-child';
import { atOrderCommit, type CommitMoment } from '../test-support/order-commit-crash';
import { memberIdOf, orderFlows, plainListings, type Shopper } from '../test-support/order-helpers';
import { insertOrder, pay, paymentMember, paymentRows, sandboxOf } from '../test-support/payment-helpers';
import { startTestServer, type TestServer } from '../test-support/test-server';

/**
 * An idempotent write is crash-safe (server/http/idempotency.ts, ADR 013): the write and its
 * answer commit together, so a server dying anywhere kept both (the retry replays) or neither
 * (the retry, once the dead request may be taken over, runs the write): one order either way.
 * In process on both databases (a request that never comes back after the commit); on
 * PostgreSQL also with a real SIGKILL of a child process serving the submit, after the commit and
 * just before it; and there, a first request still inside its transaction past the takeover
 * window is not taken over.
 */

let server: TestServer;
let flows: ReturnType<typeof orderFlows>;
beforeAll(async () => {
  server = await startTestServer();
  flows = orderFlows(server);
});
afterAll(async () => {
  await server.close();
});

const postgres = Boolean(process.env.TEST_DATABASE_URL);
/** Past the 2 minutes after which a silent first request counts as dead. */
const TAKEOVER_MS = 2 * 60_000 + 1_000;

// From the back of the catalogue: other files take SKUs from the front.
const plain = plainListings('ID').reverse();
let next = 0;
const freshSku = () => plain[next++]!.skus[0]!.skuId;

/** A member and a priced submit of one fresh SKU; `send` is the press and every retry of it. */
async function pricedSubmit() {
  const shopper: Shopper = await flows.member('ID');
  const memberId = await memberIdOf(server, shopper);
  const skuList = [{ sku_id: freshSku(), quantity: 1 }];
  const priced = await shopper.preview(skuList);
  const body = {
    buy_type: 'now',
    sku_list: skuList,
    address_id: shopper.address_id,
    price_token: priced.price_token,
  };
  const headers = { ...shopper.headers, [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() };
  const send = () => server.call('POST', '/api/order/trade/submit', body, headers);
  return { memberId, body, headers, send };
}

const ordersOf = (memberId: string) =>
  server.database.db.select().from(orders).where(eq(orders.memberId, memberId));

/** The one order, and its answer as the submit gave it. */
async function theOneOrder(memberId: string) {
  const made = await ordersOf(memberId);
  expect(made.map((order) => order.orderNo)).toHaveLength(1);
  return { order_no: made[0]!.orderNo, pay_deadline: made[0]!.payDeadline!.getTime() };
}

/** Serves the submit in a child process on the test's PostgreSQL database, killed at `moment`. */
async function submitInChildKilledAt(moment: CommitMoment, submit: Awaited<ReturnType<typeof pricedSubmit>>) {
  const request = {
    moment,
    now: server.clock.now().toISOString(),
    memberId: submit.memberId,
    headers: submit.headers,
    body: submit.body,
  };
  const { signal, stderr } = await runCrashChild('server/test-support/submit-crash-child.ts', [
    await testDatabaseUrl(server),
    JSON.stringify(request),
  ]);
  expect(signal, stderr).toBe('SIGKILL');
}

describe(`an order submit whose server died around the order's commit, on ${postgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('is made once: the retry with the same key after the takeover replays the first answer', async () => {
    const submit = await pricedSubmit();
    let died!: () => void;
    const crashed = new Promise<void>((resolve) => (died = resolve));
    atOrderCommit(server.database.db, submit.memberId, 'after-commit', () => {
      died();
      return new Promise<never>(() => {});
    });
    void submit.send();
    await crashed;

    server.clock.advance(TAKEOVER_MS);
    const retry = await submit.send();
    expect(retry.json.code, JSON.stringify(retry.json)).toBe(0);
    expect(retry.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(retry.json.data).toEqual(await theOneOrder(submit.memberId));
  });

  it.runIf(postgres)(
    'is made once after a SIGKILL of the server right after the commit: the retry replays it',
    async () => {
      const submit = await pricedSubmit();
      await submitInChildKilledAt('after-commit', submit);
      const first = await theOneOrder(submit.memberId);

      server.clock.advance(TAKEOVER_MS);
      const retry = await submit.send();
      expect(retry.json.code, JSON.stringify(retry.json)).toBe(0);
      expect(retry.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
      expect(retry.json.data).toEqual(first);
      await theOneOrder(submit.memberId);
    },
    60_000,
  );

  it.runIf(postgres)(
    'is made once after a SIGKILL just before the commit: nothing was kept, the retry after the takeover makes it',
    async () => {
      const submit = await pricedSubmit();
      await submitInChildKilledAt('before-commit', submit);
      expect(await ordersOf(submit.memberId)).toEqual([]);
      // The dead request's claim: the same key waits (409) until it may be taken over.
      expect((await submit.send()).json.code).toBe(1100409);

      server.clock.advance(TAKEOVER_MS);
      const retry = await submit.send();
      expect(retry.json.code, JSON.stringify(retry.json)).toBe(0);
      expect(retry.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
      expect(retry.json.data).toEqual(await theOneOrder(submit.memberId));
      expect((await submit.send()).headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    },
    60_000,
  );
});

describe.runIf(postgres)(
  'a first request still inside its transaction past the takeover window, on PostgreSQL',
  () => {
    it('is never taken over: the same key waits (409), then replays its answer; one payment', async () => {
      const { token, memberId } = await paymentMember(server);
      const orderNo = await insertOrder(server, memberId);
      const key = { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() };
      const send = () => pay(server, token, { order_no: orderNo, method: 'gopay' }, key);
      // The provider is slow to create the payment: the first request waits inside its transaction.
      const sandbox = sandboxOf(server);
      const create = sandbox.createPayment.bind(sandbox);
      let reached!: () => void;
      let resume!: () => void;
      const waiting = new Promise<void>((resolve) => (reached = resolve));
      sandbox.createPayment = async (input) => {
        Reflect.deleteProperty(sandbox, 'createPayment');
        reached();
        await new Promise<void>((resolve) => (resume = resolve));
        return create(input);
      };
      const first = send();
      await waiting;

      server.clock.advance(TAKEOVER_MS);
      const meanwhile = await send();
      expect([meanwhile.status, meanwhile.json.code]).toEqual([409, 1100409]);
      resume();
      const answered = await first;
      expect(answered.json.code, JSON.stringify(answered.json)).toBe(0);
      const retry = await send();
      expect(retry.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
      expect(retry.json).toEqual(answered.json);
      expect(await paymentRows(server, orderNo)).toHaveLength(1);
    });
  },
);
