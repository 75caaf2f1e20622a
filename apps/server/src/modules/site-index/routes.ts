import { siteIndexEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { robotsTxt, sitemapXml } from './site-index';

/**
 * /robots.txt and /sitemap.xml for crawlers: real text and XML, answered before the web app's
 * fallback (which would send index.html), whether or not the web app is built. The content type
 * is set before sending, so the strings go out as they are (the JSON serializer never runs).
 */
export async function siteIndexRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  const { publicUrl } = services.config;
  const robots = robotsTxt(publicUrl);
  const sitemap = sitemapXml(publicUrl);
  route(app, endpoints.robots, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robots),
  );
  route(app, endpoints.sitemap, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(sitemap),
  );
}
