import {
  CONTEST_BADGE_POINTS_PER_DOLLAR,
  CONTEST_BOARD_SIZE,
  CONTEST_VOTE_POINTS,
  type TAthleteBoardRow,
  type TContestBoard,
  type TContestRound,
  type TFanBoardRow,
} from '@fhp/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryPreparedRows } from '../../platform/db/database';
import { supporterName } from '../athlete-page/read-athlete-page';
import { type ContestRow, personName, toContestSummary } from './contest-rows';

/**
 * A contest's leaderboard, computed from its votes and its badges' sales each time it is read
 * (decision 0075): nothing is stored that a voided vote or a refund could leave stale. One query
 * per board, each reading the votes through `contest_votes_board_idx` /
 * `contest_votes_fan_board_idx` (voided votes are outside those partial indexes).
 *
 * Points: a vote is CONTEST_VOTE_POINTS to the athlete whose video it is for (in its round) and
 * to the fan who cast it; a contest badge bought is CONTEST_BADGE_POINTS_PER_DOLLAR per whole
 * dollar to its athlete (in the round it was bought in) and to its buyer. A refunded sale counts
 * nothing.
 */
export async function contestBoard(db: DbOrTx, contest: ContestRow): Promise<TContestBoard> {
  const [athletes, fans] = await Promise.all([athleteBoards(db, contest), fanBoard(db, contest)]);
  const rounds = ([1, 2] as const)
    .filter((round) => round <= contest.rounds)
    .map((round) => ({ round: round as TContestRound, athletes: athletes.get(round) ?? [] }));
  return { contest: toContestSummary(contest), fans, rounds };
}

/** Badge sales of the contest, per athlete, buyer and round (a sub-select of both boards). */
const badgeSales = (contest: ContestRow) => sql`
  select b.athlete_user_id, p.fan_user_id,
    case when ${contest.roundTwoAt}::timestamptz is not null
      and p.created_at >= ${contest.roundTwoAt}::timestamptz then 2 else 1 end as round,
    (p.amount_cents / 100) * ${CONTEST_BADGE_POINTS_PER_DOLLAR} as points
  from contest_badges b
  join purchases p on p.item_id = b.id and p.kind = 'contest_badge' and p.refunded_at is null
  where b.contest_id = ${contest.id}`;

type AthleteLine = {
  round: number;
  athlete_number: number;
  first_name: string;
  last_name: string;
  votes: number;
  badge_points: number;
  reward_cents: number;
};

async function athleteBoards(db: DbOrTx, contest: ContestRow) {
  const lines = await queryPreparedRows<AthleteLine>(
    db,
    'contest_athlete_board',
    sql`
    with votes as (
      select round, video_id, count(*)::int as votes from contest_votes
      where contest_id = ${contest.id} and voided_at is null
      group by round, video_id
    ), badges as (
      select athlete_user_id, round, sum(points)::int as points
      from (${badgeSales(contest)}) s group by athlete_user_id, round
    )
    select r.round, ap.athlete_number, u.first_name, u.last_name,
      coalesce(v.votes, 0)::int as votes, coalesce(b.points, 0)::int as badge_points,
      coalesce(rw.amount_cents, 0)::int as reward_cents
    from contest_entries e
    cross join generate_series(1, ${contest.rounds}::int) as r(round)
    join users u on u.id = e.athlete_user_id
    join athlete_profiles ap on ap.user_id = e.athlete_user_id
    left join contest_videos cv on cv.entry_id = e.id
    left join votes v on v.video_id = cv.id and v.round = r.round
    left join badges b on b.athlete_user_id = e.athlete_user_id and b.round = r.round
    left join contest_rewards rw
      on rw.contest_id = e.contest_id and rw.recipient_user_id = e.athlete_user_id
    where e.contest_id = ${contest.id}
    order by r.round,
      coalesce(v.votes, 0) * ${CONTEST_VOTE_POINTS} + coalesce(b.points, 0) desc,
      coalesce(v.votes, 0) desc, ap.athlete_number
  `,
  );
  const boards = new Map<number, TAthleteBoardRow[]>();
  for (const line of lines) {
    const round = Number(line.round);
    const board = boards.get(round) ?? [];
    if (board.length >= CONTEST_BOARD_SIZE) continue;
    const votes = Number(line.votes);
    const badgePoints = Number(line.badge_points);
    board.push({
      rank: board.length + 1,
      athleteNumber: Number(line.athlete_number),
      athleteName: personName(line.first_name, line.last_name),
      votes,
      badgePoints,
      points: votes * CONTEST_VOTE_POINTS + badgePoints,
      rewardCents: Number(line.reward_cents),
    });
    boards.set(round, board);
  }
  return boards;
}

type FanLine = {
  first_name: string;
  last_name: string;
  votes: number;
  badge_points: number;
  reward_cents: number;
};

async function fanBoard(db: DbOrTx, contest: ContestRow): Promise<TFanBoardRow[]> {
  const lines = await queryPreparedRows<FanLine>(
    db,
    'contest_fan_board',
    sql`
    with points as (
      select fan_user_id, count(*)::int as votes, 0 as badge_points from contest_votes
      where contest_id = ${contest.id} and voided_at is null
      group by fan_user_id
      union all
      select fan_user_id, 0, sum(points)::int from (${badgeSales(contest)}) s
      where fan_user_id is not null
      group by fan_user_id
    ), top as (
      -- The board's rows first, then their names: only CONTEST_BOARD_SIZE users are read.
      select fan_user_id, sum(votes)::int as votes, sum(badge_points)::int as badge_points
      from points group by fan_user_id
      order by sum(votes) * ${CONTEST_VOTE_POINTS} + sum(badge_points) desc, sum(votes) desc,
        fan_user_id
      limit ${CONTEST_BOARD_SIZE}
    )
    select u.first_name, u.last_name, t.votes, t.badge_points,
      coalesce(rw.amount_cents, 0)::int as reward_cents
    from top t
    join users u on u.id = t.fan_user_id
    left join contest_rewards rw
      on rw.contest_id = ${contest.id} and rw.recipient_user_id = t.fan_user_id
    order by t.votes * ${CONTEST_VOTE_POINTS} + t.badge_points desc, t.votes desc, t.fan_user_id
  `,
  );
  return lines.map((line, i) => {
    const votes = Number(line.votes);
    const badgePoints = Number(line.badge_points);
    return {
      rank: i + 1,
      // Fans are shown as supporters are: first name and last initial.
      fanName: supporterName(line.first_name, line.last_name),
      votes,
      badgePoints,
      points: votes * CONTEST_VOTE_POINTS + badgePoints,
      rewardCents: Number(line.reward_cents),
    };
  });
}
