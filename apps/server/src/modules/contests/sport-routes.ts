import { sportContestEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { readContestBadgeForm } from './create-contest-badge';
import { listSportContests, participate, sportContestDetails } from './sport-contests';
import { checkHonorBadgeAllowed, createHonorBadge } from './sport-honor-badge';

/** The athlete's SPORT CONTEST tab: the two lists, View Details, Participate, Honor Badge. */
export async function sportContestRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  route(app, endpoints.list, async (request) =>
    listSportContests(services.db, request.user.id, {
      tab: request.query.tab,
      cursor: cursorParam(request.query.cursor),
      limit: request.query.limit,
    }),
  );
  route(app, endpoints.details, async (request) =>
    sportContestDetails(services.db, request.user.id, request.params.id),
  );
  route(app, endpoints.participate, async (request, reply) =>
    reply.status(201).send(await participate(services.db, request.user.id, request.params.id)),
  );
  route(app, endpoints.createHonorBadge, async (request, reply) => {
    // A contest the athlete may not make a badge of is refused before its body is read.
    await checkHonorBadgeAllowed(services.db, request.user.id, request.params.id);
    const form = await readContestBadgeForm(request);
    return reply
      .status(201)
      .send(await createHonorBadge(services, request.user.id, request.params.id, form));
  });
}
