import { schoolAreaEndpoints as endpoints, schoolIpEndpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import {
  listSchoolAthletes,
  readSchoolAreaMe,
  readSchoolHome,
  readSchoolIpStatus,
  schoolSubject,
} from './school-area';

/**
 * The school administrator's area (role school-admin only) and the athlete's Check School IP.
 * A route naming a school asks the policy (relation 'school-admin'): another school answers 404.
 */
export async function schoolAreaRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  const school = {
    db: services.db,
    subject: async (request: { params: { schoolId: number } }) =>
      schoolSubject(services.db, request.params.schoolId),
  };

  route(app, endpoints.me, async (request) => readSchoolAreaMe(services.db, request.user.id));

  route(
    app,
    endpoints.home,
    async (request) => readSchoolHome(services.db, request.params.schoolId),
    { authorize: school },
  );

  route(
    app,
    endpoints.athletes,
    async (request) =>
      listSchoolAthletes(services.db, request.params.schoolId, {
        cursor: cursorParam(request.query.cursor),
        limit: request.query.limit,
      }),
    { authorize: school },
  );

  route(app, schoolIpEndpoints.status, async (request) =>
    readSchoolIpStatus(services.db, request.user.id),
  );
}
