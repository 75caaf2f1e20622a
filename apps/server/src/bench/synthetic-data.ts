import { randomBytes } from 'node:crypto';
import { BASIS_POINTS, royaltyRule } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/passwords';
import { type Db, queryRows } from '../platform/db/database';
import { ensureAccount } from '../platform/ledger/ledger';

export type GenerateOptions = {
  athletes: number;
  notificationsPerAthlete?: number;
  /** Fans to create per athlete (rounded up, at least one); notifications point at them. */
  fansPerAthlete?: number;
  /** Badge sales per athlete, each one balanced ledger transaction of three entries. */
  salesPerAthlete?: number;
  /** Share of notifications already read (0..1). */
  readShare?: number;
  /** Labels this batch's e-mails; random by default so batches can be added to one database. */
  tag?: string;
  log?: (line: string) => void;
};

export type GenerateResult = {
  tag: string;
  athletes: number;
  fans: number;
  notifications: number;
  ledgerTransactions: number;
  ledgerEntries: number;
  /** The first athlete of the batch, for benches that sign in as someone with data. */
  firstAthlete: { id: string; email: string };
  ms: number;
};

/** Every synthetic account signs in with this password. */
export const SYNTHETIC_PASSWORD = 'Athlete123!';

/** Rows per INSERT statement: large enough to be fast, small enough to report progress. */
const ROWS_PER_STATEMENT = 100_000;

export const athleteEmail = (tag: string, n: number) => `gen-${tag}-athlete-${n}@example.com`;

/**
 * Bulk-inserts synthetic athletes, fans, notifications and wallet history into a migrated
 * database. All rows are built by PostgreSQL itself (INSERT ... SELECT generate_series), so a
 * million notifications cost seconds, not the minutes a JS loop of inserts would.
 */
export async function generateSyntheticData(
  db: Db,
  options: GenerateOptions,
): Promise<GenerateResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const athletes = options.athletes;
  const perAthlete = options.notificationsPerAthlete ?? 100;
  const fans = Math.max(1, Math.ceil(athletes * (options.fansPerAthlete ?? 0.5)));
  const sales = options.salesPerAthlete ?? 10;
  const readShare = options.readShare ?? 0.3;
  const tag = options.tag ?? randomBytes(4).toString('hex');
  if (!Number.isInteger(athletes) || athletes < 1)
    throw new Error('athletes must be a positive integer');
  if (!Number.isInteger(perAthlete) || perAthlete < 0)
    throw new Error('notifications per athlete must be >= 0');

  // argon2 is slow on purpose: hash once and give every synthetic account the same hash.
  const passwordHash = await hashPassword(SYNTHETIC_PASSWORD);
  const athletePrefix = `gen-${tag}-athlete-%`;
  const fanPrefix = `gen-${tag}-fan-%`;

  await db.execute(sql`
    insert into users (email, password_hash, role, first_name, last_name, created_at)
    select 'gen-' || ${tag} || '-athlete-' || g || '@example.com', ${passwordHash}, 'athlete',
           'Athlete', 'No. ' || g, now() - g * interval '1 minute'
    from generate_series(1, ${athletes}::int) g`);
  await db.execute(sql`
    insert into users (email, password_hash, role, first_name, last_name)
    select 'gen-' || ${tag} || '-fan-' || g || '@example.com', ${passwordHash}, 'fan', 'Fan', 'No. ' || g
    from generate_series(1, ${fans}::int) g`);
  log(`users: ${athletes} athletes, ${fans} fans (tag ${tag})`);

  // Chunks of whole athletes; any stable numbering partitions them, e-mail order is one.
  const athletesPerChunk = Math.max(1, Math.floor(ROWS_PER_STATEMENT / Math.max(1, perAthlete)));
  let notifications = 0;
  for (let lo = 1; perAthlete > 0 && lo <= athletes; lo += athletesPerChunk) {
    const hi = Math.min(athletes, lo + athletesPerChunk - 1);
    await db.execute(sql`
      with a as (
        select id, row_number() over (order by email) as rn from users where email like ${athletePrefix}
      ), f as (
        select array_agg(id) as ids from users where email like ${fanPrefix}
      )
      insert into notifications (user_id, type, message, fan_id, read_at, created_at)
      select a.id,
             (array['endorsement', 'sport', 'seasonal', 'contest', 'admin', 'request'])[1 + g % 6],
             'Synthetic notification ' || g || ' for the bench.',
             case when g % 3 = 0 then f.ids[1 + floor(random() * cardinality(f.ids))::int] end,
             -- Read rows are spread like the rest: reading does not follow creation order.
             case when random() < ${readShare}::float8
                  then now() - (g::float8 / ${perAthlete}::int) * interval '365 days' + interval '1 hour' end,
             -- Spread over a year, newest = lowest g, with microsecond jitter like defaultNow().
             now() - (g::float8 / ${perAthlete}::int) * interval '365 days' - random() * interval '1 minute'
      from a cross join f cross join generate_series(1, ${perAthlete}::int) g
      where a.rn between ${lo}::int and ${hi}::int`);
    notifications += (hi - lo + 1) * perAthlete;
    log(`notifications: ${notifications} / ${athletes * perAthlete}`);
  }

  await generateWalletHistory(db, athletePrefix, sales);
  const ledger = { transactions: athletes * sales, entries: athletes * sales * 3 };
  log(`ledger: ${ledger.transactions} transactions, ${ledger.entries} entries`);

  // Fresh statistics, so the planner sees the real table sizes before the first query.
  await db.execute(
    sql`analyze users, notifications, ledger_accounts, ledger_transactions, ledger_entries`,
  );

  const [row] = await queryRows<{ id: string; email: string }>(
    db,
    sql`select id, email from users where email = ${athleteEmail(tag, 1)}`,
  );
  if (!row) throw new Error('the first synthetic athlete is missing');
  return {
    tag,
    athletes,
    fans,
    notifications,
    ledgerTransactions: ledger.transactions,
    ledgerEntries: ledger.entries,
    firstAthlete: row,
    ms: Date.now() - started,
  };
}

