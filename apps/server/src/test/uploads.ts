/** Real image bytes for upload tests; the server decides types by these magic bytes. */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const GIF_1X1 = 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

export const tinyPng = () => Buffer.from(PNG_1X1, 'base64');
export const tinyGif = () => Buffer.from(GIF_1X1, 'base64');
/** The start of a JFIF file: enough for magic-byte detection. */
export const tinyJpeg = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
    Buffer.alloc(64),
    Buffer.from([0xff, 0xd9]),
  ]);

/** A valid PNG of exactly `size` bytes: decoders stop at IEND, the rest is padding. */
export function pngOfSize(size: number): Buffer {
  const png = tinyPng();
  return Buffer.concat([png, Buffer.alloc(size - png.length)]);
}

/** A shell script, to be sent under an image's name and content type. */
export const script = () => Buffer.from('#!/bin/sh\necho pwned\n');

/** A multipart/form-data request for `app.inject`, encoded by the platform's own FormData. */
export async function multipart(
  fields: Record<string, { bytes: Buffer; filename: string; type: string } | string>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type }), value.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const contentType = request.headers.get('content-type') ?? '';
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': contentType },
  };
}
