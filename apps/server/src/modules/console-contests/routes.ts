import { consoleContestsEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { consoleGuard } from '../../platform/auth/subjects';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { loadContest, toContestSummary } from '../contests/contest-rows';
import { contestBoard } from '../contests/leaderboard';
import {
  addContestSchool,
  createContest,
  decideContestSchool,
  moveContestStatus,
  recordContestReward,
  startRoundTwo,
  updateContest,
  voidFanVotes,
} from './contest-actions';
import {
  contestRewards,
  contestSchoolSubject,
  contestSchools,
  contestSubject,
  contestVoteCounts,
  listContests,
  searchSchools,
} from './contest-reads';

/** The console's Contests screen (issue 37): operators only, every action in the audit log. */
export async function consoleContestsRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  const db = services.db;
  const onConsole = consoleGuard(db);
  // A route naming a contest: nobody owns it; the guard answers 404 when there is none.
  const onContest = {
    db,
    subject: (request: { params: { id: string } }) => contestSubject(db, request.params.id),
  };

  route(
    app,
    endpoints.list,
    async (request) =>
      listContests(
        db,
        { kind: request.query.kind, status: request.query.status },
        { cursor: cursorParam(request.query.cursor), limit: request.query.limit },
      ),
    { authorize: onConsole },
  );

  route(
    app,
    endpoints.create,
    async (request) => createContest(services, request.user, request.body),
    {
      authorize: onConsole,
    },
  );

  route(
    app,
    endpoints.schoolSearch,
    async (request) => ({ items: await searchSchools(db, request.query.search) }),
    { authorize: onConsole },
  );

  route(
    app,
    endpoints.detail,
    async (request) => {
      const contest = await loadContest(db, request.params.id);
      const [schools, rewards] = await Promise.all([
        contestSchools(db, { contestId: contest.id }),
        contestRewards(db, contest.id),
      ]);
      return { contest: toContestSummary(contest), schools, rewards };
    },
    { authorize: onContest },
  );

  route(
    app,
    endpoints.update,
    async (request) => updateContest(services, request.user, request.params.id, request.body),
    { authorize: onContest },
  );

  route(
    app,
    endpoints.moveStatus,
    async (request) =>
      moveContestStatus(services, request.user, request.params.id, request.body.status),
    { authorize: onContest },
  );

  route(
    app,
    endpoints.startRoundTwo,
    async (request) => startRoundTwo(services, request.user, request.params.id),
    { authorize: onContest },
  );

  route(
    app,
    endpoints.addSchool,
    async (request) =>
      addContestSchool(services, request.user, request.params.id, request.body.schoolId),
    { authorize: onContest },
  );

  route(
    app,
    endpoints.decideSchool,
    async (request) =>
      decideContestSchool(services, request.user, request.params.id, request.body.decision),
    { authorize: { db, subject: (request) => contestSchoolSubject(db, request.params.id) } },
  );

  route(
    app,
    endpoints.recordReward,
    async (request) => recordContestReward(services, request.user, request.params.id, request.body),
    { authorize: onContest },
  );

  route(
    app,
    endpoints.board,
    async (request) => contestBoard(db, await loadContest(db, request.params.id)),
    { authorize: onContest },
  );

  route(
    app,
    endpoints.votes,
    async (request) => {
      const contest = await loadContest(db, request.params.id);
      return contestVoteCounts(db, contest.id);
    },
    { authorize: onContest },
  );

  route(
    app,
    endpoints.voidFanVotes,
    async (request) =>
      voidFanVotes(
        services,
        request.user,
        request.params.id,
        request.params.fanId,
        request.body.reason,
      ),
    { authorize: onContest },
  );
}
