import { consentEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { confirmConsent } from './confirm-consent';
import { getConsent } from './get-consent';

/** Public and keyed by the id alone: a brake on guessing ids. */
const rateLimit = { max: 120, timeWindow: '1 minute' };

export async function consentRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  route(app, endpoints.read, async (request) => getConsent(services.db, request.params.id), {
    config: { rateLimit },
  });

  route(
    app,
    endpoints.confirm,
    async (request) => confirmConsent(services.db, request.params.id, { ip: request.ip }),
    { config: { rateLimit } },
  );
}
