import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  IMAGE_BUSY_RETRY_AFTER_SECONDS,
  IMAGE_PROCESSING_QUEUE,
  IMAGE_PROCESSING_SLOTS,
  messages,
} from '@fhp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { imagePool } from '../../platform/storage/image-pool';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  exifHasGps,
  imageInfo,
  jpegHtmlPolyglot,
  jpegWithGps,
  multipart,
  pngClaiming,
  pngHeaderAndGarbage,
  pngOfDimensions,
  pngOfSize,
  script,
  svgFilterBomb,
  tinyPng,
} from '../../test/uploads';

describe('files API', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signedInUser(t.services.db)).cookie;
  });
  afterAll(() => t.close());

  async function upload(bytes: Buffer, filename: string, type: string, field = 'file') {
    const body = await multipart({ [field]: { bytes, filename, type } });
    return t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  }

  it('uploads an image and serves it back, cached an hour (an operator may hide it)', async () => {
    const res = await upload(tinyPng(), 'pic.png', 'image/png');
    expect(res.statusCode).toBe(201);
    const { id, url } = res.json();
    expect(url).toBe(`/api/files/${id}`);

    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=3600');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(await imageInfo(file.rawPayload)).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect(file.headers['content-length']).toBe(String(file.rawPayload.length));
  });

  it('serves a photo uploaded with EXIF GPS back without any EXIF', async () => {
    const photo = await jpegWithGps();
    expect(await exifHasGps(photo)).toBe(true);
    const res = await upload(photo, 'holiday.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const file = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(await imageInfo(file.rawPayload)).toEqual({
      format: 'jpeg',
      width: 64,
      height: 48,
      exif: false,
      xmp: false,
      icc: false,
    });
    expect(await exifHasGps(file.rawPayload)).toBe(false);
  });

  it('serves an oversized image capped at 2048 pixels on its long side', async () => {
    const res = await upload(await pngOfDimensions(1200, 4096), 'tall.png', 'image/png');
    expect(res.statusCode).toBe(201);
    const file = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(await imageInfo(file.rawPayload)).toMatchObject({ width: 600, height: 2048 });
  });

  it('refuses a file that passes the magic-byte check but does not decode, storing nothing', async () => {
    const before = await t.services.db.select().from(files);
    for (const [bytes, name] of [
      [pngHeaderAndGarbage(), 'broken.png'],
      [jpegHtmlPolyglot(), 'polyglot.jpg'],
    ] as const) {
      const res = await upload(bytes, name, 'image/png');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: messages.platform.imageUnreadable,
          fields: { file: messages.platform.imageUnreadable },
        },
      });
    }
    expect(await t.services.db.select().from(files)).toEqual(before);
    const dir = path.join(
      t.config.storage.driver === 'local' ? t.config.storage.uploadsDir : '',
      'upload',
    );
    const keys = await fs.readdir(dir).catch(() => [] as string[]);
    expect(keys).toHaveLength(before.filter((f) => f.purpose === 'upload').length);
  });

  it('refuses a decompression bomb with 400 and its message', async () => {
    const res = await upload(pngClaiming(40_000, 40_000), 'bomb.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(messages.platform.imageTooManyPixels);
  });

  it('refuses an SVG filter bomb, bare or behind a GIF magic number, at once and storing nothing', async () => {
    const before = await t.services.db.select().from(files);
    const started = Date.now();
    const bare = await upload(svgFilterBomb(), 'bomb.png', 'image/png');
    expect(bare.statusCode).toBe(415);
    expect(bare.json().error.message).toBe(messages.platform.fileTypeNotAllowed);
    const disguised = await upload(svgFilterBomb('GIF'), 'bomb.gif', 'image/gif');
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().error.message).toBe(messages.platform.imageUnreadable);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await t.services.db.select().from(files)).toHaveLength(before.length);
  });

  it('processes images in a bounded pool: past its slots and queue, 503 with Retry-After', async () => {
    const releases: (() => void)[] = [];
    const held = Array.from({ length: IMAGE_PROCESSING_SLOTS + IMAGE_PROCESSING_QUEUE }, () =>
      imagePool.run(() => new Promise<void>((resolve) => releases.push(resolve))),
    );
    try {
      const res = await upload(tinyPng(), 'pic.png', 'image/png');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(IMAGE_BUSY_RETRY_AFTER_SECONDS));
      expect(res.json().error).toEqual({ code: 'BUSY', message: messages.platform.imageBusy });
    } finally {
      // Waiters get their slot as the running ones end: release each as it starts.
      let released = 0;
      while (released < held.length) {
        const starting = releases.splice(0);
        for (const release of starting) release();
        released += starting.length;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await Promise.all(held);
    }
    expect((await upload(tinyPng(), 'pic.png', 'image/png')).statusCode).toBe(201);
  });

  it('serves a PNG uploaded as .jpg with the type it really has', async () => {
    const res = await upload(tinyPng(), 'photo.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const file = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('refuses a script renamed .png with 415 and the error shape', async () => {
    const res = await upload(script(), 'cat.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'That file type is not allowed. Please upload a PNG, GIF or JPEG image.',
      },
    });
  });

  it('accepts a file of exactly 1,000,000 bytes', async () => {
    const res = await upload(pngOfSize(1_000_000), 'big.png', 'image/png');
    expect(res.statusCode).toBe(201);
  });

  it('refuses 1,000,001 bytes with 413 and "File size exceeds 1MB"', async () => {
    const res = await upload(pngOfSize(1_000_001), 'big.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: 'File size exceeds 1MB',
        fields: { file: 'File size exceeds 1MB' },
      },
    });
  });

  it('refuses a file under another field name than "file", naming that field', async () => {
    const res = await upload(tinyPng(), 'pic.png', 'image/png', 'picture');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      picture: 'This upload does not accept a file here.',
    });
  });

  it('asks for a file when the form has none', async () => {
    const body = await multipart({ note: 'no file here' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ file: 'Please choose a file to upload.' });
  });

  it('refuses an empty file with 400', async () => {
    const res = await upload(Buffer.alloc(0), 'empty.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ file: 'The file is empty.' });
  });

  it('requires a signed-in user to upload', async () => {
    const body = await multipart({
      file: { bytes: tinyPng(), filename: 'a.png', type: 'image/png' },
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/files', ...body });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a non-multipart upload with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(415);
  });

  it('answers 404 with the error shape for an unknown file', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/files/${randomUUID()}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('answers 400, not 500, for a malformed file id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/files/not-a-uuid' });
    expect(res.statusCode).toBe(400);
  });

  it('documents both routes in OpenAPI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths;
    expect(paths['/api/files/{id}'].get.responses['200']).toBeDefined();
    expect(paths['/api/files'].post.responses['201']).toBeDefined();
  });
});
