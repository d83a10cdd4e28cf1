/**
 * The idempotent-submit crash test's child process (server/http/idempotency-crash.test.ts): a server
 * on the test's PostgreSQL database that takes one order submit and is killed with SIGKILL at
 * `moment` of the transaction that makes the order (order-commit-crash.ts), as a server dying
 * there would be.
 *
 *   tsx server/test-support/submit-crash-child.ts <database url> <request as JSON>
 *
 * The request: { moment, now, memberId, headers, body } (now: the test clock's ISO time, so the
 * claim the child writes ages on the test's clock).
 */
import { openDatabase } from '../db/client';
import { atOrderCommit, type CommitMoment } from './order-commit-crash';
import { TestClock } from './test-clock';
import { testApp } from './test-server';

const [url, requestJson] = process.argv.slice(2);
const request = JSON.parse(requestJson!) as {
  moment: CommitMoment;
  now: string;
  memberId: string;
  headers: Record<string, string>;
  body: unknown;
};
const database = await openDatabase({ databaseUrl: url! });
const { app } = testApp(database, new TestClock(new Date(request.now)));
atOrderCommit(database.db, request.memberId, request.moment, () => {
  process.kill(process.pid, 'SIGKILL');
  return new Promise<never>(() => {});
});
await app.request('/api/order/trade/submit', {
  method: 'POST',
  headers: { ...request.headers, 'Content-Type': 'application/json' },
  body: JSON.stringify(request.body),
});
// Never reached: the kill above ends the process before the answer.
process.exit(3);
