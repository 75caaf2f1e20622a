import { contestBoardEndpoints as board, contestBoardShown, messages } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { conflict } from '../../platform/http/app-error';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { loadContest, toContestSummary } from './contest-rows';
import { contestBoard } from './leaderboard';

/** Contests read by every side. The athlete's and the fan's actions have their own routes. */
export async function contestsRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  route(app, board.board, async (request) => {
    const contest = await loadContest(services.db, request.params.id);
    if (!contestBoardShown(toContestSummary(contest)))
      throw conflict(messages.contests.boardNotYet);
    return contestBoard(services.db, contest);
  });
}
