/**
 * The crash test's child process (server/areas/after-sales/after-sales-crash.test.ts): settles one refund against
 * the test's PostgreSQL database and is killed with SIGKILL right after the payment provider has
 * answered, before our database write, as a server process dying at the worst moment would be.
 *
 *   tsx server/test-support/refund-crash-child.ts <database url> <refund id>
 */
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { refunds } from '../db/schema';
import { onRequestRefunded } from '../areas/after-sales/after-sales-moves';
import { settleRefund } from '../areas/payments/refunds';
import { SandboxPaymentProvider } from '../areas/payments/sandbox-provider';

const [url, refundId] = process.argv.slice(2);
const database = await openDatabase({ databaseUrl: url! });
const clock = { now: () => new Date() };
const sandbox = new SandboxPaymentProvider(database.db, 'crash-test', clock);
const [refund] = await database.db.select().from(refunds).where(eq(refunds.id, refundId!));
if (!refund) throw new Error(`No refund ${refundId}`);
await settleRefund({ db: database.db, clock, payments: sandbox }, refund, onRequestRefunded, {
  afterProviderAnswer: () => {
    process.kill(process.pid, 'SIGKILL');
  },
});
// Never reached: the kill above ends the process before the write.
process.exit(3);
