import { defineEndpoint } from '../platform/endpoint';
import { ZVerificationParams, ZVerificationResponse } from './verification.schemas';

export const verificationEndpoints = {
  read: defineEndpoint({
    method: 'GET',
    path: '/api/verification/:kind/:id',
    access: 'public',
    tags: ['verification'],
    summary:
      "A badge's purchase record and whether its display license is active (404 'This Badge not found')",
    params: ZVerificationParams,
    response: ZVerificationResponse,
    errors: [404],
  }),
};
