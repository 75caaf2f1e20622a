import { messages } from '@fhp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collegeSignUp, postSignUp, writeState } from '../../test/sign-up';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pngOfSize, script, tinyGif, tinyJpeg } from '../../test/uploads';

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
});
