import fs from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../platform/config';
import type { LoadResult } from './measure';

/**
 * `bare`: bare Fastify's hello route (the reference); `floor`: bare Fastify running the list's
 * query (what reading the list per request costs at least); the others are the app's routes.
 */
export type Scenario =
  | 'bare'
  | 'floor'
  | 'health'
  | 'list'
  | 'deep'
  | 'directory'
  | 'search'
  | 'typo'
  | 'console-inbox'
  | 'console-inbox-filtered'
  | 'console-inbox-count'
  | 'console-requests'
  | 'console-audit'
  | 'console-audit-filtered'
  | 'console-moderation'
  | 'console-withdrawals';
export type BenchRow = LoadResult & {
  dataset: string;
  rows: number;
  /** The machine's 1-minute load average when the data set's runs began. */
  loadAverage: number;
  scenario: Scenario;
  route: string;
};

/** DESIGN.md "Targets". */
export const TARGETS = {
  healthShareMin: 0.6,
  listShareMin: 0.25,
  embeddedListMinPerSec: 800,
  p99MaxMs: 20,
  p50GrowthMax: 1.3,
  rssMaxMb: 200,
  /** "search": the directory at 1M athletes on PostgreSQL, 10 connections. */
  searchP99MaxMs: 20,
  searchMinPerSec: 1000,
  directoryFirstPageP99MaxMs: 10,
  /** "console lists": any console list or filter at 100k rows, p99. */
  consoleP99MaxMs: 50,
};

export const formatCount = (n: number) =>
  n >= 1_000_000 && n % 1_000_000 === 0
    ? `${n / 1_000_000}M`
    : n >= 1000 && n % 1000 === 0
      ? `${n / 1000}k`
      : `${n}`;

const find = (rows: BenchRow[], dataset: string, scenario: Scenario) =>
  rows.find((r) => r.dataset === dataset && r.scenario === scenario);

/** A scenario's req/s as a share of bare Fastify's in the same data set's rounds. */
const shareOf = (rows: BenchRow[], row: BenchRow) =>
  row.requestsPerSec / (find(rows, row.dataset, 'bare')?.requestsPerSec ?? Number.NaN);

export function summarize(
  rows: BenchRow[],
  small: string,
  large: string,
  database: 'postgres' | 'pglite',
  directoryOnly = false,
  consoleOnly = false,
) {
  const share = (dataset: string, scenario: Scenario) => {
    const row = find(rows, dataset, scenario);
    return row ? shareOf(rows, row) : Number.NaN;
  };
  const perSec = (dataset: string, scenario: Scenario) =>
    find(rows, dataset, scenario)?.requestsPerSec ?? Number.NaN;
  const growth = (scenario: Scenario) =>
    (find(rows, large, scenario)?.p50Ms ?? Number.NaN) /
    (find(rows, small, scenario)?.p50Ms ?? Number.NaN);
  const worstP99 = Math.max(
    ...[find(rows, large, 'list'), find(rows, large, 'deep')].map((r) => r?.p99Ms ?? Number.NaN),
  );
  const appRows = rows.filter((r) => r.scenario !== 'bare' && r.scenario !== 'floor');
  const directory = find(rows, large, 'directory');
  const search = find(rows, large, 'search');
  const summary = {
    healthShare: { [small]: share(small, 'health'), [large]: share(large, 'health') },
    listShare: { [small]: share(small, 'list'), [large]: share(large, 'list') },
    deepShare: { [small]: share(small, 'deep'), [large]: share(large, 'deep') },
    floorShare: { [small]: share(small, 'floor'), [large]: share(large, 'floor') },
    /** The list as a share of its floor's req/s. */
    listOfFloor: {
      [small]: share(small, 'list') / share(small, 'floor'),
      [large]: share(large, 'list') / share(large, 'floor'),
    },
    /** The floor's highest RSS: the database driver's and Fastify's own memory. */
    floorRssMaxMb: Math.max(...rows.filter((r) => r.scenario === 'floor').map((r) => r.rssMaxMb)),
    p50Growth: { list: growth('list'), deep: growth('deep') },
    /** The app server's highest RSS (bare Fastify's is in its own rows). */
    rssMaxMb: Math.max(...appRows.map((r) => r.rssMaxMb)),
    /** The highest of the app's runs' mean RSS. */
    rssMeanMb: Math.max(...appRows.map((r) => r.rssMeanMb)),
    failedRequests: rows.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  };
  const listCheck =
    database === 'postgres'
      ? ([
          `list >= ${pct(TARGETS.listShareMin)} of bare Fastify req/s (${large}, page 1 and deep)`,
          Math.min(share(large, 'list'), share(large, 'deep')) >= TARGETS.listShareMin,
        ] as const)
      : ([
          `list >= ${TARGETS.embeddedListMinPerSec} req/s on the embedded database (${large}, page 1 and deep)`,
          Math.min(perSec(large, 'list'), perSec(large, 'deep')) >= TARGETS.embeddedListMinPerSec,
        ] as const);
  const checks = [
    [
      `app /api/health >= ${pct(TARGETS.healthShareMin)} of bare Fastify req/s (every data set)`,
      Math.min(share(small, 'health'), share(large, 'health')) >= TARGETS.healthShareMin,
    ],
    listCheck,
    [`list p99 <= ${TARGETS.p99MaxMs} ms at that load (${large})`, worstP99 <= TARGETS.p99MaxMs],
    [
      `p50 growth ${large}/${small} <= ${TARGETS.p50GrowthMax}x (page 1 and deep)`,
      Math.max(summary.p50Growth.list, summary.p50Growth.deep) <= TARGETS.p50GrowthMax,
    ],
    [`app server RSS <= ${TARGETS.rssMaxMb} MB under load`, summary.rssMaxMb <= TARGETS.rssMaxMb],
  ] as const;
  // DESIGN.md "search" (set for 1M athletes on PostgreSQL; checked at whatever size was run).
  const directoryChecks = [
    [
      `athlete directory first page p99 <= ${TARGETS.directoryFirstPageP99MaxMs} ms`,
      (directory?.p99Ms ?? Number.NaN) <= TARGETS.directoryFirstPageP99MaxMs,
    ],
    [
      `athlete directory name fragment p99 <= ${TARGETS.searchP99MaxMs} ms and >= ${TARGETS.searchMinPerSec} req/s`,
      (search?.p99Ms ?? Number.NaN) <= TARGETS.searchP99MaxMs &&
        (search?.requestsPerSec ?? 0) >= TARGETS.searchMinPerSec,
    ],
    ['every response 2xx', summary.failedRequests === 0],
  ] as const;
  // DESIGN.md "console lists": every console list the bench loads, at the size it generated.
  const consoleRows = rows.filter((r) => r.scenario.startsWith('console-'));
  const consoleWorstP99 = Math.max(...consoleRows.map((r) => r.p99Ms));
  const consoleChecks = consoleRows.length
    ? ([
        [
          `console lists p99 <= ${TARGETS.consoleP99MaxMs} ms (${consoleRows[0]?.dataset}; worst ${consoleWorstP99.toFixed(1)} ms)`,
          consoleWorstP99 <= TARGETS.consoleP99MaxMs,
        ],
      ] as const)
    : [];
  const everyCheck = consoleOnly
    ? [...consoleChecks, ['every response 2xx', summary.failedRequests === 0] as const]
    : [...(directoryOnly ? [] : checks), ...consoleChecks, ...directoryChecks];
  return {
    summary: { ...summary, consoleP99MaxMs: consoleRows.length ? consoleWorstP99 : null },
    checks: everyCheck.map(([what, pass]) => ({ what, pass })),
  };
}

