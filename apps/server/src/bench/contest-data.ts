import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { contests } from '../db/schema';
import { contestBoard } from '../modules/contests/leaderboard';
import { bookSale } from '../modules/purchases/book-sale';
import { type Db, queryRows } from '../platform/db/database';

export type ContestBench = {
  entries: number;
  votes: number;
  fans: number;
  badgeSales: number;
  runs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** The machine's load average when timed. */
  loadAverage: number;
};

/**
 * A contest for the leaderboard's bench (issue 37): `entries` athletes with videos, `votes`
 * votes from fans (one per fan, video and round, as the unique index wants; a third in round 2,
 * 2% voided) and a badge sale per athlete booked through bookSale, all built by PostgreSQL
 * (INSERT ... SELECT generate_series) but the sales. Returns the contest's id.
 */
export async function generateContestData(
  db: Db,
  { entries, votes }: { entries: number; votes: number },
  log: (line: string) => void = () => {},
): Promise<{ contestId: string; fans: number; badgeSales: number }> {
  const started = Date.now();
  const tag = randomBytes(4).toString('hex');
  const prefix = `gen-contest-${tag}-`;
  // Each fan votes once for at most every video: enough fans for the votes, 2 rounds.
  const fans = Math.max(1, Math.ceil(votes / entries));
  await db.execute(sql`
    insert into users (email, password_hash, role, first_name, last_name)
    select ${prefix} || 'athlete-' || g || '@example.com', 'x', 'athlete', 'Contest', 'Athlete ' || g
    from generate_series(1, ${entries}::int) g`);
  await db.execute(sql`
    insert into athlete_profiles (user_id, sport)
    select id, 'Basketball' from users where email like ${`${prefix}athlete-%`}`);
  await db.execute(sql`
    insert into users (email, password_hash, role, first_name, last_name)
    select ${prefix} || 'fan-' || g || '@example.com', 'x', 'fan', 'Fan', 'Voter ' || g
    from generate_series(1, ${fans}::int) g`);
  const [contest] = await queryRows<{ id: string; round_two_at: string }>(
    db,
    sql`insert into contests (kind, title, start_date, end_date, buying_end_date, rounds,
          current_round, round_two_at, status, organizer_name, organizer_email)
        values ('brand_ambassador', ${`Bench contest ${tag}`}, current_date - 30, current_date,
          current_date, 2, 2, now() - interval '10 days', 'completed', 'Bench', 'bench@example.com')
        returning id, round_two_at`,
  );
  if (!contest) throw new Error('no bench contest');
  await db.execute(sql`
    insert into contest_entries (contest_id, athlete_user_id, status)
    select ${contest.id}::uuid, id, 'enrolled' from users where email like ${`${prefix}athlete-%`}`);
  await db.execute(sql`
    insert into contest_videos (entry_id, contest_id, athlete_user_id, video_ids)
    select id, contest_id, athlete_user_id, array['dQw4w9WgXcQ'] from contest_entries
    where contest_id = ${contest.id}::uuid`);
  // Vote g: fan g % fans, for video (g / fans + g % fans) % entries: no pair twice.
  await db.execute(sql`
    with f as (
      select id, (row_number() over (order by email) - 1)::int as i from users
      where email like ${`${prefix}fan-%`}
    ), v as (
      select id, (row_number() over (order by id) - 1)::int as i from contest_videos
      where contest_id = ${contest.id}::uuid
    )
    insert into contest_votes (contest_id, video_id, round, fan_user_id, created_at, voided_at,
      void_reason)
    select ${contest.id}::uuid, v.id, case when g % 3 = 0 then 2 else 1 end, f.id,
      now() - interval '20 days' + (g || ' seconds')::interval,
      case when g % 50 = 0 then now() end, case when g % 50 = 0 then 'bench' end
    from generate_series(0, ${votes - 1}::int) g
    join f on f.i = g % ${fans}::int
    join v on v.i = (g / ${fans}::int + g % ${fans}::int) % ${entries}::int`);
  // A $20 vote-getter badge per athlete, bought by a fan through the booking the checkout uses.
  const badges = await queryRows<{ id: string; athlete_user_id: string; fan: string }>(
    db,
    sql`with b as (
          insert into contest_badges (contest_id, athlete_user_id, kind, description, price_cents)
          select contest_id, athlete_user_id, 'vote_getter', 'Bench badge', 2000
          from contest_entries where contest_id = ${contest.id}::uuid
          returning id, athlete_user_id
        )
        select b.id, b.athlete_user_id,
          (select id from users where email = ${`${prefix}fan-1@example.com`}) as fan
        from b`,
  );
  for (const [i, b] of badges.entries()) {
    await bookSale(db, {
      kind: 'contest_badge',
      athleteUserId: b.athlete_user_id,
      buyerUserId: b.fan,
      amountCents: 2000,
      itemId: b.id,
      idempotencyKey: `bench:contest-badge:${tag}:${i}`,
      description: 'Bench contest badge',
    });
  }
  // As autovacuum leaves a table after a bulk insert: statistics, and a visibility map so the
  // boards' partial indexes answer with index-only scans (no heap fetch per vote).
  for (const table of ['contest_votes', 'contest_entries', 'contest_videos', 'purchases'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  log(
    `contest: ${entries} entries, ${votes} votes from ${fans} fans, ${badges.length} badge sales in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { contestId: contest.id, fans, badgeSales: badges.length };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Times `contestBoard` (both boards, as the board route answers) in this process, one call at a
 * time after `warmup` untimed ones: p50, p95 and the slowest of `runs`.
 */
export async function measureContestBoard(
  db: Db,
  contestId: string,
  runs: number,
  warmup = 5,
): Promise<Pick<ContestBench, 'runs' | 'p50Ms' | 'p95Ms' | 'maxMs'>> {
  const [contest] = await db.select().from(contests).where(eq(contests.id, contestId));
  if (!contest) throw new Error('no bench contest');
  for (let i = 0; i < warmup; i++) await contestBoard(db, contest);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const board = await contestBoard(db, contest);
    times.push(performance.now() - started);
    if (board.rounds[0]?.athletes.length === 0) throw new Error('the bench board is empty');
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    runs,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(times[times.length - 1] ?? 0),
  };
}
