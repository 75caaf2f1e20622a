import { contestBrandEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import {
  addCoAthlete,
  checkVoteGetterBadgeAllowed,
  createVoteGetterBadge,
  enrollInBrandContest,
  leaveBrandContest,
  removeCoAthlete,
  setBrandVideos,
} from './brand-actions';
import { findAthleteByNumber, listBrandContests } from './brand-rows';
import { readContestBadgeForm } from './create-contest-badge';

/** The athlete's Brand ambassador tab (spec part 2, "Contest page"). */
export async function contestBrandRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  route(app, endpoints.list, async (request) =>
    listBrandContests(services.db, request.user.id, {
      cursor: cursorParam(request.query.cursor),
      limit: request.query.limit,
    }),
  );
  route(app, endpoints.enroll, async (request, reply) =>
    reply
      .status(201)
      .send(await enrollInBrandContest(services, request.user.id, request.params.id)),
  );
  route(app, endpoints.leave, async (request) =>
    leaveBrandContest(services, request.user.id, request.params.id),
  );
  route(app, endpoints.setVideos, async (request) =>
    setBrandVideos(services, request.user.id, request.params.id, request.body.urls),
  );
  route(app, endpoints.lookupAthlete, async (request) => {
    const athlete = await findAthleteByNumber(services.db, request.params.athleteNumber);
    return { athleteNumber: athlete.athleteNumber, name: athlete.name };
  });
  route(app, endpoints.addCoAthlete, async (request) =>
    addCoAthlete(services, request.user.id, request.params.id, request.body.athleteNumber),
  );
  route(app, endpoints.removeCoAthlete, async (request) =>
    removeCoAthlete(services, request.user.id, request.params.id, request.params.athleteNumber),
  );
  route(app, endpoints.createVoteGetterBadge, async (request, reply) => {
    // Another athlete's entry, or a sixth badge, is refused before the body is read.
    await checkVoteGetterBadgeAllowed(services.db, request.user.id, request.params.id);
    const form = await readContestBadgeForm(request);
    return reply
      .status(201)
      .send(await createVoteGetterBadge(services, request.user.id, request.params.id, form));
  });
}
