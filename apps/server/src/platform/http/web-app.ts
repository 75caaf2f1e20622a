import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * any non-API path that is not a file answered with index.html (the SPA routes it).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built; only the API is served (run `npm run build`)');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const rel = path.relative(distDir, filePath);
      if (rel.startsWith(`assets${path.sep}`)) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        // index.html, the service worker and the manifest must be fresh after a deploy.
        reply.header('Cache-Control', 'no-cache');
      }
    },
  });
  const indexHtml = fs.readFileSync(indexFile);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.callNotFound();
    }
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    const candidate = path.join(distDir, path.normalize(urlPath));
    if (
      candidate.startsWith(distDir) &&
      urlPath !== '/' &&
      fs.existsSync(candidate) &&
      fs.statSync(candidate).isFile()
    ) {
      return reply.sendFile(path.relative(distDir, candidate));
    }
    if (path.extname(urlPath) && urlPath.startsWith('/assets/')) return reply.callNotFound();
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
