import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseHookHandler,
  RouteOptions,
} from 'fastify';
import type { Gauge, Metric, Registry } from 'prom-client';
import { queryRows } from '../db/database';
import { JOB_SETTINGS } from '../jobs/job-settings';
import { checkLedger, type LedgerProblem } from '../ledger/ledger-check';
import type { AppServices } from '../services';

/**
 * `/metrics` in Prometheus' text format (decision 0045), for a scraper that sends
 * `Authorization: Bearer $METRICS_TOKEN`. Loaded only when the token is set; prom-client with it.
 *
 * Requests are measured by a hook each route gets as it is registered, with its template baked
 * in (never the URL: ids and tokens stay out of the labels, and the series stay few), so a
 * request pays one histogram observation and reads no route options. The database gauges are
 * read when scraped: each is one indexed query (the job table's live-state index, the payments'
 * status index) or, for the outbox, a scan of a table its cleanup job keeps short.
 */

export const METRICS_PATH = '/metrics';

/** The ledger check reads the whole ledger: run at most this often per process, when scraped. */
export const LEDGER_CHECK_EVERY_MS = 10 * 60_000;

const LEDGER_CHECKS: LedgerProblem['check'][] = [
  'unbalanced-transaction',
  'negative-wallet',
  'captured-payment-postings',
];

/** Upper bounds (seconds) of the request histogram's buckets. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One route, method and status: counts per bucket (not cumulative), their sum and count. */
class Series {
  count = 0;
  sum = 0;
  readonly buckets = new Float64Array(BUCKETS.length);
  constructor(readonly labels: { method: string; route: string; status: number }) {}
  observe(seconds: number) {
    this.count += 1;
    this.sum += seconds;
    let b = 0;
    while (b < BUCKETS.length && seconds > (BUCKETS[b] ?? 0)) b += 1;
    if (b < BUCKETS.length) this.buckets[b] = (this.buckets[b] ?? 0) + 1;
  }
}

/**
 * `fhp_http_request_duration_seconds`, a Prometheus histogram rendered by prom-client's
 * registry (its `get()` answers what a prom-client Histogram's does). Not prom-client's own
 * Histogram: its `observe` validates and hashes the labels object on every call, about 0.5-0.8 µs
 * here, a tenth of what the bench's health route costs beyond bare Fastify (decision 0036);
 * each route's hook keeps its series instead.
 */
class RequestHistogram {
  readonly name = 'fhp_http_request_duration_seconds';
  readonly help =
    'Time to answer a request, by route template and status (its _count counts the requests)';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private all: Series[] = [];

  series(method: string, route: string, status: number): Series {
    const series = new Series({ method, route, status });
    this.all.push(series);
    return series;
  }

  reset() {
    for (const s of this.all) {
      s.count = 0;
      s.sum = 0;
      s.buckets.fill(0);
    }
  }

  get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] =
      [];
    for (const s of this.all) {
      let cumulative = 0;
      BUCKETS.forEach((le, i) => {
        cumulative += s.buckets[i] ?? 0;
        values.push({
          labels: { ...s.labels, le },
          value: cumulative,
          metricName: `${this.name}_bucket`,
        });
      });
      values.push({
        labels: { ...s.labels, le: '+Inf' },
        value: s.count,
        metricName: `${this.name}_bucket`,
      });
      values.push({ labels: s.labels, value: s.sum, metricName: `${this.name}_sum` });
      values.push({ labels: s.labels, value: s.count, metricName: `${this.name}_count` });
    }
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      values,
      aggregator: this.aggregator,
    };
  }
}

/** Whether `header` is `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const wanted = Buffer.from(token);
  // timingSafeEqual needs equal lengths; comparing `wanted` with itself keeps the time the same.
  const same = timingSafeEqual(given.length === wanted.length ? given : wanted, wanted);
  return same && given.length === wanted.length;
}

export type Metrics = { registry: Registry; onRoute(route: RouteOptions): void };

/**
 * The registry and the request hook. Call `onRoute` for every route before routes are
 * registered (`app.addHook('onRoute', metrics.onRoute)` on the root instance).
 */
