import { describe, expect, it, vi } from 'vitest';

const register = vi.fn<() => Promise<unknown>>();
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener() {}
    register = register;
  },
}));

const { installWorker } = await import('./register-sw');

describe('installWorker', () => {
  it('registers the built worker', async () => {
    register.mockResolvedValueOnce({});
    await installWorker();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('settles quietly when the browser refuses the worker, so no page gets an uncaught error', async () => {
    register.mockRejectedValueOnce(
      new TypeError("Cannot read properties of undefined (reading 'waiting')"),
    );
    await expect(installWorker()).resolves.toBeUndefined();
  });
});
