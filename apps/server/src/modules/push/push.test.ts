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
import { messages } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema';
import { pushJob } from '../../platform/push/push-job';
import { pushToUser } from '../../platform/push/push-sender';
import { signedInUser } from '../../test/factories';
import { makeRetriesDue } from '../../test/jobs';
import { createTestApp, type TestApp } from '../../test/test-app';

type Received = { headers: http.IncomingHttpHeaders; body: Buffer; url: string };

/**
 * A push service that records each push and answers with the status its path asks for:
 * `gone` 410, `busy` 503 to the first push to that path (then 201), anything else 201.
 */
async function startFakePushService() {
  const received: Received[] = [];
  const busyOnce = new Set<string>();
  const waiters: ((r: Received) => void)[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = { headers: req.headers, body: Buffer.concat(chunks), url: req.url ?? '' };
      received.push(r);
      waiters.shift()?.(r);
      const url = req.url ?? '';
      let status = url.includes('gone') ? 410 : 201;
      if (url.includes('busy') && !busyOnce.has(url)) {
        busyOnce.add(url);
        status = 503;
      }
      res.writeHead(status).end();
    });
  });
  let connections = 0;
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    port,
    received,
    connections: () => connections,
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
    // The stand-in push service listens on loopback over http: allowed for this app only.
    t = await createTestApp({ env: { PUSH_ALLOW_LOOPBACK_FOR_TESTS: 'true' } });
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
    // The request queued the push; the job sends it.
    await t.services.jobs.drain();
    const got = await arrived;
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(JSON.parse(decrypt(got.body, browser, auth))).toEqual({
      title: 'FHP',
      // As the bell says it (notifications.messages: an operator's message).
      body: 'Admin sends a message: Great game!',
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
    await pushToUser(t.services, athlete.user.id, { title: 't', body: 'b', url: '/' });
    expect(
      await t.services.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toEqual([]);
  });

  const rowsOf = (endpoint: string) =>
    t.services.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

  const pushesTo = (path: string) => push.received.filter((r) => r.url === path).length;
  const waitingPushJobs = async () =>
    (await t.services.jobs.boss.findJobs('push-send', { queued: true })).map((j) => j.state);
  const queuePush = (userId: string) =>
    t.services.jobs.send(pushJob, { userId, payload: { title: 't', body: 'b', url: '/' } });

  it('retries, with the queue backoff, a push the push service could not take, and delivers it', async () => {
    const athlete = await signedInUser(t.services.db);
    const endpoint = `${push.base}/busy/1`;
    await subscribe(athlete.cookie, endpoint);
    await queuePush(athlete.user.id);
    await t.services.jobs.drain();
    // 503: the job failed and waits for its retry; the subscription stays.
    expect(pushesTo('/busy/1')).toBe(1);
    expect(await waitingPushJobs()).toEqual(['retry']);
    expect(await rowsOf(endpoint)).toHaveLength(1);

    const [due] = await makeRetriesDue(t.services.jobs, 'push-send');
    expect(due?.getTime()).toBeGreaterThan(Date.now());
    await t.services.jobs.drain();
    expect(pushesTo('/busy/1')).toBe(2);
    expect(await waitingPushJobs()).toEqual([]);
  });

  it('retries only the browser whose push service failed, never the one that got it', async () => {
    const athlete = await signedInUser(t.services.db);
    await subscribe(athlete.cookie, `${push.base}/busy/2`);
    await subscribe(athlete.cookie, `${push.base}/sub/fine`);
    await queuePush(athlete.user.id);
    await t.services.jobs.drain();
    expect([pushesTo('/busy/2'), pushesTo('/sub/fine')]).toEqual([1, 1]);
    // A new job for the busy one, due after the first backoff.
    const [next] = await t.services.jobs.boss.findJobs('push-send', { queued: true });
    expect(next?.startAfter.getTime()).toBeGreaterThan(Date.now());
    await t.services.jobs.boss.update('push-send', undefined, {
      id: next?.id ?? '',
      startAfter: new Date(),
    });
    await t.services.jobs.drain();
    expect([pushesTo('/busy/2'), pushesTo('/sub/fine')]).toEqual([2, 1]);
    expect(await waitingPushJobs()).toEqual([]);
  });

  it('deletes, from the job, a subscription the push service calls gone, and retries nothing', async () => {
    const athlete = await signedInUser(t.services.db);
    const endpoint = `${push.base}/gone/job`;
    await subscribe(athlete.cookie, endpoint);
    await queuePush(athlete.user.id);
    await t.services.jobs.drain();
    expect(pushesTo('/gone/job')).toBe(1);
    expect(await rowsOf(endpoint)).toEqual([]);
    expect(await waitingPushJobs()).toEqual([]);
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

  it('connects to the address it checked, not to what the name resolves to later', async () => {
    const athlete = await signedInUser(t.services.db);
    // A name no real DNS knows: the push can only arrive if the checked address is used.
    const endpoint = `http://push.fhp-tests.example:${push.port}/sub/pinned`;
    expect((await subscribe(athlete.cookie, endpoint)).statusCode).toBe(204);
    const lookups: string[] = [];
    const arrived = push.next();
    await pushToUser(
      t.services,
      athlete.user.id,
      { title: 't', body: 'b', url: '/' },
      {
        resolve: async (host) => {
          lookups.push(host);
          return [{ address: '127.0.0.1', family: 4 }];
        },
      },
    );
    const got = await arrived;
    expect(got.url).toBe('/sub/pinned');
    expect(got.headers.host).toBe(`push.fhp-tests.example:${push.port}`);
    expect(lookups).toEqual(['push.fhp-tests.example']);
  });

  it('does not move a subscription to another user who sends the same endpoint', async () => {
    const owner = await signedInUser(t.services.db);
    const other = await signedInUser(t.services.db);
    const endpoint = `${push.base}/sub/owned`;
    const ownerBrowser = newBrowser();
    expect((await subscribe(owner.cookie, endpoint, ownerBrowser)).statusCode).toBe(204);
    const [saved] = await rowsOf(endpoint);

    const takeover = await subscribe(other.cookie, endpoint);
    expect(takeover.statusCode).toBe(409);
    expect(takeover.json().error).toEqual({
      code: 'CONFLICT',
      message: messages.push.endpointTaken,
    });
    expect(await rowsOf(endpoint)).toEqual([saved]);

    // The owner saving it again refreshes the keys and keeps it.
    const renewed = newBrowser();
    expect((await subscribe(owner.cookie, endpoint, renewed)).statusCode).toBe(204);
    expect(await rowsOf(endpoint)).toEqual([
      { ...saved, p256dh: renewed.getPublicKey().toString('base64url'), auth: expect.any(String) },
    ]);
  });
});

describe('web push endpoints', () => {
  let t: TestApp;
  let cookie: string;
  let push: Awaited<ReturnType<typeof startFakePushService>>;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signedInUser(t.services.db)).cookie;
    push = await startFakePushService();
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  const subscribe = (endpoint: string) => {
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    return t.app.inject({
      method: 'PUT',
      url: '/api/push/subscription',
      headers: { cookie },
      payload: {
        endpoint,
        keys: {
          p256dh: browser.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      },
    });
  };

  it.each([
    'https://127.0.0.1/push/1',
    'https://10.1.2.3/push/1',
    'https://[::1]/push/1',
    'https://localhost/push/1',
    'http://fcm.googleapis.com/fcm/send/1',
    'https://2130706433/push/1',
    'https://0x7f.1/push/1',
    'https://[::ffff:127.0.0.1]/push/1',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/push/1',
  ])('refuses %s with 400 and the message, saving nothing', async (endpoint) => {
    const res = await subscribe(endpoint);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: messages.push.endpointNotAllowed,
      fields: { endpoint: messages.push.endpointNotAllowed },
    });
    expect(await t.services.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('saves an https endpoint of a public push service', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc:def';
    expect((await subscribe(endpoint)).statusCode).toBe(204);
    const rows = await t.services.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows).toHaveLength(1);
  });

  it('removes, without connecting, a loopback subscription saved before these rules', async () => {
    const user = await signedInUser(t.services.db);
    await t.services.db.insert(pushSubscriptions).values({
      userId: user.user.id,
      endpoint: 'http://127.0.0.1:9/push/legacy',
      p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    });
    const warnings: string[] = [];
    await pushToUser(
      t.services,
      user.user.id,
      { title: 't', body: 'b', url: '/' },
      { log: { warn: (_obj, msg) => warnings.push(msg) } },
    );
    expect(warnings).toEqual(['removed a push subscription with a refused endpoint']);
    expect(
      await t.services.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, user.user.id)),
    ).toEqual([]);
  });

  it('refuses at send time a host that resolves to a private address, and connects nowhere', async () => {
    const user = await signedInUser(t.services.db);
    // Saved as a public name; by the time of the push it resolves to this machine or the LAN.
    const endpoint = `https://push.fhp-tests.example:${push.port}/sub/rebound`;
    const browser = createECDH('prime256v1');
    await t.services.db.insert(pushSubscriptions).values({
      userId: user.user.id,
      endpoint,
      p256dh: browser.generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    });
    const warnings: string[] = [];
    const before = push.connections();
    // Loopback first: were the check skipped, the push would reach the stand-in service.
    for (const answers of [
      ['127.0.0.1'],
      ['127.0.0.1', '93.184.215.14'],
      ['::ffff:127.0.0.1'],
      ['10.0.0.8'],
      ['169.254.169.254'],
      ['fd00::8'],
    ]) {
      await pushToUser(
        t.services,
        user.user.id,
        { title: 't', body: 'b', url: '/' },
        {
          resolve: async () =>
            answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
          log: { warn: (_obj, msg) => warnings.push(msg) },
        },
      );
    }
    expect(warnings).toEqual(Array(6).fill('push endpoint refused at send time'));
    expect(push.connections()).toBe(before);
    // Kept: the name may point somewhere public again; it is checked on every push.
    expect(
      await t.services.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toHaveLength(1);
  });
});
