import { describe, expect, it } from 'vitest';
import { assertSandboxReach, readConfig } from './config';

describe('the sandbox switch', () => {
  it('is off unless PASAR_SANDBOX=1, whatever NODE_ENV says', () => {
    expect(readConfig({}).sandbox).toBe(false);
    expect(readConfig({ NODE_ENV: 'development' }).sandbox).toBe(false);
    expect(readConfig({ PASAR_SANDBOX: 'true' }).sandbox).toBe(false);
    expect(readConfig({ PASAR_SANDBOX: '1' }).sandbox).toBe(true);
  });

  it('listens on loopback by default with the sandbox, and refuses a public HOST without the second flag', () => {
    const sandbox = readConfig({ PASAR_SANDBOX: '1' });
    expect(sandbox.host).toBe('127.0.0.1');
    expect(() => assertSandboxReach(sandbox)).not.toThrow();
    expect(() => assertSandboxReach(readConfig({ PASAR_SANDBOX: '1', HOST: '0.0.0.0' }))).toThrow(
      /PASAR_SANDBOX_PUBLIC/,
    );
    expect(() => assertSandboxReach(readConfig({ PASAR_SANDBOX: '1', HOST: '::' }))).toThrow(
      /PASAR_SANDBOX_PUBLIC/,
    );
    expect(() =>
      assertSandboxReach(readConfig({ PASAR_SANDBOX: '1', PASAR_SANDBOX_PUBLIC: '1', HOST: '0.0.0.0' })),
    ).not.toThrow();
    expect(() => assertSandboxReach(readConfig({ HOST: '0.0.0.0' }))).not.toThrow();
  });
});

describe('the payment provider', () => {
  it('is the sandbox only with PASAR_SANDBOX=1 outside production, else disabled', () => {
    expect(readConfig({ PASAR_SANDBOX: '1' }).paymentProvider).toBe('sandbox');
    expect(readConfig({}).paymentProvider).toBe('disabled');
    expect(readConfig({ PASAR_SANDBOX: '1', NODE_ENV: 'production' }).paymentProvider).toBe('disabled');
    expect(readConfig({ PAYMENT_WEBHOOK_SECRET: 's3cret' }).paymentWebhookSecret).toBe('s3cret');
  });
});
