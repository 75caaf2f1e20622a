import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  exifHasGps,
  heavyAnimatedGif,
  imageInfo,
  jpegHtmlPolyglot,
  jpegWithGps,
  jpegWithTrailingHtml,
  pngClaiming,
  pngHeaderAndGarbage,
  pngOfDimensions,
  pngOfSize,
  script,
  tinyGif,
  tinyJpeg,
  tinyPng,
  truncatedJpeg,
} from '../../test/uploads';
import { AppError } from '../http/app-error';
import { deleteFile, saveUpload } from './files-service';
import { ImageRefused, reencodeImage } from './reencode-image';

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
      ownerUserId,
      purpose: 'avatar',
      originalName: 'me.png',
    });
    expect(row?.storageKey).toMatch(/^avatar\/[0-9a-f-]{36}\.png$/);
    const stored = await fs.readFile(path.join(uploadsDir, row?.storageKey ?? ''));
    // The re-encoded image, with the size of the bytes actually stored.
    expect(row?.sizeBytes).toBe(stored.length);
    expect(await imageInfo(stored)).toMatchObject({ format: 'png', width: 1, height: 1 });
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
    // Stored re-encoded: the padding after the PNG's end is not kept.
    expect((await rowOf(ok.id))?.sizeBytes).toBeLessThan(1_000);
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

  const storedBytes = async (id: string) =>
    fs.readFile(path.join(uploadsDir, (await rowOf(id))?.storageKey ?? ''));

  it('stores a JPEG without its EXIF, GPS position included', async () => {
    const photo = await jpegWithGps();
    expect(await exifHasGps(photo)).toBe(true);
    const saved = await saveUpload(t.services, { buffer: photo, ownerUserId, purpose: 'upload' });
    const stored = await storedBytes(saved.id);
    expect(await imageInfo(stored)).toEqual({
      format: 'jpeg',
      width: 64,
      height: 48,
      exif: false,
      xmp: false,
      icc: false,
    });
    expect(stored.includes(Buffer.from('PhoneCam'))).toBe(false);
  });

  it('caps the long side at 2048 pixels and keeps the aspect ratio', async () => {
    const saved = await saveUpload(t.services, {
      buffer: await pngOfDimensions(3000, 1500),
      ownerUserId,
      purpose: 'upload',
    });
    expect(await imageInfo(await storedBytes(saved.id))).toMatchObject({
      format: 'png',
      width: 2048,
      height: 1024,
    });
  });

  it('turns the pixels upright by the EXIF orientation before dropping it', async () => {
    // 60x20 stored sideways with orientation 6 ("rotate 90 clockwise to view").
    const sideways = await sharp({
      create: { width: 60, height: 20, channels: 3, background: '#123' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const saved = await saveUpload(t.services, {
      buffer: sideways,
      ownerUserId,
      purpose: 'upload',
    });
    const info = await sharp(await storedBytes(saved.id)).metadata();
    expect({ width: info.width, height: info.height, orientation: info.orientation }).toEqual({
      width: 20,
      height: 60,
      orientation: undefined,
    });
  });

  it('keeps GIF as GIF, every frame of an animation included', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 12, height: 8, channels: 4, background } })
        .png()
        .toBuffer();
    const frames = await Promise.all(['#f00', '#0f0', '#00f'].map(frame));
    const animation = await sharp(frames, { join: { animated: true } })
      .gif({ loop: 0 })
      .toBuffer();
    const saved = await saveUpload(t.services, {
      buffer: animation,
      ownerUserId,
      purpose: 'upload',
    });
    expect((await rowOf(saved.id))?.mimeType).toBe('image/gif');
    const info = await sharp(await storedBytes(saved.id)).metadata();
    expect({ format: info.format, pages: info.pages, width: info.width }).toEqual({
      format: 'gif',
      pages: 3,
      width: 12,
    });
  });

  it('re-encodes a JPEG with an HTML page appended, dropping the page', async () => {
    const saved = await saveUpload(t.services, {
      buffer: jpegWithTrailingHtml(),
      ownerUserId,
      purpose: 'upload',
    });
    const stored = await storedBytes(saved.id);
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
    expect((await imageInfo(stored)).format).toBe('jpeg');
  });

  it.each([
    ['a PNG signature followed by garbage', pngHeaderAndGarbage],
    ['a JPEG magic number followed by HTML', jpegHtmlPolyglot],
    ['a JPEG cut off in the middle', truncatedJpeg],
  ])('refuses %s with 400 and stores nothing', async (_name, fixture) => {
    const buffer = await fixture();
    const attempt = saveUpload(t.services, { buffer, ownerUserId, purpose: 'undecodable' });
    await expect(attempt).rejects.toMatchObject({
      status: 400,
      message: messages.platform.imageUnreadable,
      fields: { file: messages.platform.imageUnreadable },
    });
    expect(await storedKeys('undecodable')).toEqual([]);
  });

  // Encoding the 45-frame fixture takes about 4 s of CPU alone, far more on a loaded machine.
  it('refuses a decompression bomb (a huge canvas, or many frames) from its header with 400', async () => {
    const before = await t.services.db.select().from(files);
    const attempt = saveUpload(t.services, {
      buffer: pngClaiming(50_000, 50_000),
      ownerUserId,
      purpose: 'bomb',
      field: 'photo',
    });
    await expect(attempt).rejects.toMatchObject({
      status: 400,
      fields: { photo: messages.platform.imageTooManyPixels },
    });
    expect(messages.platform.imageTooManyPixels).toContain('40 megapixels');
    // 45 frames of 1000x1000 in a GIF far under 1 MB: each frame is small, together 45 MP.
    const animation = await heavyAnimatedGif(45);
    expect((await sharp(animation).metadata()).pages).toBe(45);
    expect(animation.length).toBeLessThan(200_000);
    await expect(
      saveUpload(t.services, { buffer: animation, ownerUserId, purpose: 'bomb' }),
    ).rejects.toMatchObject({ status: 400, message: messages.platform.imageTooManyPixels });
    expect(await storedKeys('bomb')).toEqual([]);
    expect(await t.services.db.select().from(files)).toHaveLength(before.length);
  }, 120_000);

  it('stops an image that takes longer than the time limit and refuses it with its message', async () => {
    const gif = await heavyAnimatedGif();
    expect(gif.length).toBeLessThan(200_000);
    const started = Date.now();
    const attempt = reencodeImage(gif, 'image/gif', { timeoutSeconds: 1 });
    await expect(attempt).rejects.toBeInstanceOf(ImageRefused);
    await expect(attempt).rejects.toMatchObject({ message: messages.platform.imageTooComplex });
    expect(Date.now() - started).toBeLessThan(5000);
  }, 120_000);

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
