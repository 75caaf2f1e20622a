import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

type Received = { headers: http.IncomingHttpHeaders; body: Buffer; url: string };

/** A push service that records each push and answers with the status its path asks for. */
async function startFakePushService() {
  const received: Received[] = [];
  const waiters: ((r: Received) => void)[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = { headers: req.headers, body: Buffer.concat(chunks), url: req.url ?? '' };
      received.push(r);
      waiters.shift()?.(r);
      res.writeHead(req.url?.includes('gone') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    next: () => new Promise<Received>((resolve) => waiters.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The browser's side of RFC 8291: decrypts an aes128gcm push with its private key. */
function decrypt(body: Buffer, browser: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const data = body.subarray(21 + idLength);
  const secret = browser.computeSecret(asPublic);
  const info = (label: string, ...parts: Buffer[]) =>
    Buffer.concat([Buffer.from(label), Buffer.from([0]), ...parts]);
  const ikm = Buffer.from(
    hkdfSync('sha256', secret, auth, info('WebPush: info', browser.getPublicKey(), asPublic), 32),
  );
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(data.subarray(data.length - 16));
  const plain = Buffer.concat([
    decipher.update(data.subarray(0, data.length - 16)),
    decipher.final(),
  ]);
  expect(plain[plain.length - 1]).toBe(2);
  return plain.subarray(0, plain.length - 1).toString('utf8');
}

describe('web push', () => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof startFakePushService>>;
  beforeAll(async () => {
    t = await createTestApp();
    push = await startFakePushService();
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  const newBrowser = () => {
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    return browser;
  };
  const subscribe = (
    cookie: string,
    endpoint: string,
    browser = newBrowser(),
    auth = randomBytes(16),
  ) => {
    return t.app.inject({
      method: 'PUT',
      url: '/api/push/subscription',
      headers: { cookie },
      payload: {
        endpoint,
        keys: {
          p256dh: browser.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      },
    });
  };

  it('pushes a new notification, encrypted and VAPID-signed, to my subscribed browser', async () => {
    const athlete = await signedInUser(t.services.db);
    const admin = await signedInUser(t.services.db, { role: 'admin' });
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const auth = randomBytes(16);
    const saved = await subscribe(athlete.cookie, `${push.base}/sub/1`, browser, auth);
    expect(saved.statusCode).toBe(204);
    const key = (
      await t.app.inject({
        method: 'GET',
        url: '/api/push/public-key',
        headers: { cookie: athlete.cookie },
      })
    ).json().publicKey as string;
    // Generated once and kept: a second read gives the same key.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/push/public-key',
          headers: { cookie: admin.cookie },
        })
      ).json().publicKey,
    ).toBe(key);

    const arrived = push.next();
    await t.app.inject({
      method: 'POST',
      url: `/api/console/athletes/${athlete.user.id}/messages`,
      headers: { cookie: admin.cookie },
      payload: { message: 'Great game!' },
    });
    const got = await arrived;
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(JSON.parse(decrypt(got.body, browser, auth))).toEqual({
      title: 'FHP',
      body: 'Great game!',
      url: '/admin/notifications',
    });
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(got.headers.authorization));
    expect(match?.[2]).toBe(key);
    const [header, claims, signature] = (match?.[1] ?? '').split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toMatchObject({
      aud: push.base,
    });
    const point = Buffer.from(key, 'base64url');
    const publicKey = createPublicKey({
      format: 'jwk',
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
    });
    const valid = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    expect(valid).toBe(true);
  });

  it('forgets a subscription the push service calls gone', async () => {
    const athlete = await signedInUser(t.services.db);
    const endpoint = `${push.base}/gone/1`;
    await subscribe(athlete.cookie, endpoint);
    const { pushToUser } = await import('../../platform/push/push-sender');
    await pushToUser(t.services, athlete.user.id, { title: 't', body: 'b', url: '/' });
    expect(
      await t.services.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toEqual([]);
  });

  it("cannot remove another user's subscription", async () => {
    const athlete = await signedInUser(t.services.db);
    const athlete2 = await signedInUser(t.services.db);
    const endpoint = `${push.base}/sub/mine`;
    await subscribe(athlete.cookie, endpoint);
    const del = (cookie: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/push/subscription',
        headers: { cookie },
        payload: { endpoint },
      });
    expect((await del(athlete2.cookie)).statusCode).toBe(404);
    expect(
      await t.services.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toHaveLength(1);
    expect((await del(athlete.cookie)).statusCode).toBe(204);
    const bad = await subscribe(athlete.cookie, 'not a url');
    expect(bad.statusCode).toBe(400);
  });
});
