import { describe, expect, it } from 'vitest';
import { assertSandboxReach, readConfig } from './config';
import { pictureStorageFromConfig, picturesNotSharedWarning } from './adapters-from-env';

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

describe('the picture bucket (S3_*)', () => {
  it('is read whole from S3_BUCKET and its companions, with the defaults the README names', () => {
    expect(readConfig({}).pictureBucket).toBeUndefined();
    expect(readConfig({ S3_BUCKET: 'pasar' }).pictureBucket).toEqual({
      bucket: 'pasar',
      prefix: 'avatars/',
      endpoint: undefined,
      region: 'auto',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      readConfig({
        S3_BUCKET: 'pasar',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: 'shop/pictures/',
        S3_FORCE_PATH_STYLE: '1',
      }).pictureBucket,
    ).toEqual({
      bucket: 'pasar',
      prefix: 'shop/pictures/',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });

  it('refuses a setting that cannot work rather than keep pictures on one machine unnoticed', () => {
    expect(() => readConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /S3_ENDPOINT set without S3_BUCKET/,
    );
    expect(() => readConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be/);
    expect(() => readConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(/set both or neither/);
    expect(() => readConfig({ S3_BUCKET: 'b', S3_PREFIX: 'pictures' })).toThrow(/S3_PREFIX/);
    expect(() => readConfig({ S3_BUCKET: 'b', S3_PREFIX: '/abs/' })).toThrow(/S3_PREFIX/);
    expect(() => readConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'true' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(readConfig({ S3_BUCKET: 'b', S3_PREFIX: '' }).pictureBucket?.prefix).toBe('');
  });

  it('is warned of when production on PostgreSQL keeps pictures on this machine only', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/pasar',
      DATA_DIR: '/srv/pasar',
    };
    const warningFor = (env: NodeJS.ProcessEnv) => {
      const config = readConfig(env);
      return picturesNotSharedWarning(config, pictureStorageFromConfig(config));
    };
    expect(warningFor(production)).toMatch(
      /files in \/srv\/pasar\/avatars on this machine only.*Set S3_BUCKET/,
    );
    expect(warningFor({ ...production, S3_BUCKET: 'pasar' })).toBeUndefined();
    // One process on PGlite, or a machine that is not production, shares with nobody.
    expect(warningFor({ NODE_ENV: 'production', DATA_DIR: '/srv/pasar' })).toBeUndefined();
    expect(warningFor({ DATABASE_URL: 'postgres://db/pasar' })).toBeUndefined();
  });
});

describe('the first view’s deadline for its calls', () => {
  it('is 400 ms unless FIRST_VIEW_CALLS_WITHIN_MS names a whole number of milliseconds', () => {
    expect(readConfig({}).firstViewCallsWithinMs).toBe(400);
    expect(readConfig({ FIRST_VIEW_CALLS_WITHIN_MS: '1500' }).firstViewCallsWithinMs).toBe(1500);
    expect(() => readConfig({ FIRST_VIEW_CALLS_WITHIN_MS: '0.5s' })).toThrow(/FIRST_VIEW_CALLS_WITHIN_MS/);
    expect(() => readConfig({ FIRST_VIEW_CALLS_WITHIN_MS: '0' })).toThrow(/FIRST_VIEW_CALLS_WITHIN_MS/);
  });
});
