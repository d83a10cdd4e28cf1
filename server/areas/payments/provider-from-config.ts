import crypto from 'node:crypto';
import { type Clock } from '../../lib/clock';
import type { Db } from '../../db/client';
import { PaymentsDisabled, type PaymentProvider } from './provider';
import { SandboxPaymentProvider } from './sandbox-provider';

/**
 * The payment provider the configuration names (ServerConfig.paymentProvider). A real adapter is
 * added here, chosen by its own variables (XENDIT_SECRET_KEY…), the way server/adapters-from-env.ts
 * picks WhatsApp or SMTP.
 */
export function paymentsFromConfig(
  config: { paymentProvider: 'sandbox' | 'disabled'; paymentWebhookSecret: string | undefined },
  db: Db,
  clock: Clock,
): PaymentProvider {
  if (config.paymentProvider === 'sandbox')
    return new SandboxPaymentProvider(
      db,
      // Each process may sign with its own secret: the sandbox delivers its webhooks in process.
      config.paymentWebhookSecret ?? crypto.randomBytes(32).toString('hex'),
      clock,
    );
  return new PaymentsDisabled();
}
