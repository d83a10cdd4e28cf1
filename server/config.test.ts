import { describe, expect, it } from 'vitest';
import { assertSandboxReach, readConfig } from './config';

describe('the sandbox switch', () => {
  it('is off unless PASAR_SANDBOX=1, whatever NODE_ENV says', () => {
    expect(readConfig({}).sandbox).toBe(false);
    expect(readConfig({ NODE_ENV: 'development' }).sandbox).toBe(false);
    expect(readConfig({ PASAR_SANDBOX: '0' }).sandbox).toBe(false);
    expect(readConfig({ PASAR_SANDBOX: '1' }).sandbox).toBe(true);
  });

  it('refuses a switch that is neither 1 nor 0 rather than guess', () => {
    expect(() => readConfig({ PASAR_SANDBOX: 'true' })).toThrow(/PASAR_SANDBOX must be 1 or 0/);
    expect(() => readConfig({ PASAR_SANDBOX_PUBLIC: 'yes' })).toThrow(/PASAR_SANDBOX_PUBLIC must be 1 or 0/);
  });

  it('refuses every sandbox setting in production, so no script can start one there', () => {
    const production = { NODE_ENV: 'production' };
    expect(() => readConfig({ ...production, PASAR_SANDBOX: '1' })).toThrow(
      /production refuses the sandbox.*PASAR_SANDBOX/,
    );
    expect(() => readConfig({ ...production, PASAR_SANDBOX_PUBLIC: '1' })).toThrow(/PASAR_SANDBOX_PUBLIC/);
    expect(() => readConfig({ ...production, COURIER_TIME_SCALE: '1440' })).toThrow(/COURIER_TIME_SCALE/);
    expect(() => readConfig({ ...production, PASAR_SANDBOX: 'on' })).toThrow(/PASAR_SANDBOX/);
    // Saying no is fine.
    expect(readConfig({ ...production, PASAR_SANDBOX: '0', COURIER_TIME_SCALE: '1' }).sandbox).toBe(false);
    expect(readConfig(production).paymentProvider).toBe('disabled');
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
  it('is the sandbox only with PASAR_SANDBOX=1 (never in production: refused above), else disabled', () => {
    expect(readConfig({ PASAR_SANDBOX: '1' }).paymentProvider).toBe('sandbox');
    expect(readConfig({}).paymentProvider).toBe('disabled');
    expect(readConfig({ PAYMENT_WEBHOOK_SECRET: 's3cret' }).paymentWebhookSecret).toBe('s3cret');
  });
});
