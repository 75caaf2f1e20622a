import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createSession, SESSION_COOKIE } from '../platform/auth/sessions';
import { type Database, queryRows } from '../platform/db/database';
import { encodeCursor } from '../platform/http/cursor';
import {
  type BenchTarget,
  DEFAULT_BENCH_DATABASE_URL,
  openBenchDatabase,
  prepareBenchTarget,
} from './bench-database';
import { type BenchServer, startBenchServer } from './bench-server';
import { CONSOLE_ROUTES, type ConsoleProbe, generateConsoleData } from './console-data';
import { type ContestBench, generateContestData, measureContestBoard } from './contest-data';
import { generateDirectoryAthletes } from './directory-data';
import { combine, runSlice, type Slice } from './measure';
import {
  type BenchRow,
  formatCount,
  printReport,
  type Scenario,
  summarize,
  writeJson,
} from './report';
import { generateSyntheticData } from './synthetic-data';

/**
 * `npm run bench [-- --embedded --small N --large N --seconds S --rounds R --connections C
 *   --per-athlete M --deep-offset K --warmup S --database-url URL --directory N --directory-only
 *   --console N --console-only]`
 * Fills a PostgreSQL database (PGlite with --embedded, or if none is reachable) with `small`,
 * then `large` notification rows in total, and at each size loads, in the same rounds, bare
 * Fastify with one hello route (the physical reference, its own child process) and the real
 * server (another child process): its health route, the first page of the notifications list,
 * a deep page, and the athlete directory (`--directory N` athletes, 1M on PostgreSQL: its first
 * page, a name fragment and a typo, decision 0042). Every figure is also given as a share of bare
 * Fastify's req/s. `--directory-only` loads bare Fastify and the directory's rows only, with no
 * notification data sets. `--console N` (100k by default, 0 for none) also fills the operators'
 * console with N admin notifications and their records, and loads its inbox (all, and one kind
 * unread), its unread count and its requests list with the first data set; `--console-only`
 * loads bare Fastify and those alone. `--contests N` (100k by default, 0 for none) builds a
 * contest of `--contest-entries` (40) entries and N votes and times its leaderboard
 * (`contestBoard`, in this process: p50 and p95 against CONTEST_BOARD_TARGET_MS, issue 37);
 * `--contests-only` does that alone.
 */
