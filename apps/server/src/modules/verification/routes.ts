import { verificationEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { getVerification } from './get-verification';

export async function verificationRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  route(app, endpoints.read, async (request) =>
    getVerification(services.db, request.params.kind, request.params.id),
  );
}
