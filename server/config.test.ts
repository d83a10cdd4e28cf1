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
