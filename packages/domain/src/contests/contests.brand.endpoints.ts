import { ZMessageResponse } from '../auth/auth.schemas';
import { defineEndpoint } from '../platform/endpoint';
import {
  CONTEST_BADGE_APPEAL_IMAGE_FIELD,
  CONTEST_BADGE_DATA_FIELD,
  CONTEST_BADGE_INTRO_IMAGE_FIELD,
  ZContestBadgeCreated,
} from './contests.badge-form';
import {
  ZAthleteLookupParams,
  ZBrandContestsPage,
  ZBrandContestsQuery,
  ZBrandEntryResponse,
  ZCoAthleteBody,
  ZCoAthleteParams,
  ZContestAthlete,
  ZContestEntryParams,
  ZContestVideosBody,
} from './contests.brand.schemas';
import { ZContestParams } from './contests.schemas';

const tags = ['contests'] as const;
const form = `multipart: \`${CONTEST_BADGE_DATA_FIELD}\` (the JSON form), \`${CONTEST_BADGE_INTRO_IMAGE_FIELD}\` and \`${CONTEST_BADGE_APPEAL_IMAGE_FIELD}\` (JPEG/PNG/SVG; an SVG is stored as a PNG)`;

/**
 * The athlete's Brand ambassador tab (spec part 2, "Contest page"). An entry is the signed-in
 * athlete's own: another athlete's entry is a 404.
 */
export const contestBrandEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/athlete/brand-contests',
    access: ['athlete'],
    tags,
    summary:
      'Brand-ambassador contests, newest first, each with my entry (videos, co-athletes, badges)',
    query: ZBrandContestsQuery,
    response: ZBrandContestsPage,
  }),
  enroll: defineEndpoint({
    method: 'POST',
    path: '/api/athlete/brand-contests/:id/enroll',
    access: ['athlete'],
    tags,
    summary: 'Enroll in an active brand-ambassador contest',
    params: ZContestParams,
    status: 201,
    response: ZBrandEntryResponse,
    errors: [404, 409],
  }),
  leave: defineEndpoint({
    method: 'DELETE',
    path: '/api/athlete/contest-entries/:id',
    access: ['athlete'],
    tags,
    summary: 'Leave: my enrollment goes, with its videos, co-athletes and votes',
    params: ZContestEntryParams,
    response: ZMessageResponse,
    errors: [404, 409],
  }),
  setVideos: defineEndpoint({
    method: 'PUT',
    path: '/api/athlete/contest-entries/:id/videos',
    access: ['athlete'],
    tags,
    summary: 'Replace my entry’s videos (1 to 8 YouTube links; only the ids are stored)',
    params: ZContestEntryParams,
    body: ZContestVideosBody,
    response: ZBrandEntryResponse,
    errors: [404, 409],
  }),
  lookupAthlete: defineEndpoint({
    method: 'GET',
    path: '/api/athlete/contest-athletes/:athleteNumber',
    access: ['athlete'],
    tags,
    summary: 'An athlete’s name by their Athlete Id, to add them to my contest videos',
    params: ZAthleteLookupParams,
    response: ZContestAthlete,
    errors: [404],
  }),
  addCoAthlete: defineEndpoint({
    method: 'POST',
    path: '/api/athlete/contest-entries/:id/co-athletes',
    access: ['athlete'],
    tags,
    summary: 'Add an athlete to my entry’s videos (at most 5 besides me)',
    params: ZContestEntryParams,
    body: ZCoAthleteBody,
    response: ZBrandEntryResponse,
    errors: [404, 409],
  }),
  removeCoAthlete: defineEndpoint({
    method: 'DELETE',
    path: '/api/athlete/contest-entries/:id/co-athletes/:athleteNumber',
    access: ['athlete'],
    tags,
    summary: 'Remove an athlete from my entry’s videos',
    params: ZCoAthleteParams,
    response: ZBrandEntryResponse,
    errors: [404, 409],
  }),
  createVoteGetterBadge: defineEndpoint({
    method: 'POST',
    path: '/api/athlete/contest-entries/:id/vote-getter-badges',
    access: ['athlete'],
    tags,
    summary: `Create a vote-getter badge for my enrollment (${form}); at most 5 per contest`,
    params: ZContestEntryParams,
    multipart: true,
    status: 201,
    response: ZContestBadgeCreated,
    errors: [404, 409, 413, 415, 503],
  }),
};
