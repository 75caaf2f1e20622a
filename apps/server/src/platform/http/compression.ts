import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { negotiateEncoding, type TContentEncoding } from './compressed-body';

/** Below this a response fits in a packet or two: compressing it costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** JSON, text (robots.txt), XML (the sitemap); never the event stream, images or PDFs. */
const COMPRESSIBLE = /^(?:application\/(?:[\w.+-]+\+)?(?:json|xml)|text\/(?!event-stream))/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Fast settings: a list page is compressed per request, so brotli 4 and gzip 5 beat the last
 * few percent of size that the slow levels would buy. On the thread pool, not the event loop.
 * Also the web app's per-visitor pages (a panel page's preview).
 */
export function compressPerRequest(
  body: string | Buffer,
  encoding: TContentEncoding,
): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : gzip(body, { level: 5 });
}

/** Whether this answer is worth compressing at all, whatever the client accepts. */
function compressible(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  // Strings first: a string's length never exceeds its UTF-8 byte count, so most small
  // answers are waved through on one comparison (a stream, a file, is sent as it is).
  if (typeof payload === 'string') {
    if (payload.length < COMPRESS_THRESHOLD_BYTES) return false;
  } else if (!Buffer.isBuffer(payload) || payload.length < COMPRESS_THRESHOLD_BYTES) {
    return false;
  }
  if (reply.statusCode === 206 || reply.hasHeader('content-encoding')) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && COMPRESSIBLE.test(type);
}

async function compressAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (!compressible(reply, payload)) return payload;
  // The body differs by what the client accepts: caches must key on it, compressed or not.
  reply.header('vary', varyWithAcceptEncoding(reply.getHeader('vary')));
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const body = await compressPerRequest(payload, encoding);
  reply.header('content-encoding', encoding);
  reply.header('content-length', body.length);
  return body;
}

function varyWithAcceptEncoding(vary: unknown): string {
  if (typeof vary !== 'string' || vary === '') return 'accept-encoding';
  return /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)
    ? vary
    : `${vary}, accept-encoding`;
}

/**
 * Compresses the API's answers (JSON, robots.txt, the sitemap) on the fly: brotli or gzip,
 * whichever the client prefers (the same negotiation as the web app's precompressed files).
 * Registered inside the API scope only (fastify-plugin, so it covers that scope and no more):
 * the web app's files never pass through here. One onSend hook that lets a small answer through
 * on a length check: @fastify/compress, which this replaces, spent about 3 µs of every request
 * (a health check's third) on its two hooks even for answers it then left alone (decision 0036).
 * The event stream hijacks its reply and never reaches onSend, so it stays unbuffered.
 */
export const compressJson = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload === 'string' && payload.length < COMPRESS_THRESHOLD_BYTES) {
      return done(null, payload);
    }
    compressAnswer(request, reply, payload).then(
      (body) => done(null, body),
      (error: Error) => done(error),
    );
  });
});
