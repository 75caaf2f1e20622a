import type { FastifyInstance } from 'fastify';
import { forbidden } from '../http/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site state changes: a mutating API request whose Origin (or, failing that,
 * Referer) names another site is rejected. Requests with neither header (curl, server-to-server)
 * carry no ambient browser credentials worth protecting beyond the SameSite=Lax cookie.
 */
export function registerSameOriginCheck(app: FastifyInstance, publicUrl: string) {
  const allowed = new Set([new URL(publicUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const source = request.headers.origin ?? request.headers.referer;
    if (!source) return;
    let origin: string;
    try {
      origin = new URL(source).origin;
    } catch {
      throw forbidden();
    }
    const host = request.headers.host;
    const sameHost =
      host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
    if (!sameHost && !allowed.has(origin)) throw forbidden();
  });
}