export async function createMetrics(services: AppServices): Promise<Metrics> {
  // Imported here, not at the top: the server bundle hoists a package's static import to its
  // start, even from a module only imported on demand (decision 0034).
  const { collectDefaultMetrics, Gauge, Registry } = await import('prom-client');
  const registry = new Registry();
  // Process and Node metrics under their usual names (process_resident_memory_bytes, nodejs_*),
  // as ready-made dashboards expect them.
  collectDefaultMetrics({ register: registry });

  const requests = new RequestHistogram();
  registry.registerMetric(requests as unknown as Metric);

  const onRoute = (route: RouteOptions) => {
    const template = route.url;
    // This route's series by method and status: two Map lookups per request, no label hashing.
    const byMethod = new Map<string, Map<number, Series>>();
    const hook: onResponseHookHandler = function measure(
      request: FastifyRequest,
      reply: FastifyReply,
      done: () => void,
    ) {
      const { method } = request;
      const status = reply.statusCode;
      let byStatus = byMethod.get(method);
      if (!byStatus) {
        byStatus = new Map();
        byMethod.set(method, byStatus);
      }
      let series = byStatus.get(status);
      if (!series) {
        series = requests.series(method, template, status);
        byStatus.set(status, series);
      }
      series.observe(reply.elapsedTime / 1000);
      done();
    };
    const existing = route.onResponse;
    route.onResponse = existing
      ? [...(Array.isArray(existing) ? existing : [existing]), hook]
      : [hook];
  };

  const { db } = services;
  /**
   * prom-client renders every metric at once, so gauges read from one query share it: the
   * first collector of a scrape starts the query, the others of that scrape await the same one.
   */
  const shared = <T>(read: () => Promise<T>) => {
    let pending: Promise<T> | undefined;
    return () => {
      if (!pending) {
        pending = read();
        const clear = () => {
          pending = undefined;
        };
        pending.then(clear, clear);
      }
      return pending;
    };
  };
  type GaugeOf<T> = { name: string; help: string; labelNames?: readonly string[] } & {
    read: () => Promise<T>;
    fill: (gauge: Gauge<string>, value: T) => void;
  };
  const gauge = <T>({ name, help, labelNames, read, fill }: GaugeOf<T>) =>
    new Gauge({
      name,
      help,
      labelNames: labelNames ?? [],
      registers: [registry],
      async collect() {
        fill(this, await read());
      },
    });

  const queues = Object.keys(JOB_SETTINGS);
  const jobCounts = shared(async () => {
    const rows = await queryRows<{ name: string; state: string; count: number | string }>(
      db,
      sql`select name, state::text as state, count(*)::int as count from pgboss.job
          where state in ('created', 'retry', 'active', 'failed') group by name, state`,
    );
    const counts = new Map<string, Record<'queued' | 'active' | 'failed', number>>();
    for (const queue of queues) counts.set(queue, { queued: 0, active: 0, failed: 0 });
    for (const row of rows) {
      const entry = counts.get(row.name) ?? { queued: 0, active: 0, failed: 0 };
      counts.set(row.name, entry);
      const kind = row.state === 'active' || row.state === 'failed' ? row.state : 'queued';
      entry[kind] += Number(row.count);
    }
    return counts;
  });
  const jobGauge = (name: string, help: string, kind: 'queued' | 'active' | 'failed') =>
    gauge({
      name,
      help,
      labelNames: ['queue'],
      read: jobCounts,
      fill: (g, counts) => {
        for (const [queue, c] of counts) g.set({ queue }, c[kind]);
      },
    });
  jobGauge(
    'fhp_jobs_queued',
    'Jobs waiting to run (new, or failed and awaiting a retry)',
    'queued',
  );
  jobGauge('fhp_jobs_active', 'Jobs running now', 'active');
  jobGauge(
    'fhp_jobs_failed',
    'Jobs that failed for good and are still kept (pg-boss deletes them after 7 days)',
    'failed',
  );

  const capturing = shared(async () => {
    const [row] = await queryRows<{ count: number | string; oldest: number | string | null }>(
      db,
      sql`select count(*)::int as count,
                 extract(epoch from now() - min(updated_at))::float8 as oldest
          from payments where status = 'capturing'`,
    );
    return { count: Number(row?.count ?? 0), oldest: Number(row?.oldest ?? 0) };
  });
  gauge({
    name: 'fhp_payments_capturing',
    help: 'Payments in `capturing`: the provider was asked to take the money, its answer not recorded yet',
    read: capturing,
    fill: (g, v) => g.set(v.count),
  });
  gauge({
    name: 'fhp_payments_capturing_oldest_seconds',
    help: 'Age of the oldest payment in `capturing` (0 when none); the reconciliation job repairs it',
    read: capturing,
    fill: (g, v) => g.set(v.oldest),
  });

  const outbox = shared(async () => {
    const [row] = await queryRows<{
      pending: number | string;
      failed: number | string;
      oldest: number | string | null;
    }>(
      db,
      sql`select count(*) filter (where status = 'pending')::int as pending,
                 count(*) filter (where status = 'failed')::int as failed,
                 extract(epoch from now() - min(created_at) filter (where status = 'pending'))::float8 as oldest
          from email_outbox where status in ('pending', 'failed')`,
    );
    return {
      pending: Number(row?.pending ?? 0),
      failed: Number(row?.failed ?? 0),
      oldest: Number(row?.oldest ?? 0),
    };
  });
  gauge({
    name: 'fhp_outbox_pending',
    help: 'E-mails in the outbox not sent yet (the backlog)',
    read: outbox,
    fill: (g, v) => g.set(v.pending),
  });
  gauge({
    name: 'fhp_outbox_pending_oldest_seconds',
    help: 'Age of the oldest e-mail waiting to be sent (0 when none)',
    read: outbox,
    fill: (g, v) => g.set(v.oldest),
  });
  gauge({
    name: 'fhp_outbox_failed',
    help: 'E-mails SMTP refused on every attempt (kept until the outbox cleanup)',
    read: outbox,
    fill: (g, v) => g.set(v.failed),
  });

  // The ledger check: its last result in this process, refreshed when a scrape finds it older
  // than LEDGER_CHECK_EVERY_MS. The first scrape waits for it; later ones answer the last
  // result at once while a fresh one runs.
  type LedgerResult = { at: number; problems: LedgerProblem[]; seconds: number };
  let ledger: LedgerResult | undefined;
  let running: Promise<void> | undefined;
  const refreshLedger = () => {
    running ??= (async () => {
      const started = performance.now();
      try {
        const problems = await checkLedger(db);
        ledger = { at: Date.now(), problems, seconds: (performance.now() - started) / 1000 };
      } catch (error) {
        services.errors.report(error);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  const lastLedgerCheck = shared(async (): Promise<LedgerResult | undefined> => {
    if (!ledger) await refreshLedger();
    else if (Date.now() - ledger.at > LEDGER_CHECK_EVERY_MS) void refreshLedger();
    return ledger;
  });
  const ledgerGauge = (
    name: string,
    help: string,
    fill: (g: Gauge<string>, v: LedgerResult) => void,
    labelNames?: string[],
  ) =>
    gauge({
      name,
      help,
      labelNames,
      read: lastLedgerCheck,
      fill: (g, v) => {
        if (v) fill(g, v);
      },
    });
  ledgerGauge(
    'fhp_ledger_check_ok',
    '1 when the last ledger check found no problem, else 0',
    (g, v) => g.set(v.problems.length === 0 ? 1 : 0),
  );
  ledgerGauge(
    'fhp_ledger_check_problems',
    'Broken ledger invariants the last ledger check found, by check (`npm run ledger:check` lists them)',
    (g, v) => {
      for (const check of LEDGER_CHECKS)
        g.set({ check }, v.problems.filter((p) => p.check === check).length);
    },
    ['check'],
  );
  ledgerGauge(
    'fhp_ledger_check_timestamp_seconds',
    'When the last ledger check finished (Unix time)',
    (g, v) => g.set(v.at / 1000),
  );
  ledgerGauge('fhp_ledger_check_duration_seconds', 'How long the last ledger check took', (g, v) =>
    g.set(v.seconds),
  );

  return { registry, onRoute };
}

/** The scrape route: 401 without the right bearer token. */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string) {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .type('text/plain; charset=utf-8')
        .send('Unauthorized\n');
    }
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(body);
  });
}