const pct = (x: number | undefined) => `${((x ?? Number.NaN) * 100).toFixed(0)}%`;

export function printReport(
  rows: BenchRow[],
  report: ReturnType<typeof summarize>,
  small: string,
  large: string,
) {
  console.table(
    rows.map((r) => ({
      'data set': r.dataset,
      route: r.route,
      'req/s': Math.round(r.requestsPerSec),
      'p50 ms': r.p50Ms.toFixed(2),
      'p99 ms': r.p99Ms.toFixed(2),
      'of bare': r.scenario === 'bare' ? '' : pct(shareOf(rows, r)),
      'RSS max MB': r.rssMaxMb.toFixed(0),
      'non-2xx+errors': r.non2xx + r.errors,
      load: r.loadAverage,
    })),
  );
  const { summary } = report;
  // A --directory-only run has no notification lists.
  if (rows.some((r) => r.scenario === 'list')) {
    console.log(
      `of bare Fastify req/s: health ${pct(summary.healthShare[small])} (${small}), ${pct(summary.healthShare[large])} (${large}); ` +
        `list page 1 ${pct(summary.listShare[small])} (${small}), ${pct(summary.listShare[large])} (${large}); ` +
        `deep ${pct(summary.deepShare[small])} (${small}), ${pct(summary.deepShare[large])} (${large})`,
    );
    console.log(
      `the list's floor (bare Fastify + the list's query) of bare Fastify req/s: ${pct(summary.floorShare[small])} (${small}), ${pct(summary.floorShare[large])} (${large}); ` +
        `the app's list page 1 is ${pct(summary.listOfFloor[small])} and ${pct(summary.listOfFloor[large])} of its floor; ` +
        `the floor's RSS max ${summary.floorRssMaxMb.toFixed(0)} MB`,
    );
    console.log(
      `p50 growth ${large}/${small}: page 1 ${summary.p50Growth.list.toFixed(2)}x, deep ${summary.p50Growth.deep.toFixed(2)}x`,
    );
  }
  console.log(
    `app server RSS under load: max ${summary.rssMaxMb.toFixed(0)} MB, highest run mean ${summary.rssMeanMb.toFixed(0)} MB`,
  );
  for (const c of report.checks) console.log(`  ${c.pass ? 'PASS' : 'MISS'}  ${c.what}`);
}

export async function writeJson(data: unknown): Promise<string> {
  const dir = path.join(REPO_ROOT, 'bench-results');
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, 'latest.json');
  await fs.writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
