import { defineEndpoint } from '../platform/endpoint';
import {
  CONTEST_BADGE_APPEAL_IMAGE_FIELD,
  CONTEST_BADGE_DATA_FIELD,
  CONTEST_BADGE_INTRO_IMAGE_FIELD,
  ZContestBadgeCreated,
} from './contests.badge-form';
import { ZContestParams } from './contests.schemas';
import {
  ZParticipated,
  ZSportContestDetails,
  ZSportContestsPage,
  ZSportContestsQuery,
} from './contests.sport.schemas';

const tags = ['contests'] as const;
const form = `multipart: \`${CONTEST_BADGE_DATA_FIELD}\` (the JSON form), \`${CONTEST_BADGE_INTRO_IMAGE_FIELD}\` and \`${CONTEST_BADGE_APPEAL_IMAGE_FIELD}\` (JPEG/PNG/SVG, 1 MB; an SVG is stored as a PNG)`;

/**
 * The signed-in athlete's sport contests: those of their sport whose school entry for their own
 * school is accepted. Any other contest is a 404 here, and Participate refuses it.
 */
export const sportContestEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/sport-contests',
    access: ['athlete'],
    tags,
    summary:
      'A page of my sport contests: All Contests (active) or Completed Contests, newest first',
    query: ZSportContestsQuery,
    response: ZSportContestsPage,
  }),
  details: defineEndpoint({
    method: 'GET',
    path: '/api/sport-contests/:id',
    access: ['athlete'],
    tags,
    summary: 'View Details: the organizer, the school entries, the athletes and the fans',
    params: ZContestParams,
    response: ZSportContestDetails,
    errors: [404],
  }),
  participate: defineEndpoint({
    method: 'POST',
    path: '/api/sport-contests/:id/participate',
    access: ['athlete'],
    tags,
    summary: 'Participate in an active sport contest of my school and sport (once)',
    params: ZContestParams,
    status: 201,
    response: ZParticipated,
    errors: [403, 404, 409],
  }),
  createHonorBadge: defineEndpoint({
    method: 'POST',
    path: '/api/sport-contests/:id/honor-badges',
    access: ['athlete'],
    tags,
    summary: `Create an honor badge of a completed sport contest I participated in (${form})`,
    params: ZContestParams,
    multipart: true,
    status: 201,
    response: ZContestBadgeCreated,
    errors: [403, 404, 409, 413, 415, 503],
  }),
};