const { values } = parseArgs({
  options: {
    embedded: { type: 'boolean', default: false },
    // Defaults: 10k and 1M rows on PostgreSQL; 10k and 100k on PGlite (slow to fill).
    small: { type: 'string', default: '10000' },
    large: { type: 'string' },
    'per-athlete': { type: 'string', default: '1000' },
    'deep-offset': { type: 'string', default: '500' },
    // Athletes for the directory's search (issue 32 item 7): 1M on PostgreSQL, 20k on PGlite.
    directory: { type: 'string' },
    'directory-only': { type: 'boolean', default: false },
    // The console's admin notifications (issue 34 item 10): 100k; 0 leaves the console out.
    console: { type: 'string', default: '100000' },
    'console-only': { type: 'boolean', default: false },
    // A contest's leaderboard (issue 37): 100k votes over 40 entries; 0 leaves it out.
    contests: { type: 'string', default: '100000' },
    'contest-entries': { type: 'string', default: '40' },
    'contests-only': { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '5' },
    'database-url': { type: 'string' },
  },
});
const embedded = values.embedded === true;
values.large ??= embedded ? '100000' : '1000000';
values.directory ??= embedded ? '20000' : '1000000';
const directoryOnly = values['directory-only'] === true;
const consoleOnly = values['console-only'] === true;
const contestsOnly = values['contests-only'] === true;
const num = (
  name: Exclude<
    keyof typeof values,
    'embedded' | 'directory-only' | 'console-only' | 'contests-only'
  >,
) => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number`);
  return n;
};
// --directory-only: one data set of no notifications, for the directory's rows alone;
// --console-only: one of the console's rows alone.
const sizes = directoryOnly || consoleOnly ? [0] : [num('small'), num('large')];
const perAthlete = Math.max(1, num('per-athlete'));
const load = { seconds: Math.max(1, num('seconds')), connections: Math.max(1, num('connections')) };
const rounds = Math.max(1, num('rounds'));
// Whole seconds: autocannon's duration is in seconds and rounds fractions.
const sliceSeconds = Math.max(1, Math.round(load.seconds / rounds));
const warmupSeconds = Math.max(1, num('warmup'));
const log = (line: string) => console.log(line);

type Probe = { userId: string; cookie: string; deepCursor: string };

/** The directory search the bench loads: a common last name's fragment (directory-data.ts). */
const SEARCH = 'garc';
/** The same name with a typo: found by trigram similarity (decision 0042). */
const TYPO = 'garcai';

/** Signs in as the batch's first athlete and finds a cursor `deep-offset` rows into its list. */
async function probeFor(db: Database['db'], athleteId: string): Promise<Probe> {
  const { token } = await createSession(db, athleteId, 3600_000);
  const [row] = await queryRows<{ id: string; created_at: string | Date }>(
    db,
    sql`select id, created_at from notifications where user_id = ${athleteId}::uuid and read_at is null
        order by created_at desc nulls last, id desc nulls last offset ${num('deep-offset')}::int limit 1`,
  );
  if (!row) throw new Error('the bench athlete has too few unread notifications for --deep-offset');
  return {
    userId: athleteId,
    cookie: `${SESSION_COOKIE}=${token}`,
    deepCursor: encodeCursor({ createdAt: new Date(row.created_at), id: row.id }),
  };
}

/** One request per route first: a bench of 401s or 400s would measure nothing useful. */
async function checkRoute(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  const body = (await res.json()) as { items?: unknown[] };
  if (!res.ok || (body.items && body.items.length === 0))
    throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
}

/** A contest's leaderboard answers under this at 100k votes (issue 37). */
const CONTEST_BOARD_TARGET_MS = 50;

/** Builds the bench contest and times its board; `migrate` for a database of its own. */
async function benchContestBoard(db: Database['db']): Promise<ContestBench> {
  const entries = Math.max(1, num('contest-entries'));
  const votes = num('contests');
  const made = await generateContestData(db, { entries, votes }, (l) => log(`  ${l}`));
  const timed = await measureContestBoard(db, made.contestId, 50);
  // Other work on the machine skews absolute figures; the load average says how much.
  const loadAverage = Number(os.loadavg()[0]?.toFixed(2));
  return { entries, votes, fans: made.fans, badgeSales: made.badgeSales, loadAverage, ...timed };
}

function printContestBench(c: ContestBench) {
  log(
    `contest leaderboard (${c.entries} entries, ${formatCount(c.votes)} votes, ${c.badgeSales} badge sales): p50 ${c.p50Ms} ms, p95 ${c.p95Ms} ms, max ${c.maxMs} ms over ${c.runs} runs (load average ${c.loadAverage})`,
  );
  log(
    `  ${c.p95Ms < CONTEST_BOARD_TARGET_MS ? 'PASS' : 'MISS'}  contest leaderboard p95 under ${CONTEST_BOARD_TARGET_MS} ms at ${formatCount(c.votes)} votes`,
  );
}

async function contestsAlone(target: BenchTarget) {
  const database = await openBenchDatabase(target);
  try {
    await database.migrate();
    const contest = await benchContestBoard(database.db);
    printContestBench(contest);
    const file = await writeJson({
      at: new Date().toISOString(),
      database: target.kind,
      machine: { cpus: os.cpus().length, node: process.version },
      loadAverage: Number(os.loadavg()[0]?.toFixed(2)),
      contestBoard: contest,
    });
    log(`written to ${file}`);
  } finally {
    await database.close();
    if (target.kind === 'pglite') await target.cleanup();
  }
}

async function main() {
  const url =
    values['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
  const target = await prepareBenchTarget(embedded ? null : url, log);
  log(`bench database: ${target.kind === 'postgres' ? url : `PGlite in ${target.dataDir}`}`);
  if (contestsOnly) return contestsAlone(target);
  let contest: ContestBench | undefined;
  const rows: BenchRow[] = [];
  const labels = consoleOnly
    ? [`${formatCount(num('console'))} admin notifications`]
    : directoryOnly
      ? [`${formatCount(num('directory'))} athletes`]
      : sizes.map(formatCount);
  let probe: Probe | undefined;
  let consoleProbe: ConsoleProbe | undefined;
  let total = 0;
  try {
    for (const [i, size] of sizes.entries()) {
      const dataset = labels[i] ?? `${size}`;
      // The large set is the small one plus more athletes: the measured athlete stays the same.
      const database = await openBenchDatabase(target);
      try {
        if (i === 0) {
          await database.migrate();
          const started = Date.now();
          if (!consoleOnly) {
            await generateDirectoryAthletes(database.db, num('directory'));
            log(
              `directory: ${num('directory')} athletes in ${((Date.now() - started) / 1000).toFixed(1)} s`,
            );
          }
          if (num('console') > 0 && !directoryOnly)
            consoleProbe = await generateConsoleData(database.db, num('console'), log);
          // Timed here, before any load: the board's queries alone, one at a time.
          if (num('contests') > 0 && !directoryOnly && !consoleOnly)
            contest = await benchContestBoard(database.db);
        }
        const athletes =
          directoryOnly || consoleOnly ? 0 : Math.ceil(Math.max(0, size - total) / perAthlete);
        if (athletes > 0) {
          const made = await generateSyntheticData(database.db, {
            athletes,
            notificationsPerAthlete: perAthlete,
            log: (l) => log(`  ${l}`),
          });
          total += made.notifications;
          log(
            `data set ${dataset}: ${total} notifications (+${made.notifications} in ${(made.ms / 1000).toFixed(1)} s)`,
          );
          probe ??= await probeFor(database.db, made.firstAthlete.id);
        }
      } finally {
        await database.close();
      }
      if (!probe && !directoryOnly && !consoleOnly) throw new Error('no data generated');
      // The console's lists are measured once, with the first data set.
      rows.push(
        ...(await measureDataset(
          target,
          dataset,
          total,
          probe,
          i === 0 ? consoleProbe : undefined,
        )),
      );
    }
  } finally {
    if (target.kind === 'pglite') await target.cleanup();
  }

  const [small = '', large = small] = labels;
  const report = summarize(rows, small, large, target.kind, directoryOnly, consoleOnly);
  printReport(rows, report, small, large);
  if (contest) printContestBench(contest);
  const file = await writeJson({
    at: new Date().toISOString(),
    database: target.kind,
    machine: { cpus: os.cpus().length, node: process.version },
    load,
    rows,
    ...report,
    ...(contest ? { contestBoard: contest } : {}),
  });
  log(`written to ${file}`);
}

/**
 * The scenarios in turns (`rounds` slices each, order reversed every other round), so a drift
 * in the machine's background load hits all of them alike instead of whichever ran last. Bare
 * Fastify runs in its own process beside the app's, both started before and stopped after.
 */
async function measureDataset(
  target: BenchTarget,
  dataset: string,
  rowsTotal: number,
  probe: Probe | undefined,
  consoleProbe: ConsoleProbe | undefined,
) {
  const floorDatabase = await floorDatabaseOf(target);
  const bare = await startBenchServer('bare', {});
  const floor = probe
    ? await startBenchServer('floor', { ...floorDatabase.env, BENCH_USER_ID: probe.userId })
    : null;
  const server = await startBenchServer('app', target.serverEnv);
  try {
    type Run = {
      scenario: Scenario;
      target: BenchServer;
      route: string;
      headers: Record<string, string>;
    };
    const lists = (probe: Probe, floor: BenchServer): Run[] => [
      { scenario: 'floor', target: floor, route: '/list', headers: {} },
      { scenario: 'health', target: server, route: '/api/health', headers: {} },
      {
        scenario: 'list',
        target: server,
        route: '/api/notifications?tab=unread',
        headers: { cookie: probe.cookie },
      },
      {
        scenario: 'deep',
        target: server,
        route: `/api/notifications?tab=unread&cursor=${probe.deepCursor}`,
        headers: { cookie: probe.cookie },
      },
    ];
    const scenarios: Run[] = [
      { scenario: 'bare', target: bare, route: '/hello', headers: {} },
      ...(probe && floor ? lists(probe, floor) : []),
      // The athlete directory (public): its first page, a name fragment, and the same name with
      // a typo (decisions 0029 and 0042).
      ...(consoleOnly
        ? []
        : ([
            { scenario: 'directory', target: server, route: '/api/athletes', headers: {} },
            { scenario: 'search', target: server, route: `/api/athletes?q=${SEARCH}`, headers: {} },
            { scenario: 'typo', target: server, route: `/api/athletes?q=${TYPO}`, headers: {} },
          ] satisfies Run[])),
      // The operators' console (issue 34 item 10): its lists at 100k admin notifications.
      ...(consoleProbe
        ? CONSOLE_ROUTES.map(
            (c): Run => ({
              scenario: c.scenario,
              target: server,
              route: c.route,
              headers: { cookie: consoleProbe.cookie },
            }),
          )
        : []),
    ];
    for (const s of scenarios) await checkRoute(s.target.url + s.route, s.headers);
    // Warm the JIT, the pool's connections and PostgreSQL's cache before anything counts.
    for (const s of scenarios) {
      await runSlice(
        s.target.url + s.route,
        s.headers,
        { ...load, seconds: warmupSeconds },
        s.target.rss,
      );
    }
    // Other work on the machine skews absolute figures; the load average says how much.
    const loadAverage = Number(os.loadavg()[0]?.toFixed(2));
    log(
      `  ${dataset}: ${scenarios.length} routes x ${load.seconds} s in ${rounds} rounds (load average ${loadAverage})`,
    );
    const slices = new Map<Scenario, Slice[]>(scenarios.map((s) => [s.scenario, []]));
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? scenarios : [...scenarios].reverse();
      for (const s of order) {
        const slice = await runSlice(
          s.target.url + s.route,
          s.headers,
          { ...load, seconds: sliceSeconds },
          s.target.rss,
        );
        slices.get(s.scenario)?.push(slice);
      }
    }
    const memory = await server.memory();
    if (memory) {
      const mb = (v: number) => `${Math.round(v / 1048576)}`;
      log(
        `  app server memory after load (MB): rss ${mb(memory.rss)}, heap ${mb(memory.heapUsed)}/${mb(memory.heapTotal)}, external ${mb(memory.external)}`,
      );
    }
    return scenarios.map(
      (s): BenchRow => ({
        dataset,
        rows: s.scenario.startsWith('console-') ? (consoleProbe?.notifications ?? 0) : rowsTotal,
        loadAverage,
        scenario: s.scenario,
        route:
          s.scenario === 'deep'
            ? `/api/notifications (cursor ${num('deep-offset')} rows in)`
            : s.scenario === 'bare'
              ? 'bare Fastify /hello'
              : s.scenario === 'floor'
                ? "bare Fastify + the list's query"
                : s.scenario === 'directory' || s.scenario === 'search' || s.scenario === 'typo'
                  ? `${s.route} (${formatCount(num('directory'))} athletes)`
                  : s.scenario.startsWith('console-')
                    ? `${s.route} (${formatCount(consoleProbe?.notifications ?? 0)} admin notifications)`
                    : s.route,
        ...combine(slices.get(s.scenario) ?? []),
      }),
    );
  } finally {
    await server.stop();
    await floor?.stop();
    await bare.stop();
    await floorDatabase.cleanup();
  }
}

/**
 * The floor's database: PostgreSQL is shared; PGlite's folder can be open in one process only,
 * so the floor gets a copy of it (the app's child opens the original).
 */
async function floorDatabaseOf(
  target: BenchTarget,
): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> {
  if (target.kind === 'postgres') return { env: target.serverEnv, cleanup: async () => {} };
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fhp-bench-floor-'));
  await fs.cp(target.dataDir, path.join(dir, 'pglite'), { recursive: true });
  return {
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    cleanup: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