/**
 * A wallet per athlete and `sales` badge sales each: clearing pays, the athlete gets the badge
 * share rounded down (integer division, the rounding rule of @fhp/domain royalties.ts), the
 * platform the rest, so every transaction balances (the deferred trigger checks at commit).
 */
async function generateWalletHistory(db: Db, athletePrefix: string, sales: number) {
  const clearing = await ensureAccount(db, 'provider_clearing');
  const revenue = await ensureAccount(db, 'platform_revenue');
  await db.execute(sql`
    insert into ledger_accounts (kind, owner_user_id)
    select 'athlete_wallet', id from users where email like ${athletePrefix}
    on conflict do nothing`);
  if (sales <= 0) return;
  const athleteBp = royaltyRule('sport_badge').athlete ?? 0;
  // One statement: `s` is materialized once, so the transaction and its entries agree.
  await db.execute(sql`
    with s as materialized (
      select gen_random_uuid() as tx, w.id as wallet, (100 + floor(random() * 1900))::bigint as cents,
             now() - random() * interval '365 days' as ts
      from ledger_accounts w
      join users u on u.id = w.owner_user_id
      cross join generate_series(1, ${sales}::int) g
      where w.kind = 'athlete_wallet' and u.email like ${athletePrefix}
    ), t as (
      insert into ledger_transactions (id, kind, description, created_at)
      select tx, 'bench_sale', 'Badge bought by a fan (synthetic)', ts from s
    )
    insert into ledger_entries (transaction_id, account_id, amount_cents, created_at)
    select tx, ${clearing}::uuid, -cents, ts from s
    union all select tx, wallet, cents * ${athleteBp}::bigint / ${BASIS_POINTS}, ts from s
    union all select tx, ${revenue}::uuid, cents - cents * ${athleteBp}::bigint / ${BASIS_POINTS}, ts from s`);
}
