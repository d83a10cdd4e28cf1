import crypto from 'node:crypto';
import { type Clock } from '../../lib/clock';
import { PaymentsDisabled, type PaymentProvider } from './provider';
import { SandboxPaymentProvider } from './sandbox-provider';

/**
 * The payment provider the configuration names (ServerConfig.paymentProvider). A real adapter is
 * added here, chosen by its own variables (XENDIT_SECRET_KEY…), the way server/adapters-from-env.ts
 * picks WhatsApp or SMTP.
 */
export function paymentsFromConfig(
  config: { paymentProvider: 'sandbox' | 'disabled'; paymentWebhookSecret: string | undefined },
  clock: Clock,
): PaymentProvider {
  if (config.paymentProvider === 'sandbox')
    return new SandboxPaymentProvider(
      config.paymentWebhookSecret ?? crypto.randomBytes(32).toString('hex'),
      clock,
    );
  return new PaymentsDisabled();
}
