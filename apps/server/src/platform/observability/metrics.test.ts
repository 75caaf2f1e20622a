import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearerMatches } from './metrics';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one series in a Prometheus text answer (labels as written, in order). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('refuses a request without the token or with another one', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong',
      `Bearer ${TOKEN}x`,
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.body).not.toContain('fhp_');
    }
  });

  it('answers the metrics in Prometheus text format', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    for (const name of [
      'fhp_http_request_duration_seconds',
      'fhp_jobs_queued',
      'fhp_jobs_active',
      'fhp_jobs_failed',
      'fhp_payments_capturing',
      'fhp_payments_capturing_oldest_seconds',
      'fhp_outbox_pending',
      'fhp_outbox_pending_oldest_seconds',
      'fhp_outbox_failed',
      'fhp_ledger_check_ok',
      'fhp_ledger_check_problems',
      'process_resident_memory_bytes',
    ]) {
      expect(res.body, name).toContain(`# TYPE ${name} `);
    }
    expect(sample(res.body, 'fhp_ledger_check_ok')).toBe(1);
    expect(sample(res.body, 'fhp_jobs_queued{queue="email-send"}')).toBe(0);
  });

  it('counts requests by route template and status, never by URL', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/health' });
    const id = crypto.randomUUID();
    await t.app.inject({ method: 'GET', url: `/api/files/${id}` });
    const text = await scrape();
    expect(
      sample(
        text,
        'fhp_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(
      /fhp_http_request_duration_seconds_count\{method="GET",route="\/api\/files\/:id",status="404"\} 1/,
    );
    expect(text).not.toContain(id);
  });

  it('reports a payment stuck in capturing and an outbox backlog', async () => {
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await t.services.db.insert(payments).values({
      provider: 'simulator',
      providerOrderId: `metrics-${crypto.randomUUID()}`,
      purpose: 'community-badge',
      amountCents: 200,
      status: 'capturing',
      updatedAt: tenMinutesAgo,
    });
    await t.services.db.insert(emailOutbox).values(
      [1, 2].map((n) => ({
        toAddress: `fan${n}@example.com`,
        subject: 'Receipt',
        textBody: 'Thanks',
        template: 'receipt',
        status: 'pending' as const,
        createdAt: tenMinutesAgo,
      })),
    );
    const text = await scrape();
    expect(sample(text, 'fhp_payments_capturing')).toBe(1);
    expect(sample(text, 'fhp_payments_capturing_oldest_seconds')).toBeGreaterThanOrEqual(590);
    expect(sample(text, 'fhp_outbox_pending')).toBe(2);
    expect(sample(text, 'fhp_outbox_pending_oldest_seconds')).toBeGreaterThanOrEqual(590);
  });

  it('reports queued and failed jobs per queue', async () => {
    await t.services.db.execute(
      // A job that failed for good, as pg-boss leaves it.
      (await import('drizzle-orm')).sql`insert into pgboss.job (name, data, state)
        values ('email-send', '{}'::jsonb, 'failed')`,
    );
    const text = await scrape();
    expect(sample(text, 'fhp_jobs_failed{queue="email-send"}')).toBe(1);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('is not found, whatever the request carries', async () => {
    const t = await createTestApp();
    try {
      for (const headers of [{}, { authorization: 'Bearer anything-at-all-0123' }]) {
        const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await t.close();
    }
  });
});

describe('bearerMatches', () => {
  it('accepts exactly the token', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});
