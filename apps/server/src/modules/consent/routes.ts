import { ZConsentConfirmResponse, ZErrorResponse } from '@fhp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../platform/services';
import { confirmConsent } from './confirm-consent';

/** The consent link's page confirms on load; no sign-in (the unguessable id is the key). */
export const consentRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.post(
    '/api/consents/:id/confirm',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['consent'],
        summary: "Confirm a parent's consent (pending to confirmed once; repeating is harmless)",
        // Any text: a malformed id is the same 404 as an unknown one, never a 400 or 500.
        params: z.object({ id: z.string().max(200) }),
        response: { 200: ZConsentConfirmResponse, 404: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => confirmConsent(services.db, request.params.id),
  );
};
