import net from 'node:net';
import { messages } from '@fhp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Writes `head` and `body` on a raw connection and returns everything the server answers. */
function rawRequest(port: number, text: string, waitMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(answer || '(no answer)');
    }, waitMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.on('error', (error) => {
      if (answer) resolve(answer);
      else reject(error);
    });
    socket.write(text);
  });
}

describe('a request body that stops arriving', () => {
  let t: TestApp;
  let port: number;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ requestTimeoutMs: 400 });
    ({ cookie } = await signedInUser(t.services.db));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.close());

  it('gets 408 in the error shape and the connection closed, instead of waiting forever', async () => {
    const started = Date.now();
    const answer = await rawRequest(
      port,
      [
        'POST /api/profile/photo HTTP/1.1',
        'Host: 127.0.0.1',
        `Cookie: ${cookie}`,
        'Content-Type: multipart/form-data; boundary=stall',
        'Content-Length: 100000',
        '',
        '--stall\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\n\r\nPNG',
      ].join('\r\n'),
      10_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({
      error: { code: 'BAD_REQUEST', message: messages.platform.requestTimeout },
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers 408 within seconds when the body stops arriving, whatever time the request has', async () => {
    const patient = await createTestApp({ bodyIdleTimeoutMs: 300 });
    try {
      const session = (await signedInUser(patient.services.db)).cookie;
      await patient.app.listen({ port: 0, host: '127.0.0.1' });
      const address = patient.app.server.address();
      const started = Date.now();
      const answer = await rawRequest(
        typeof address === 'object' && address ? address.port : 0,
        [
          'POST /api/profile/photo HTTP/1.1',
          'Host: 127.0.0.1',
          `Cookie: ${session}`,
          'Content-Type: multipart/form-data; boundary=stall',
          'Content-Length: 100000',
          '',
          '--stall\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\n\r\nPNG',
        ].join('\r\n'),
        10_000,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).error.message).toBe(
        messages.platform.requestTimeout,
      );
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await patient.close();
    }
  });

  it('sends no 408 after an answer given before the body (a guard refused it)', async () => {
    const patient = await createTestApp({ bodyIdleTimeoutMs: 300 });
    try {
      await patient.app.listen({ port: 0, host: '127.0.0.1' });
      const address = patient.app.server.address();
      const answer = await rawRequest(
        typeof address === 'object' && address ? address.port : 0,
        [
          'POST /api/profile/photo HTTP/1.1',
          'Host: 127.0.0.1',
          'Content-Type: multipart/form-data; boundary=stall',
          'Content-Length: 100000',
          '',
          '--stall\r\n',
        ].join('\r\n'),
        3000,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 401 /);
      expect(answer).not.toContain('408');
    } finally {
      await patient.close();
    }
  });

  it('answers bytes that are not HTTP with a 400 in the error shape', async () => {
    const answer = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n', 5000);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).error.message).toBe(
      messages.platform.badRequest,
    );
  });
});
