import { afterAll, beforeAll, beforeEach } from 'vitest';
import { FakePayPalServer, fakePayPalEnv } from './fake-paypal-server';
import { createTestApp, type TestApp } from './test-app';

export type TwoProcesses = {
  /** The first app: it made the database (and drops it when it closes). */
  first: TestApp;
  /** A second app on the same database, as a second server process. */
  second: TestApp;
};

/**
 * A stand-in for an app opened by a `beforeAll`: it can be named (passed to helpers, bound in
 * closures) while the file's tests are collected, and reads the real app when a hook or a test
 * uses it.
 */
function openedLater(get: () => TestApp | undefined): TestApp {
  const opened = () => {
    const app = get();
    if (!app) throw new Error('the test apps open in beforeAll: use them in hooks and tests');
    return app;
  };
  return {
    get app() {
      return opened().app;
    },
    get services() {
      return opened().services;
    },
    get database() {
      return opened().database;
    },
    get config() {
      return opened().config;
    },
    close: () => opened().close(),
  };
}

/**
 * Two apps on one database, as two server processes (on PostgreSQL each has its own pool, so
 * their requests really run side by side): opened before the enclosing describe's tests and
 * closed after them, the second first. Call it in a describe block:
 * `const { first: t, second: other } = twoProcesses();`.
 *
 * `env` is read when the apps open (after `setUp`, e.g. a fake server's address); `tearDown`
 * runs once both apps are closed.
 */
export function twoProcesses(
  options: {
    env?: () => Record<string, string>;
    setUp?: () => Promise<unknown>;
    tearDown?: () => Promise<unknown>;
  } = {},
): TwoProcesses {
  let first: TestApp | undefined;
  let second: TestApp | undefined;
  beforeAll(async () => {
    await options.setUp?.();
    const env = options.env?.();
    first = await createTestApp({ env });
    second = await createTestApp({ env, database: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await options.tearDown?.();
  });
  return { first: openedLater(() => first), second: openedLater(() => second) };
}

/**
 * `twoProcesses` paying through a fake PayPal server (Orders, Payouts, signed webhooks), started
 * before the apps and closed after them; each test starts with PayPal up (no outage).
 */
export function twoProcessesOnFakePayPal(): TwoProcesses & { fake: FakePayPalServer } {
  const fake = new FakePayPalServer();
  const apps = twoProcesses({
    setUp: () => fake.start(),
    env: () => fakePayPalEnv(fake),
    tearDown: () => fake.close(),
  });
  beforeEach(() => {
    fake.outage = null;
  });
  return { ...apps, fake };
}
