import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this a response fits in a packet or two: compressing it costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's answers (JSON, robots.txt, the sitemap) on the fly: brotli or gzip,
 * whichever the client prefers. Registered inside the API scope only (fastify-plugin, so it
 * covers that scope and no more): the web app's files are served (precompressed) by web-app.ts
 * and never pass through here. The event stream hijacks its reply and is `text/event-stream`,
 * which the plugin never compresses, so it stays unbuffered.
 * Fast settings: a list page is compressed per request, so brotli 4 and gzip 5 beat the last
 * few percent of size that the slow levels would buy.
 */
export const compressJson = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 5 },
    // Request bodies are small JSON forms and multipart uploads: no inflating of client bodies.
    globalDecompression: false,
  });
});
