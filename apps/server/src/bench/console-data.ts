import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/passwords';
import { createSession, SESSION_COOKIE } from '../platform/auth/sessions';
import { type Db, queryRows } from '../platform/db/database';
import { SYNTHETIC_PASSWORD } from './synthetic-data';

export type ConsoleProbe = { cookie: string; notifications: number };

/**
 * The operators' console's rows for the bench (issue 34 item 10): `total` admin notifications,
 * each naming a record of its kind, as the product writes them: 40% requested cities and sports,
 * 30% raised issues, 20% news suggestions, 10% resolutions (a record of their own to come); 60%
 * read; spread over the last `total` minutes. Built by PostgreSQL (INSERT ... SELECT
 * generate_series). Returns an operator's session cookie.
 */
export async function generateConsoleData(
  db: Db,
  total: number,
  log: (line: string) => void = () => {},
): Promise<ConsoleProbe> {
  const started = Date.now();
  const tag = randomBytes(4).toString('hex');
  const prefix = `gen-console-${tag}-`;
  const passwordHash = await hashPassword(SYNTHETIC_PASSWORD);
  const athletes = Math.max(1, Math.min(2000, Math.ceil(total / 50)));
  await db.execute(sql`
    insert into users (email, password_hash, role, first_name, last_name)
    select ${prefix} || g || '@example.com', ${passwordHash}, 'athlete', 'Console', 'Athlete ' || g
    from generate_series(1, ${athletes}::int) g`);
  const [admin] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (email, password_hash, role, first_name, last_name)
        values (${`${prefix}admin@example.com`}, ${passwordHash}, 'admin', 'Bench', 'Operator')
        returning id`,
  );
  if (!admin) throw new Error('no bench operator');

  const places = Math.floor(total * 0.4);
  const issues = Math.floor(total * 0.3);
  const suggestions = Math.floor(total * 0.2);
  const resolutions = total - places - issues - suggestions;
  // g counts minutes back from now; each kind takes every row of its own residue, so the
  // kinds interleave in time as real traffic would.
  const when = sql.raw(`now() - g * interval '1 minute' - random() * interval '1 minute'`);
  const state = sql.raw(
    `case when g % 10 < 7 then 'pending' when g % 10 < 9 then 'approved' else 'declined' end`,
  );
  await db.execute(sql`
    with a as (select array_agg(id) as ids from users where email like ${`${prefix}%`} and role = 'athlete')
    insert into place_requests (kind, added_by, state, city, college, sport, status, created_at)
    select (case when g % 20 < 10 then 'city' else 'sport' end)::place_request_kind,
           a.ids[1 + g % cardinality(a.ids)], 'Florida', 'Bench City ' || g, 'Bench College ' || g,
           'Bench Sport ' || g, (${state})::place_request_status, ${when}
    from a cross join generate_series(1, ${total}::int) g where g % 10 < 4`);
  await db.execute(sql`
    with a as (select array_agg(id) as ids from users where email like ${`${prefix}%`} and role = 'athlete')
    insert into athlete_issues (user_id, issue_number, message, status, created_at)
    select a.ids[1 + g % cardinality(a.ids)], 1000 + g % 10000,
           'Bench issue ' || g || ': the payout did not arrive.',
           (case when g % 10 < 7 then 'submitted' when g % 10 < 9 then 'approved' else 'declined' end)::issue_status,
           ${when}
    from a cross join generate_series(1, ${total}::int) g where g % 10 between 4 and 6`);
  await db.execute(sql`
    insert into news_suggestions (type, remarks, email, status, created_at)
    select (array['news', 'athlete', 'school', 'event', 'feature', 'other'])[1 + g % 6],
           'Bench suggestion ' || g || ': cover the spring regatta.', 'reader' || g || '@example.com',
           ${state}, ${when}
    from generate_series(1, ${total}::int) g where g % 10 between 7 and 8`);
  log(
    `console: ${places} place requests, ${issues} issues, ${suggestions} news suggestions, ${resolutions} resolutions (tag ${tag})`,
  );

  // One notification per record, at its time; 60% read.
  const read = sql.raw('random() < 0.6');
  await db.execute(sql`
    insert into admin_notifications (type, notify_id, status, created_at)
    select r.kind::text, r.id::text, ${read}, r.created_at
    from place_requests r join users u on u.id = r.added_by where u.email like ${`${prefix}%`}`);
  await db.execute(sql`
    insert into admin_notifications (type, notify_id, status, created_at)
    select 'athlete-issue', i.id::text, ${read}, i.created_at
    from athlete_issues i join users u on u.id = i.user_id where u.email like ${`${prefix}%`}`);
  await db.execute(sql`
    insert into admin_notifications (type, notify_id, status, created_at)
    select 'news-suggestion', s.id::text, ${read}, s.created_at
    from news_suggestions s where s.remarks like 'Bench suggestion %'`);
  await db.execute(sql`
    insert into admin_notifications (type, notify_id, status, created_at)
    select 'resolution', gen_random_uuid()::text, ${read}, ${when}
    from generate_series(1, ${total}::int) g where g % 10 = 9`);
  await generateConsoleHistory(db, total, prefix, admin.id, when);
  await db.execute(
    sql`analyze users, place_requests, athlete_issues, news_suggestions, admin_notifications, audit_log, moderation_items, withdrawals`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from admin_notifications`,
  );
  log(
    `console: ${count?.n} admin notifications in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const { token } = await createSession(db, admin.id, 3600_000);
  return { cookie: `${SESSION_COOKIE}=${token}`, notifications: count?.n ?? 0 };
}

/**
 * The other console tables at the same size: `total` audit rows (an operator's decisions on the
 * records above), `total` moderation items (athletes' photos and posts, 70% pending) and `total`
 * withdrawals (in every state). Rows only: the lists read them, nothing settles them.
 */
async function generateConsoleHistory(
  db: Db,
  total: number,
  prefix: string,
  adminId: string,
  when: ReturnType<typeof sql.raw>,
): Promise<void> {
  await db.execute(sql`
    insert into audit_log (actor_id, actor_email, action, subject_type, subject_id, after, created_at)
    select ${adminId}::uuid, ${`${prefix}admin@example.com`},
           (array['request.approve', 'request.decline', 'user.block', 'withdrawal.approve', 'moderation.hide'])[1 + g % 5],
           (array['place-request', 'place-request', 'user', 'withdrawal', 'moderation-item'])[1 + g % 5],
           gen_random_uuid()::text, jsonb_build_object('note', 'bench ' || g), ${when}
    from generate_series(1, ${total}::int) g`);
  await db.execute(sql`
    with a as (select array_agg(id) as ids from users where email like ${`${prefix}%`} and role = 'athlete')
    insert into moderation_items (kind, place, state, athlete_user_id, subject_id, created_at)
    select (case when g % 2 = 0 then 'athlete-photo' else 'blog-post' end),
           (case when g % 2 = 0 then 'profile-photo' else 'blog-post' end),
           (case when g % 10 < 7 then 'pending' when g % 10 < 9 then 'reviewed' else 'hidden' end),
           a.ids[1 + g % cardinality(a.ids)], a.ids[1 + g % cardinality(a.ids)], ${when}
    from a cross join generate_series(1, ${total}::int) g`);
  await db.execute(sql`
    with a as (select array_agg(id) as ids from users where email like ${`${prefix}%`} and role = 'athlete')
    insert into withdrawals (athlete_user_id, amount_cents, payout_email, status, provider, created_at)
    select a.ids[1 + g % cardinality(a.ids)], 500 + g % 20000, 'payout' || g || '@example.com',
           (array['paid', 'paid', 'paid', 'pending', 'review', 'held', 'failed', 'returned', 'rejected', 'paid'])[1 + g % 10],
           'local', ${when}
    from a cross join generate_series(1, ${total}::int) g`);
}

/** The console's lists the bench loads: each must answer a page in <= 50 ms (p99). */
export const CONSOLE_ROUTES = [
  { scenario: 'console-inbox', route: '/api/console/inbox?state=all' },
  {
    scenario: 'console-inbox-filtered',
    route: '/api/console/inbox?kind=athlete-issue&state=unread',
  },
  { scenario: 'console-inbox-count', route: '/api/console/inbox/summary' },
  { scenario: 'console-requests', route: '/api/console/requests?kind=city&state=pending' },
  { scenario: 'console-audit', route: '/api/console/audit' },
  { scenario: 'console-audit-filtered', route: '/api/console/audit?action=user.block' },
  { scenario: 'console-moderation', route: '/api/console/moderation?state=pending' },
  { scenario: 'console-withdrawals', route: '/api/console/withdrawals?status=review' },
] as const;
