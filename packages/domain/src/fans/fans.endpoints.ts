import { defineEndpoint } from '../platform/endpoint';
import { ZFanSignUp, ZFanSignUpResponse } from './fans.schemas';

/**
 * Fan accounts. Signing in, out and resetting a password use the auth endpoints
 * (`/api/auth/login` with `panel: 'fan'`), so sessions and passwords have one implementation.
 */
export const fansEndpoints = {
  signUp: defineEndpoint({
    method: 'POST',
    path: '/api/fans',
    access: 'public',
    tags: ['fans'],
    summary: 'Create a fan account and sign it in (sets the session cookie)',
    body: ZFanSignUp,
    status: 201,
    response: ZFanSignUpResponse,
    errors: [409, 429],
  }),
};
