import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { documentTitle, publicPageMeta, type TPageMeta } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * index.html with a public route's own <title>, meta description and Open Graph tags, so the
 * first paint and shared links name the page before any script runs.
 */
export function injectPageMeta(html: string, meta: TPageMeta): string {
  const title = escapeHtml(documentTitle(meta.title));
  const description = escapeHtml(meta.description);
  const tags = [
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    '<meta property="og:type" content="website" />',
  ].join('\n    ');
  let out = html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
  const descriptionTag = `<meta name="description" content="${description}" />`;
  out = /<meta name="description"[^>]*>/.test(out)
    ? out.replace(/<meta name="description"[^>]*>/, descriptionTag)
    : out.replace('</head>', `    ${descriptionTag}\n  </head>`);
  return out.replace('</head>', `    ${tags}\n  </head>`);
}

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
  // One rendered copy per public page, made on first request (the shell changes only on deploy).
  const withMeta = new Map<TPageMeta, Buffer>();
  const shellFor = (urlPath: string): Buffer => {
    const meta = publicPageMeta(urlPath);
    if (!meta) return indexHtml;
    let html = withMeta.get(meta);
    if (!html) {
      html = Buffer.from(injectPageMeta(indexHtml.toString('utf8'), meta));
      withMeta.set(meta, html);
    }
    return html;
  };
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
      .send(shellFor(urlPath));
  });
}
