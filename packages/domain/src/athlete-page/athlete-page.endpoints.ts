import { defineEndpoint } from '../platform/endpoint';
import { ZAthletePage, ZAthletePageParams } from './athlete-page.schemas';

export const athletePageEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/athletes/:athleteNumber',
    access: 'public',
    tags: ['athlete-page'],
    summary: "An active athlete's public page: profile facts and everything on sale",
    params: ZAthletePageParams,
    response: ZAthletePage,
    errors: [404],
  }),
};
