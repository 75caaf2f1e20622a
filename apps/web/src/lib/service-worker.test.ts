import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const register = vi.fn<() => Promise<unknown>>();
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener() {}
    register = register;
  },
}));

/** A fresh copy of the module: it remembers its one registration per page. */
const load = async () => {
  vi.resetModules();
  return import('./service-worker');
};

beforeEach(() => {
  register.mockReset();
  vi.stubEnv('PROD', true);
});

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function fakeServiceWorkerContainer(registration: () => unknown) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration(), ready: new Promise(() => undefined) },
  });
}

describe('installWorker', () => {
  it('registers the built worker once, however often it is asked', async () => {
    fakeServiceWorkerContainer(() => undefined);
    register.mockResolvedValue({});
    const { installWorker } = await load();
    await Promise.all([installWorker(), installWorker()]);
    await installWorker();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('settles quietly when the browser refuses the worker, so no page gets an uncaught error', async () => {
    fakeServiceWorkerContainer(() => undefined);
    register.mockRejectedValueOnce(
      new TypeError("Cannot read properties of undefined (reading 'waiting')"),
    );
    const { installWorker } = await load();
    await expect(installWorker()).resolves.toBeUndefined();
  });

  it('does nothing in development', async () => {
    vi.stubEnv('PROD', false);
    fakeServiceWorkerContainer(() => undefined);
    const { installWorker } = await load();
    await installWorker();
    expect(register).not.toHaveBeenCalled();
  });
});

describe('activeServiceWorker', () => {
  it('registers the worker at once when the scheduled install has not run yet', async () => {
    const active = { active: {} };
    let registered: unknown;
    fakeServiceWorkerContainer(() => registered);
    register.mockImplementation(async () => {
      registered = active;
      return active;
    });
    const { activeServiceWorker } = await load();
    expect(await activeServiceWorker()).toBe(active);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('answers null when the browser refuses the worker', async () => {
    fakeServiceWorkerContainer(() => undefined);
    register.mockRejectedValueOnce(new Error('refused'));
    const { activeServiceWorker } = await load();
    expect(await activeServiceWorker()).toBeNull();
  });
});
