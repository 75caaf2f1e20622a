import { talkingBadgeEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { deleteTalkingBadge, editTalkingBadge, rateTalkingManager } from './change-talking-badge';
import { captureTalkingBadgeFee, createTalkingBadge } from './create-talking-badge';
import { listTalkingBadges, talkingBadgeQuota } from './list-talking-badges';
import { readTalkingForm } from './talking-badge-form';
import { readTalkingBadge } from './talking-badge-rows';

export async function talkingBadgeRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  route(app, endpoints.list, async (request) =>
    listTalkingBadges(services.db, request.user.id, {
      cursor: cursorParam(request.query.cursor),
      limit: request.query.limit,
    }),
  );
  route(app, endpoints.quota, async (request) => talkingBadgeQuota(services.db, request.user.id));
  route(app, endpoints.get, async (request) =>
    readTalkingBadge(services.db, request.user.id, request.params.id),
  );
  route(app, endpoints.create, async (request, reply) => {
    const form = await readTalkingForm(request);
    return reply.status(201).send(await createTalkingBadge(services, request.user.id, form));
  });
  route(app, endpoints.capturePayment, async (request) =>
    captureTalkingBadgeFee(services, request.user.id, request.params.paymentId, request.log),
  );
  route(app, endpoints.edit, async (request) => {
    // Another athlete's badge is a 404 before its body is even read.
    await readTalkingBadge(services.db, request.user.id, request.params.id);
    const form = await readTalkingForm(request);
    return editTalkingBadge(services, request.user.id, request.params.id, form);
  });
  route(app, endpoints.remove, async (request) =>
    deleteTalkingBadge(services, request.user.id, request.params.id),
  );
  route(app, endpoints.rateManager, async (request) =>
    rateTalkingManager(services, request.user.id, request.params.id, request.body),
  );
}
