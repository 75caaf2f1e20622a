import { defineEndpoint } from '../platform/endpoint';
import {
  ZPublicContest,
  ZPublicContestParams,
  ZPublicContests,
  ZPublicContestsQuery,
} from './contests.public.schemas';

/**
 * Anyone: the contests fans watch and vote in (no session read). Athletes who are blocked or
 * not active are left out of every list and count.
 */
export const contestPublicEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/public/contests',
    access: 'public',
    tags: ['contests'],
    summary:
      'Contests of a kind: the active ones, then those completed recently, with their athletes’ count and a few videos',
    query: ZPublicContestsQuery,
    response: ZPublicContests,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/public/contests/:contestNumber',
    access: 'public',
    tags: ['contests'],
    summary: 'A contest’s page: its summary, entries with their videos, votes and badges on sale',
    params: ZPublicContestParams,
    response: ZPublicContest,
    errors: [404],
  }),
};
