import { consoleSchoolsEndpoints as endpoints } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schoolContractRequests } from '../../db/schema';
import { consoleGuard } from '../../platform/auth/subjects';
import { notFound } from '../../platform/http/app-error';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { addInstitute, declineInstitute } from './decide-institute';
import { approveSchoolRequest, declineSchoolRequest } from './decide-school-request';
import { listInstituteRequests, listSchoolContracts, listSchoolRequests } from './list-schools';

/** The stored image's type, from the extension the server gave it after re-encoding. */
const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};
const imageTypeOf = (key: string) => IMAGE_TYPES[key.split('.').pop()?.toLowerCase() ?? ''];

/** The console's Schools screen: contract requests, institute requests, contracts. */
export async function consoleSchoolsRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  // Every record here is the operators' (nobody else relates to it): decided on the console.
  const authorize = consoleGuard(services.db);
  const page = (q: { cursor?: string; limit: number }) => ({
    cursor: cursorParam(q.cursor),
    limit: q.limit,
  });

  route(
    app,
    endpoints.requests,
    async (request) =>
      listSchoolRequests(services.db, { status: request.query.status }, page(request.query)),
    { authorize },
  );

  route(app, endpoints.requestImage, async (request, reply) => {
    const [row] = await services.db
      .select({ key: schoolContractRequests.idImageKey })
      .from(schoolContractRequests)
      .where(eq(schoolContractRequests.id, request.params.id));
    const object = row ? await services.storage.get(row.key) : null;
    if (!object) throw notFound();
    return reply
      .type(imageTypeOf(row?.key ?? '') ?? object.contentType ?? 'application/octet-stream')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(object.body);
  });

  route(
    app,
    endpoints.approveRequest,
    async (request) => approveSchoolRequest(services, request.user, request.params.id),
    { authorize },
  );

  route(
    app,
    endpoints.declineRequest,
    async (request) =>
      declineSchoolRequest(services, request.user, request.params.id, request.body.reason),
    { authorize },
  );

  route(
    app,
    endpoints.institutes,
    async (request) =>
      listInstituteRequests(services.db, { status: request.query.status }, page(request.query)),
    { authorize },
  );

  route(
    app,
    endpoints.addInstitute,
    async (request) => addInstitute(services, request.user, request.params.id),
    { authorize },
  );

  route(
    app,
    endpoints.declineInstitute,
    async (request) =>
      declineInstitute(services, request.user, request.params.id, request.body.reason),
    { authorize },
  );

  route(
    app,
    endpoints.contracts,
    async (request) =>
      listSchoolContracts(services.db, { status: request.query.status }, page(request.query)),
    { authorize },
  );
}
