import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('configuration', () => {
  it('defaults to PGlite under ./data, the local payment simulator and local storage', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.dataDir).toBe(path.join(REPO_ROOT, 'data', 'pglite'));
    expect(config.payments).toEqual({ provider: 'local', enabled: true });
    expect(config.seedDemo).toBe(true);
    expect(config.storage.driver).toBe('local');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.cookieSecure).toBe(false);
  });

  it('lists every invalid variable in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrowError(
      expect.objectContaining({
        message: expect.stringMatching(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/),
      }),
    );
  });

  it('allows pushes to loopback only when a test asks, and never in production', () => {
    expect(loadConfig({}).push.allowLoopbackForTests).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'test', PUSH_ALLOW_LOOPBACK_FOR_TESTS: 'true' }).push
        .allowLoopbackForTests,
    ).toBe(true);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://fhp.example.com',
        PUSH_ALLOW_LOOPBACK_FOR_TESTS: 'true',
      }),
    ).toThrowError(
      expect.objectContaining({
        message: expect.stringContaining('PUSH_ALLOW_LOOPBACK_FOR_TESTS'),
      }),
    );
  });

  it('takes a VAPID subject only as a mailto: address or an https URL', () => {
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:ops@fhp.example' }).push.subject).toBe(
      'mailto:ops@fhp.example',
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@fhp.example' })).toThrowError(
      expect.objectContaining({ message: expect.stringContaining('VAPID_SUBJECT') }),
    );
  });

  it('leaves error reporting and metrics off unless set, and checks what is set', () => {
    expect(loadConfig({}).observability).toEqual({
      sentryDsn: undefined,
      sentryWebDsn: undefined,
      metricsToken: undefined,
    });
    expect(
      loadConfig({
        SENTRY_DSN: 'https://key@glitchtip.example/3',
        SENTRY_WEB_DSN: ' ',
        METRICS_TOKEN: 'a'.repeat(32),
      }).observability,
    ).toEqual({
      sentryDsn: 'https://key@glitchtip.example/3',
      sentryWebDsn: undefined,
      metricsToken: 'a'.repeat(32),
    });
    for (const [name, value] of [
      ['SENTRY_DSN', 'not a dsn'],
      ['SENTRY_WEB_DSN', 'glitchtip.example'],
      ['METRICS_TOKEN', 'short'],
    ] as const) {
      expect(() => loadConfig({ [name]: value })).toThrowError(
        expect.objectContaining({ message: expect.stringContaining(name) }),
      );
    }
  });

  it('requires PayPal credentials when PayPal is chosen', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'paypal' })).toThrow(ConfigError);
    const config = loadConfig({
      PAYMENTS_PROVIDER: 'paypal',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 's',
    });
    expect(config.payments).toMatchObject({
      provider: 'paypal',
      apiBase: 'https://api-m.sandbox.paypal.com',
    });
  });

  it('switches to S3 when a bucket is set and to secure cookies behind https', () => {
    const config = loadConfig({
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      PUBLIC_URL: 'https://fhp.example/',
    });
    expect(config.storage).toMatchObject({
      driver: 's3',
      bucket: 'uploads',
      endpoint: 'http://127.0.0.1:9000',
    });
    expect(config.publicUrl).toBe('https://fhp.example');
    expect(config.cookieSecure).toBe(true);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).database.url).toBeUndefined();
  });

  describe('with NODE_ENV=production', () => {
    it('creates no demo data and takes no simulated money unless told so by name', () => {
      const config = loadConfig({ NODE_ENV: 'production' });
      expect(config.seedDemo).toBe(false);
      expect(config.payments).toEqual({ provider: 'local', enabled: false });
      const optedIn = loadConfig({
        NODE_ENV: 'production',
        SIMULATED_PAYMENTS_TAKE_NO_REAL_MONEY: 'true',
      });
      expect(optedIn.payments).toEqual({ provider: 'local', enabled: true });
    });

    it('refuses to start when asked to load the demo accounts', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
    });
  });

  it('ends idle sessions after three days unless configured', () => {
    expect(loadConfig({}).sessionIdleMs).toBe(72 * 3600 * 1000);
    expect(loadConfig({ SESSION_IDLE_HOURS: '1' }).sessionIdleMs).toBe(3600 * 1000);
  });
});
