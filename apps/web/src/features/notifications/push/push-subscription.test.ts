import { messages } from '@fhp/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  base64UrlToBytes,
  pushSupported,
  saveThisBrowser,
  serviceWorkerRegistration,
} from './push-subscription';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A PushSubscription stand-in for jsdom, which has no Push API. */
function fakeSubscription(endpoint: string) {
  return {
    endpoint,
    toJSON: () => ({ endpoint, keys: { p256dh: 'BPk', auth: 'au' } }),
    unsubscribe: vi.fn(async () => true),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('push subscription helpers', () => {
  it('decodes the base64url VAPID key, with - and _ and without padding', () => {
    // 0xfb 0xff 0xbf encodes as "-_-_" in base64url ("+/+/" in base64).
    expect([...base64UrlToBytes('-_-_')]).toEqual([0xfb, 0xff, 0xbf]);
    expect([...base64UrlToBytes('AQI')]).toEqual([1, 2]);
  });

  it('reports no push support where the browser lacks the Push API (as jsdom does)', () => {
    expect(pushSupported()).toBe(false);
  });

  it('waits for a worker that is still installing before handing out its registration', async () => {
    const installing = { active: null };
    const active = { active: {} };
    let activate: (value: unknown) => void = () => undefined;
    const ready = new Promise((resolve) => {
      activate = resolve;
    });
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', class {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => installing, ready },
    });
    try {
      let settled: unknown;
      const found = serviceWorkerRegistration().then((r) => {
        settled = r;
        return r;
      });
      await Promise.resolve();
      expect(settled).toBeUndefined();
      activate(active);
      expect(await found).toBe(active);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('subscribes afresh when this browser’s subscription belongs to another account', async () => {
    const old = fakeSubscription('https://push.example.com/old');
    const fresh = fakeSubscription('https://push.example.com/fresh');
    const saved: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith('/api/push/public-key')) return json(200, { publicKey: 'AQI' });
        const { endpoint } = JSON.parse(String(init?.body));
        saved.push(endpoint);
        return endpoint === old.endpoint
          ? json(409, { error: { code: 'CONFLICT', message: messages.push.endpointTaken } })
          : new Response(null, { status: 204 });
      }),
    );
    const subscribe = vi.fn(async () => fresh);
    const registration = {
      pushManager: { getSubscription: async () => old, subscribe },
    } as unknown as ServiceWorkerRegistration;

    await saveThisBrowser(registration);
    expect(saved).toEqual([old.endpoint, fresh.endpoint]);
    expect(old.unsubscribe).toHaveBeenCalledOnce();
    expect(subscribe).toHaveBeenCalledOnce();
  });

  it('keeps the subscription and reports any other failure', async () => {
    const mine = fakeSubscription('https://push.example.com/mine');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { error: { code: 'VALIDATION_FAILED', message: 'no' } })),
    );
    const registration = {
      pushManager: { getSubscription: async () => mine, subscribe: vi.fn() },
    } as unknown as ServiceWorkerRegistration;
    await expect(saveThisBrowser(registration)).rejects.toMatchObject({ status: 400 });
    expect(mine.unsubscribe).not.toHaveBeenCalled();
  });
});
