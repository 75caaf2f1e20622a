import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { ZConsentConfirmResponse, ZConsentRequest } from './consent.schemas';

// Any text: a malformed id is the same 404 as an unknown one, never a 400 or 500.
const ZConsentId = z.object({ id: z.string().max(200) });

/**
 * The consent link's page: no sign-in (the unguessable id is the key). Opening it reads who
 * asks (GET); only the guardian's click (POST) confirms, so a link scanner confirms nothing.
 */
export const consentEndpoints = {
  read: defineEndpoint({
    method: 'GET',
    path: '/api/consents/:id',
    access: 'public',
    tags: ['consent'],
    summary: 'Who asks for a consent and its status (reading it confirms nothing)',
    params: ZConsentId,
    response: ZConsentRequest,
    errors: [404, 429],
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/consents/:id/confirm',
    access: 'public',
    tags: ['consent'],
    summary:
      "Confirm a parent's consent on their click (pending to confirmed once, logging the time and address; repeating is harmless)",
    params: ZConsentId,
    response: ZConsentConfirmResponse,
    errors: [404, 429],
  }),
};
