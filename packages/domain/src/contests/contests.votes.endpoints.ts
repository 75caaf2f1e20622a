import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { contestsMessages as m } from './contests.messages';
import { ZContestParams, ZContestRound } from './contests.schemas';

export const ZContestVideoParams = z.object({ videoId: z.uuid({ error: m.videoNotFound }) });

/**
 * A vote's answer: `counted` the first time (201), not the second for the same video in the same
 * round (200, the unique index made it a no-op), each with the catalogue's message.
 */
export const ZVoteResponse = z.object({ counted: z.boolean(), message: z.string() });
export type TVoteResponse = z.infer<typeof ZVoteResponse>;

/** The signed-in fan's votes in a contest's current round: the contest videos they voted for. */
export const ZMyContestVotes = z.object({
  round: ZContestRound,
  videoIds: z.array(z.uuid()),
});
export type TMyContestVotes = z.infer<typeof ZMyContestVotes>;

/**
 * Fans vote for contest videos: one vote per fan, video and round, with a confirmed e-mail
 * address, while the contest is active; counted per network address like sign-in attempts.
 */
export const contestVoteEndpoints = {
  vote: defineEndpoint({
    method: 'POST',
    path: '/api/fan/contests/videos/:videoId/votes',
    access: ['fan'],
    tags: ['contests'],
    summary: 'Vote for a contest video in the contest’s current round (once per round)',
    params: ZContestVideoParams,
    status: 201,
    description:
      'A first vote answers 201 with counted true; the same vote again answers 200 with counted false. 403 until the e-mail address is confirmed; 409 once voting is closed.',
    response: ZVoteResponse,
    errors: [403, 404, 409, 429],
  }),
  myVotes: defineEndpoint({
    method: 'GET',
    path: '/api/fan/contests/:id/votes',
    access: ['fan'],
    tags: ['contests'],
    summary: 'The signed-in fan’s votes in a contest’s current round',
    params: ZContestParams,
    response: ZMyContestVotes,
    errors: [404],
  }),
};
