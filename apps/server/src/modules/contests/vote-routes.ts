import {
  CONTEST_VOTES_PER_ADDRESS_PER_HOUR,
  contestVoteEndpoints as endpoints,
  messages,
} from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { limitByAddress } from '../../platform/limits/limit-by-address';
import type { AppServices } from '../../platform/services';
import { castVote, myContestVotes } from './vote';

/** A fan's votes: casting one, and reading theirs in a contest (the page's "Voted"). */
export async function contestVoteRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  route(
    app,
    endpoints.vote,
    async (request, reply) => {
      const { status, body } = await castVote(services.db, request.user.id, request.params.videoId);
      return reply.status(status).send(body);
    },
    {
      // Counted per network address in the database, like sign-in attempts: one budget of
      // votes per network, however many accounts vote from it.
      preHandler: limitByAddress(services.db, {
        scope: 'contest-vote-address',
        max: CONTEST_VOTES_PER_ADDRESS_PER_HOUR,
        windowMs: 3600_000,
        message: messages.contests.tooManyVotes,
      }),
    },
  );

  route(app, endpoints.myVotes, async (request) =>
    myContestVotes(services.db, request.user.id, request.params.id),
  );
}
