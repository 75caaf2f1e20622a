import { messages } from '@fhp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { collegeSignUp, writeState } from '../../test/sign-up';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipart, tinyPng } from '../../test/uploads';

const m = messages.platform;

/** Every multipart route and the name of the file part it reads. */
const UPLOADS = [
  { url: '/api/files', file: 'file', signedIn: true },
  { url: '/api/profile/photo', file: 'file', signedIn: true },
  { url: '/api/profile/qr-code', file: 'file', signedIn: true },
  { url: '/api/registration/athletes', file: 'photo', signedIn: false },
] as const;

const png = (filename = 'me.png') => ({ bytes: tinyPng(), filename, type: 'image/png' });

/** A multipart body written by hand, for what FormData will not produce. */
function raw(boundary: string, parts: string[], close = true) {
  const body =
    parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('') + (close ? `--${boundary}--\r\n` : '');
  return Buffer.from(body, 'latin1');
}
const filePart = (name: string, filename: string, bytes = 'abc') =>
  `content-disposition: form-data; name="${name}"; filename="${filename}"\r\ncontent-type: image/png\r\n\r\n${bytes}`;

describe('bad multipart uploads', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await signedInUser(t.services.db));
  });
  afterAll(() => t.close());

  /** The request, failing as "hung" if it does not answer within 5 s. */
  async function send(
    upload: (typeof UPLOADS)[number],
    body: { payload: Buffer | string; headers: Record<string, string> },
  ) {
    const request = t.app.inject({
      method: 'POST',
      url: upload.url,
      headers: { ...body.headers, ...(upload.signedIn ? { cookie } : {}) },
      payload: body.payload,
    });
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${upload.url} hung`)), 5000);
    });
    try {
      return await Promise.race([request, hung]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The sign-up needs its `data` field to get as far as the file checks. */
  const withData = (upload: (typeof UPLOADS)[number]): Record<string, string> =>
    upload.signedIn ? {} : { data: JSON.stringify(collegeSignUp()) };

  type Case = [
    string,
    (
      u: (typeof UPLOADS)[number],
    ) => Promise<{ payload: Buffer | string; headers: Record<string, string> }>,
    number,
    string,
    ((u: (typeof UPLOADS)[number]) => Record<string, string>)?,
  ];
  const cases: Case[] = [
    [
      'a NUL in the file name',
      (u) => multipart({ ...withData(u), [u.file]: png('me\u0000.png') }),
      400,
      m.invalidCharacters,
      (u) => ({ [u.file]: m.invalidCharacters }),
    ],
    [
      'a NUL in a text field',
      (u) => multipart({ note: 'hello\u0000', [u.file]: png() }),
      400,
      m.invalidCharacters,
      () => ({ note: m.invalidCharacters }),
    ],
    [
      'a file under an unexpected field name',
      (u) => multipart({ ...withData(u), other: png() }),
      400,
      m.unexpectedFile,
      () => ({ other: m.unexpectedFile }),
    ],
    [
      'the file twice',
      async (u) => {
        const boundary = 'twice';
        const data = u.signedIn ? [] : [`content-disposition: form-data; name="data"\r\n\r\n{}`];
        return {
          payload: raw(boundary, [...data, filePart(u.file, 'a.png'), filePart(u.file, 'b.png')]),
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        };
      },
      400,
      m.tooManyParts,
    ],
    [
      'more fields than the limit',
      async () =>
        multipart(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'x']))),
      400,
      m.tooManyParts,
    ],
    [
      'a boundary other than the one announced',
      async (u) => ({
        payload: raw('actual', [filePart(u.file, 'a.png')]),
        headers: { 'content-type': 'multipart/form-data; boundary=announced' },
      }),
      400,
      m.malformedMultipart,
    ],
    [
      'no boundary at all',
      async () => ({ payload: 'abc', headers: { 'content-type': 'multipart/form-data' } }),
      400,
      m.malformedMultipart,
    ],
    [
      'a body cut off inside the file',
      async (u) => ({
        payload: raw('cut', [filePart(u.file, 'a.png', 'PNG-bytes-then-nothing')], false),
        headers: { 'content-type': 'multipart/form-data; boundary=cut' },
      }),
      400,
      m.malformedMultipart,
    ],
    [
      'JSON instead of a form',
      async () => ({ payload: '{"file":"x"}', headers: { 'content-type': 'application/json' } }),
      415,
      m.unsupportedMediaType,
    ],
  ];

  for (const upload of UPLOADS) {
    describe(`POST ${upload.url}`, () => {
      it.each(cases)(
        'refuses %s with its status and message, writing nothing',
        async (_, build, status, message, fields) => {
          const before = await writeState(t);
          const res = await send(upload, await build(upload));
          expect(res.statusCode).toBe(status);
          expect(res.json().error.message).toBe(message);
          if (fields) expect(res.json().error.fields).toEqual(fields(upload));
          expect(await writeState(t)).toEqual(before);
        },
      );
    });
  }

  it('refuses a sign-up whose form data spells a NUL as a JSON escape, naming the field', async () => {
    const before = await writeState(t);
    const data = JSON.stringify(collegeSignUp({ firstName: 'Ja\u0000mie' }));
    expect(data).toContain('\\u0000');
    const res = await send(UPLOADS[3], await multipart({ data, photo: png() }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ firstName: m.invalidCharacters });
    expect(await writeState(t)).toEqual(before);
  });

  it('still takes a good upload on every route', async () => {
    for (const upload of UPLOADS) {
      const res = await send(
        upload,
        await multipart({ ...withData(upload), [upload.file]: png() }),
      );
      expect(res.statusCode, upload.url).toBeLessThan(300);
    }
  });
});
