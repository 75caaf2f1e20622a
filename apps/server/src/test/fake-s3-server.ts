import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type StoredObject = { body: Buffer; contentType: string };

export type FakeS3Server = {
  /** `http://127.0.0.1:<port>`, for the S3 client's `endpoint` (path-style). */
  endpoint: string;
  /** The stored objects by `bucket/key`, so tests can look behind the client. */
  objects: Map<string, StoredObject>;
  /** Every request as `METHOD /bucket/key`, to assert what the client actually did. */
  requests: string[];
  close(): Promise<void>;
};

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

function noSuchKey(res: http.ServerResponse, key: string, head: boolean) {
  res.writeHead(404, { 'content-type': 'application/xml', 'x-amz-request-id': 'fake' });
  // HEAD responses have no body; S3's SDK then reports NotFound from the status alone.
  if (head) return res.end();
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code>` +
      `<Message>The specified key does not exist.</Message><Key>${key}</Key>` +
      '<RequestId>fake</RequestId></Error>',
  );
}

function s3Error(res: http.ServerResponse, status: number, code: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code></Error>`);
}

/**
 * An in-memory, S3-compatible object store speaking the little of the REST API our storage uses
 * (path-style PUT/GET/HEAD/DELETE object). Authentication headers are accepted unchecked.
 */
export async function startFakeS3Server(): Promise<FakeS3Server> {
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const id = path.slice(1).split('/').map(decodeURIComponent).join('/');
      const key = id.split('/').slice(1).join('/');
      requests.push(`${req.method} /${id}`);
      const stored = objects.get(id);
      if (req.method === 'PUT') {
        const body = Buffer.concat(chunks);
        // Streaming (aws-chunked) uploads are not emulated: fail loudly rather than store framing.
        if (String(req.headers['content-encoding'] ?? '').includes('aws-chunked')) {
          return s3Error(res, 501, 'NotImplemented');
        }
        // Like S3, refuse a body that is not the one the client signed.
        const signed = String(req.headers['x-amz-content-sha256'] ?? '');
        if (/^[0-9a-f]{64}$/.test(signed) && signed !== sha256(body)) {
          return s3Error(res, 400, 'XAmzContentSHA256Mismatch');
        }
        const contentType = String(req.headers['content-type'] ?? 'application/octet-stream');
        objects.set(id, { body, contentType });
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      }
      if (req.method === 'DELETE') {
        // S3 answers 204 whether or not the key existed.
        objects.delete(id);
        res.writeHead(204);
        return res.end();
      }
      if (req.method === 'GET' || req.method === 'HEAD') {
        if (!stored) return noSuchKey(res, key, req.method === 'HEAD');
        res.writeHead(200, {
          'content-type': stored.contentType,
          'content-length': stored.body.length,
          etag: `"${createHash('md5').update(stored.body).digest('hex')}"`,
        });
        return res.end(req.method === 'GET' ? stored.body : undefined);
      }
      res.writeHead(405);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
