import { dealsEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { listDeals } from './list-deals';
import { guestViewer, recordAdView } from './record-view';
import { viewerKey } from './viewer-key';

/** The public deals page: anyone may list the ads and be counted once as a viewer. */
export async function dealsRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  route(app, endpoints.list, async (request) =>
    listDeals(services.db, { ...request.query, cursor: cursorParam(request.query.cursor) }),
  );

  route(
    app,
    endpoints.recordView,
    async (request) => {
      const user = request.user;
      if (user) {
        const key = await viewerKey(services.db, { userId: user.id });
        const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
        return recordAdView(services.db, request.params.id, {
          key,
          userId: user.id,
          name,
          email: user.email,
        });
      }
      const key = await viewerKey(services.db, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return recordAdView(services.db, request.params.id, guestViewer(key));
    },
    // A signed-in viewer is counted by account, a guest by address.
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } }, session: 'optional' },
  );
}
