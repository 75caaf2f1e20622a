import { withdrawalEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { listWithdrawals } from './list-withdrawals';
import { requestWithdrawal } from './request-withdrawal';
import { withdrawalSummary } from './withdrawal-summary';

export async function withdrawalRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  route(app, endpoints.summary, async (request) => withdrawalSummary(services.db, request.user.id));

  route(app, endpoints.list, async (request) =>
    listWithdrawals(services.db, request.user.id, {
      cursor: cursorParam(request.query.cursor),
      limit: request.query.limit,
    }),
  );

  route(app, endpoints.create, async (request, reply) =>
    reply
      .status(201)
      .send(await requestWithdrawal(services, request.user.id, request.body.amountCents)),
  );
}
