import { ZPageQuery } from '../pagination/pagination';
import { ZOutboxEmailsPage } from './email.schemas';
import { defineEndpoint } from './endpoint';

export const devEmailEndpoints = {
  /**
   * Public in the sense of needing no session: the server registers it only outside
   * production and answers 404 to any caller that is not the machine itself.
   */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/dev/emails',
    access: 'public',
    tags: ['platform'],
    summary: 'E-mails in the outbox, newest first (development only, from this machine)',
    query: ZPageQuery,
    response: ZOutboxEmailsPage,
    errors: [404],
  }),
};
