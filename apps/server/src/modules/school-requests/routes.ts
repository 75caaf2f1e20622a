import { schoolRequestsEndpoints as endpoints, SCHOOL_REQUEST_RATE_LIMIT } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { readContractRequest, requestSchoolContract } from './request-contract';
import { requestInstitute } from './request-institute';
import { searchApprovedContract } from './search-contract';

/** The public side of the school path: the contract request, the new institute request, the search. */
export async function schoolRequestsRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  // Public and each reaches the operators (and stores an image): a per-address brake.
  const config = { rateLimit: { ...SCHOOL_REQUEST_RATE_LIMIT } };

  route(
    app,
    endpoints.request,
    async (request, reply) => {
      const input = await readContractRequest(request);
      return reply.status(201).send(await requestSchoolContract(services, input, request.ip));
    },
    { config },
  );

  route(
    app,
    endpoints.instituteRequest,
    async (request, reply) =>
      reply.status(201).send(await requestInstitute(services, request.body)),
    { config },
  );

  route(app, endpoints.search, async (request) =>
    searchApprovedContract(services.db, request.query),
  );
}
