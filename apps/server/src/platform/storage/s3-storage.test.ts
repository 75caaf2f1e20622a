import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png, seasonalForm, sendForm } from '../../test/badges';
import { signedInUser } from '../../test/factories';
import { type FakeS3Server, startFakeS3Server } from '../../test/fake-s3-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { imageInfo, multipart, tinyPng } from '../../test/uploads';
import { S3FileStorage } from './s3-storage';

describe('S3 file storage against an S3-compatible server', () => {
  let s3: FakeS3Server;
  let storage: S3FileStorage;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startFakeS3Server();
    storage = await S3FileStorage.open({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: 'uploads',
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    });
    t = await createTestApp({ overrides: { storage } });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('stores, reads back and deletes an object', async () => {
    const bytes = Buffer.from('hello s3 bytes');
    await storage.put('upload/a b+c.txt', bytes, 'text/plain');
    expect(s3.objects.get('uploads/upload/a b+c.txt')?.body).toEqual(bytes);

    const got = await storage.get('upload/a b+c.txt');
    expect(got?.contentType).toBe('text/plain');
    expect(got?.size).toBe(bytes.length);
    if (!got) throw new Error('stored object not found');
    expect(await buffer(got.body)).toEqual(bytes);

    await storage.delete('upload/a b+c.txt');
    expect(s3.objects.has('uploads/upload/a b+c.txt')).toBe(false);
    expect(await storage.get('upload/a b+c.txt')).toBeNull();
  });

  it('returns null for a key that was never stored', async () => {
    expect(await storage.get('upload/never-stored.png')).toBeNull();
    expect(s3.requests).toContain('GET /uploads/upload/never-stored.png');
  });

  it('serves an upload made through the API from the bucket', async () => {
    const { cookie } = await signedInUser(t.services.db);
    const png = tinyPng();
    const body = await multipart({ file: { bytes: png, filename: 'pic.png', type: 'image/png' } });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    const keys = [...s3.objects.keys()].filter((k) => k.startsWith('uploads/upload/'));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^uploads\/upload\/[0-9a-f-]{36}\.png$/);

    const res = await t.app.inject({ method: 'GET', url: upload.json().url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    // What the bucket holds is what is served: the re-encoded image.
    expect(res.rawPayload).toEqual(s3.objects.get(keys[0] ?? '')?.body);
    expect((await imageInfo(res.rawPayload)).format).toBe('png');
  });

  it('deletes the old QR image object when a seasonal badge gets a new one', async () => {
    const { cookie } = await signedInUser(t.services.db);
    const qrKeys = () =>
      [...s3.objects.keys()].filter((k) => k.startsWith('uploads/season-qr-codes/'));
    const created = await sendForm(t.app, 'POST', '/api/seasonal-badges', cookie, seasonalForm(), {
      qrImage: png(),
    });
    expect(created.statusCode).toBe(201);
    const [oldKey] = qrKeys();
    expect(qrKeys()).toHaveLength(1);
    const badge = created.json().badge;
    const edited = await sendForm(
      t.app,
      'PUT',
      `/api/seasonal-badges/${badge.id}`,
      cookie,
      seasonalForm(),
      {
        qrImage: png(),
      },
    );
    expect(edited.statusCode).toBe(200);
    expect(qrKeys()).toHaveLength(1);
    expect(qrKeys()[0]).not.toBe(oldKey);
    expect(s3.objects.has(oldKey ?? '')).toBe(false);
    const served = await t.app.inject({ method: 'GET', url: edited.json().badge.qrImageUrl });
    expect(served.rawPayload).toEqual(s3.objects.get(qrKeys()[0] ?? '')?.body);
  });
});
