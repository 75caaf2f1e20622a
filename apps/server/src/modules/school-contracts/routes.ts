import { schoolContractSigningEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { readContract } from './read-contract';
import { signContract } from './sign-contract';
import { requestSigningCode, verifySigningCode } from './signing-codes';
import { setGrantCookie } from './signing-grants';

/** Public and keyed by the id: a brake on guessing ids (the code routes count in the database too). */
const rateLimit = { max: 120, timeWindow: '1 minute' };

/** The contract page's API: read, the officer's one-time code, and signing (issue #35). */
export async function schoolContractRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  route(
    app,
    endpoints.read,
    async (request, reply) => {
      // A signing session or a draft must not be kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return readContract(services, request, request.user, request.params.id);
    },
    { session: 'optional', config: { rateLimit } },
  );

  route(
    app,
    endpoints.requestCode,
    async (request, reply) => {
      const answer = await requestSigningCode(services, {
        contractId: request.params.id,
        ip: request.ip,
      });
      reply.code(202);
      return answer;
    },
    { config: { rateLimit } },
  );

  route(
    app,
    endpoints.verifyCode,
    async (request, reply) => {
      const { grant, message, contractId } = await verifySigningCode(services, {
        contractId: request.params.id,
        code: request.body.code,
        ip: request.ip,
      });
      // Scoped to the contract's canonical path (the page asks with the id as the link has it).
      setGrantCookie(reply, services, contractId, grant);
      return { message, expiresAt: grant.expiresAt.toISOString() };
    },
    { config: { rateLimit } },
  );

  route(
    app,
    endpoints.sign,
    async (request) => signContract(services, request, request.params.id, request.body),
    { config: { rateLimit } },
  );
}
