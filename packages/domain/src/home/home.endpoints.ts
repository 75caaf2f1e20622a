import { defineEndpoint } from '../platform/endpoint';
import { ZHomeAthletes } from './home.schemas';

export const homeEndpoints = {
  athletes: defineEndpoint({
    method: 'GET',
    path: '/api/home/athletes',
    access: 'public',
    tags: ['home'],
    summary:
      'The athletes /home shows: trending this week (most purchases in 7 days) and newly joined',
    response: ZHomeAthletes,
  }),
};
