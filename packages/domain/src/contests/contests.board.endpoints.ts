import { defineEndpoint } from '../platform/endpoint';
import { ZContestBoard, ZContestParams } from './contests.schemas';

/**
 * Anyone: a contest's leaderboard once it is shown (contestBoardShown), computed from its votes
 * and badge sales. The athlete's Leaderboard and See leaderBoard, the fan side and the contest's
 * public page all read it. Before then, a 409.
 */
export const contestBoardEndpoints = {
  board: defineEndpoint({
    method: 'GET',
    path: '/api/public/contests/:id/board',
    access: 'public',
    tags: ['contests'],
    summary: 'A contest’s leaderboard: the fans overall, the athletes per round',
    params: ZContestParams,
    response: ZContestBoard,
    errors: [404, 409],
  }),
};
