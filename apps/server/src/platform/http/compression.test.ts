import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { baseUrl } from '../../test/sse-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

describe('response compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

  it('compresses a large JSON list with the encoding the client prefers', async () => {
    const plain = await get('/api/reference/states?limit=60', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const br = await get('/api/reference/states?limit=60', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('/api/reference/states?limit=60', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('names Accept-Encoding in Vary on a large answer it leaves uncompressed', async () => {
    const plain = await get('/api/reference/states?limit=60', 'identity');
    expect(plain.headers.vary).toContain('accept-encoding');
    const again = await get('/api/reference/states?limit=60', 'gzip;q=0, br;q=0');
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.body).toBe(plain.body);
  });

  it('leaves a small JSON answer as it is', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().status).toBe('ok');
  });

  it('never compresses the event stream, which must reach the client unbuffered', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie } = await signedInUser(t.services.db);
    const res = await fetch(`${baseUrl(t.app)}/api/events`, {
      headers: { cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    // The first comment arrives while the stream is open: nothing holds it back.
    const reader = res.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toContain(':');
    await reader?.cancel();
  });
});
