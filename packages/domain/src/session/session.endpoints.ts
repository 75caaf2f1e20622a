import { defineEndpoint } from '../platform/endpoint';
import { ZMeResponse } from '../users/users.schemas';

export const sessionEndpoints = {
  /**
   * Public, because a visitor without any session cookie is answered (200, user null); the
   * server checks the session only when a cookie is sent, so an ended session is a 401 and a
   * blocked account a 403.
   */
  me: defineEndpoint({
    method: 'GET',
    path: '/api/me',
    access: 'public',
    tags: ['session'],
    summary:
      'The signed-in user, with the athlete record for athletes; user null for a visitor without a session cookie, 401 for a session that ended',
    response: ZMeResponse,
    errors: [401, 403],
  }),
};
