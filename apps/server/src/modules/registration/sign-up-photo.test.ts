import { messages } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteProfiles, files } from '../../db/schema';
import { collegeSignUp, postSignUp, writeState } from '../../test/sign-up';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  exifHasGps,
  imageInfo,
  jpegWithGps,
  pngHeaderAndGarbage,
  pngOfSize,
  script,
  tinyGif,
  tinyJpeg,
} from '../../test/uploads';

const p = messages.platform;

describe('athlete sign-up photo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a 1,000,001-byte photo with 413 and writes nothing', async () => {
    const before = await writeState(t);
    const res = await postSignUp(t, collegeSignUp(), {
      bytes: pngOfSize(1_000_001),
      filename: 'big.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: p.fileTooLarge,
      fields: { photo: p.fileTooLarge },
    });
    expect(await writeState(t)).toEqual(before);
  });

  it('refuses a text file named .jpg and a script renamed .png with 415', async () => {
    const before = await writeState(t);
    for (const photo of [
      {
        bytes: Buffer.from('just some text, not a picture'),
        filename: 'me.jpg',
        type: 'image/jpeg',
      },
      { bytes: script(), filename: 'me.png', type: 'image/png' },
    ]) {
      const res = await postSignUp(t, collegeSignUp(), photo);
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: p.fileTypeNotAllowed,
        fields: { photo: p.fileTypeNotAllowed },
      });
    }
    expect(await writeState(t)).toEqual(before);
  });

  it('accepts exactly 1,000,000 bytes, a GIF and a JPEG, typed by their bytes', async () => {
    for (const [bytes, filename] of [
      [pngOfSize(1_000_000), 'exact.jpg'],
      [tinyGif(), 'a.gif'],
      [tinyJpeg(), 'b.jpeg'],
    ] as const) {
      const res = await postSignUp(t, collegeSignUp(), { bytes, filename, type: 'image/png' });
      expect(res.statusCode).toBe(201);
    }
  });

  it('stores the photo re-encoded, without its EXIF GPS position', async () => {
    const photo = await jpegWithGps();
    expect(await exifHasGps(photo)).toBe(true);
    const res = await postSignUp(t, collegeSignUp(), {
      bytes: photo,
      filename: 'me.jpg',
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.services.db
      .select({ url: files.storageKey, size: files.sizeBytes, mime: files.mimeType })
      .from(athleteProfiles)
      .innerJoin(files, eq(files.id, athleteProfiles.photoFileId))
      .where(eq(athleteProfiles.athleteNumber, res.json().athleteNumber));
    const object = await t.services.storage.get(row?.url ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of object?.body ?? []) chunks.push(chunk as Buffer);
    const stored = Buffer.concat(chunks);
    expect(row).toMatchObject({ mime: 'image/jpeg', size: stored.length });
    expect(await imageInfo(stored)).toMatchObject({ format: 'jpeg', exif: false });
  });

  it('refuses a photo that does not decode with 400 and writes nothing', async () => {
    const before = await writeState(t);
    const res = await postSignUp(t, collegeSignUp(), {
      bytes: pngHeaderAndGarbage(),
      filename: 'me.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ photo: p.imageUnreadable });
    expect(await writeState(t)).toEqual(before);
  });
});
