import { ZErrorResponse, ZVerificationParams, ZVerificationResponse } from '@fhp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../platform/services';
import { getVerification } from './get-verification';

export const verificationRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/verification/:kind/:id',
    {
      schema: {
        tags: ['verification'],
        summary:
          "A badge's purchase record and whether its display license is active (404 'This Badge not found')",
        params: ZVerificationParams,
        response: { 200: ZVerificationResponse, 404: ZErrorResponse },
      },
    },
    async (request) => getVerification(services.db, request.params.kind, request.params.id),
  );
};
