import { ZConsentConfirmResponse, ZConsentRequest, ZErrorResponse } from '@fhp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../platform/services';
import { confirmConsent } from './confirm-consent';
import { getConsent } from './get-consent';

// Any text: a malformed id is the same 404 as an unknown one, never a 400 or 500.
const params = z.object({ id: z.string().max(200) });
const rateLimit = { max: 120, timeWindow: '1 minute' };

/**
 * The consent link's page: no sign-in (the unguessable id is the key). Opening it reads who
 * asks (GET); only the guardian's click (POST) confirms, so a link scanner confirms nothing.
 */
export const consentRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/consents/:id',
    {
      config: { rateLimit },
      schema: {
        tags: ['consent'],
        summary: 'Who asks for a consent and its status (reading it confirms nothing)',
        params,
        response: { 200: ZConsentRequest, 404: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => getConsent(services.db, request.params.id),
  );

  app.post(
    '/api/consents/:id/confirm',
    {
      config: { rateLimit },
      schema: {
        tags: ['consent'],
        summary:
          "Confirm a parent's consent on their click (pending to confirmed once, logging the time and address; repeating is harmless)",
        params,
        response: { 200: ZConsentConfirmResponse, 404: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => confirmConsent(services.db, request.params.id, { ip: request.ip }),
  );
};
