import { seasonalBadgeEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import {
  deleteSeasonalBadge,
  editSeasonalBadge,
  rateSeasonalManager,
} from './change-seasonal-badge';
import { captureSeasonalBadgeFee, createSeasonalBadge } from './create-seasonal-badge';
import { listSeasonalBadges, seasonalBadgeQuota } from './list-seasonal-badges';
import { readSeasonalForm } from './seasonal-badge-form';
import { readSeasonalBadge } from './seasonal-badge-rows';

export async function seasonalBadgeRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  route(app, endpoints.list, async (request) =>
    listSeasonalBadges(services.db, request.user.id, {
      cursor: cursorParam(request.query.cursor),
      limit: request.query.limit,
    }),
  );
  route(app, endpoints.bySport, async (request) =>
    listSeasonalBadges(services.db, request.user.id, {
      cursor: cursorParam(request.query.cursor),
      limit: request.query.limit,
      sport: request.params.sport,
    }),
  );
  route(app, endpoints.quota, async (request) => seasonalBadgeQuota(services.db, request.user.id));
  route(app, endpoints.get, async (request) =>
    readSeasonalBadge(services.db, request.user.id, request.params.id),
  );
  route(app, endpoints.create, async (request, reply) => {
    const form = await readSeasonalForm(request);
    return reply.status(201).send(await createSeasonalBadge(services, request.user.id, form));
  });
  route(app, endpoints.capturePayment, async (request) =>
    captureSeasonalBadgeFee(services, request.user.id, request.params.paymentId, request.log),
  );
  route(app, endpoints.edit, async (request) => {
    // Another athlete's badge is a 404 before its body is even read.
    await readSeasonalBadge(services.db, request.user.id, request.params.id);
    const form = await readSeasonalForm(request);
    return editSeasonalBadge(services, request.user.id, request.params.id, form);
  });
  route(app, endpoints.remove, async (request) =>
    deleteSeasonalBadge(services, request.user.id, request.params.id),
  );
  route(app, endpoints.rateManager, async (request) =>
    rateSeasonalManager(services, request.user.id, request.params.id, request.body),
  );
}
