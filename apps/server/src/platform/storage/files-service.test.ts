import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pngOfSize, script, tinyGif, tinyJpeg, tinyPng } from '../../test/uploads';
import { AppError } from '../http/app-error';
import { deleteFile, saveUpload } from './files-service';

describe('files service', () => {
  let t: TestApp;
  let ownerUserId: string;
  let uploadsDir: string;
  const storedKeys = async (purpose: string) =>
    fs.readdir(path.join(uploadsDir, purpose)).catch(() => [] as string[]);
  const rowOf = async (id: string) =>
    (await t.services.db.select().from(files).where(eq(files.id, id)))[0];
  beforeAll(async () => {
    t = await createTestApp();
    ownerUserId = (await createUser(t.services.db)).id;
    if (t.config.storage.driver !== 'local') throw new Error('expected local storage in tests');
    uploadsDir = t.config.storage.uploadsDir;
  });
  afterAll(() => t.close());

  it('stores a PNG under <purpose>/<uuid>.png and records its row', async () => {
    const saved = await saveUpload(t.services, {
      buffer: tinyPng(),
      originalName: 'me.png',
      ownerUserId,
      purpose: 'avatar',
    });
    expect(saved.url).toBe(`/api/files/${saved.id}`);
    const row = await rowOf(saved.id);
    expect(row).toMatchObject({
      mimeType: 'image/png',
      sizeBytes: tinyPng().length,
      ownerUserId,
      purpose: 'avatar',
      originalName: 'me.png',
    });
    expect(row?.storageKey).toMatch(/^avatar\/[0-9a-f-]{36}\.png$/);
    expect(await fs.readFile(path.join(uploadsDir, row?.storageKey ?? ''))).toEqual(tinyPng());
  });

  it('accepts GIF and JPEG images', async () => {
    const gif = await saveUpload(t.services, { buffer: tinyGif(), ownerUserId, purpose: 'upload' });
    const jpeg = await saveUpload(t.services, {
      buffer: tinyJpeg(),
      ownerUserId,
      purpose: 'upload',
    });
    expect((await rowOf(gif.id))?.mimeType).toBe('image/gif');
    expect((await rowOf(jpeg.id))?.mimeType).toBe('image/jpeg');
  });

  it('stores a PNG renamed .jpg as the PNG it is', async () => {
    const saved = await saveUpload(t.services, {
      buffer: tinyPng(),
      originalName: 'photo.jpg',
      ownerUserId,
      purpose: 'upload',
    });
    const row = await rowOf(saved.id);
    expect(row?.mimeType).toBe('image/png');
    expect(row?.storageKey).toMatch(/\.png$/);
  });

  it('refuses a script renamed .png with the catalogue message', async () => {
    const attempt = saveUpload(t.services, {
      buffer: script(),
      originalName: 'cat.png',
      ownerUserId,
      purpose: 'refused',
    });
    await expect(attempt).rejects.toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'That file type is not allowed. Please upload a PNG, GIF or JPEG image.',
    });
    expect(await storedKeys('refused')).toEqual([]);
  });

  it('refuses an image type the caller did not allow', async () => {
    const attempt = saveUpload(t.services, {
      buffer: tinyGif(),
      ownerUserId,
      purpose: 'refused',
      allowedMimeTypes: ['image/png'],
    });
    await expect(attempt).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses an empty file', async () => {
    const attempt = saveUpload(t.services, {
      buffer: Buffer.alloc(0),
      ownerUserId,
      purpose: 'refused',
    });
    await expect(attempt).rejects.toMatchObject({
      status: 400,
      fields: { file: 'The file is empty.' },
    });
  });

  it('accepts exactly 1,000,000 bytes and refuses one byte more', async () => {
    const ok = await saveUpload(t.services, {
      buffer: pngOfSize(1_000_000),
      ownerUserId,
      purpose: 'upload',
    });
    expect((await rowOf(ok.id))?.sizeBytes).toBe(1_000_000);
    const attempt = saveUpload(t.services, {
      buffer: pngOfSize(1_000_001),
      ownerUserId,
      purpose: 'refused',
    });
    await expect(attempt).rejects.toMatchObject({ status: 413, message: 'File size exceeds 1MB' });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
  });

  it('honours a smaller maxBytes', async () => {
    const attempt = saveUpload(t.services, {
      buffer: tinyPng(),
      ownerUserId,
      purpose: 'refused',
      maxBytes: 10,
    });
    await expect(attempt).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('deletes the stored bytes when the row cannot be inserted', async () => {
    // An owner that does not exist breaks the foreign key after the bytes were written.
    const attempt = saveUpload(t.services, {
      buffer: tinyPng(),
      ownerUserId: randomUUID(),
      purpose: 'orphan',
    });
    await expect(attempt).rejects.toThrow();
    expect(await storedKeys('orphan')).toEqual([]);
  });

  it('deleteFile removes both the row and the bytes', async () => {
    const saved = await saveUpload(t.services, {
      buffer: tinyPng(),
      ownerUserId,
      purpose: 'doomed',
    });
    expect(await storedKeys('doomed')).toHaveLength(1);
    expect(await deleteFile(t.services, saved.id)).toBe(true);
    expect(await rowOf(saved.id)).toBeUndefined();
    expect(await storedKeys('doomed')).toEqual([]);
    expect(await deleteFile(t.services, saved.id)).toBe(false);
  });
});
