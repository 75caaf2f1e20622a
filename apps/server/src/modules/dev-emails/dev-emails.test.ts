import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const mail = (n: number) => ({
  to: `reader${n}@example.com`,
  subject: `Mail ${n}`,
  text: `Body ${n}`,
  template: 'test',
});

describe('outbox reader', () => {
  let dev: TestApp;
  /** A production instance on the same database. */
  let prod: TestApp;
  beforeAll(async () => {
    dev = await createTestApp();
    prod = await createTestApp({ env: { NODE_ENV: 'production' }, database: dev.database });
  });
  afterAll(async () => {
    await prod?.close();
    await dev?.close();
  });

  it('lists a recorded mail outside production, without signing in', async () => {
    const { id } = await dev.services.mailer.send(mail(0));
    const res = await dev.app.inject({ method: 'GET', url: '/api/dev/emails' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({
      id,
      to: 'reader0@example.com',
      subject: 'Mail 0',
      text: 'Body 0',
      html: null,
      template: 'test',
      status: 'recorded',
    });
  });

  it('pages newest first, 5 a page, without repeating or skipping a mail', async () => {
    for (let n = 1; n <= 11; n++) await dev.services.mailer.send(mail(n));
    // Older mails 100 µs apart within one millisecond: a cursor that only kept the JS Date's
    // milliseconds would skip those after a page break.
    for (let n = 1; n <= 6; n++) {
      await dev.services.db.insert(emailOutbox).values({
        ...mail(-n),
        toAddress: 'old@example.com',
        textBody: 'old',
        status: 'recorded',
        createdAt: sql`'2000-01-01T00:00:00.000Z'::timestamptz + ${`${700 - n * 100} microseconds`}::interval`,
      });
    }
    const subjects: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?cursor=${cursor}` : '';
      const res = await dev.app.inject({ method: 'GET', url: `/api/dev/emails${query}` });
      const page = res.json() as { items: { subject: string }[]; nextCursor: string | null };
      expect(page.items.length).toBeLessThanOrEqual(5);
      subjects.push(...page.items.map((i) => i.subject));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    // The pages together are the whole outbox in (created_at, id) order, once each. (PGlite's
    // clock can give mails sent in the same millisecond one timestamp; the id breaks the tie.)
    const all = await dev.services.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id));
    expect(subjects).toEqual(all.map((row) => row.subject));
    expect(new Set(subjects).size).toBe(18);
    expect(subjects.slice(-6)).toEqual([-1, -2, -3, -4, -5, -6].map((n) => `Mail ${n}`));
  });

  it('refuses an unreadable cursor with 400', async () => {
    const res = await dev.app.inject({ method: 'GET', url: '/api/dev/emails?cursor=garbage' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      cursor: 'This list is out of date. Please reload it.',
    });
  });

  it('answers only to this machine: another address gets the 404 of a missing route', async () => {
    const res = await dev.app.inject({
      method: 'GET',
      url: '/api/dev/emails',
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'There is no such API route.' },
    });
    const mapped = await dev.app.inject({
      method: 'GET',
      url: '/api/dev/emails',
      remoteAddress: '::ffff:127.0.0.1',
    });
    expect(mapped.statusCode).toBe(200);
  });

  it('does not exist in production, not even for admins, nor in the API docs', async () => {
    const admin = await signedInUser(prod.services.db, { role: 'admin' });
    for (const headers of [{}, { cookie: admin.cookie }]) {
      const res = await prod.app.inject({ method: 'GET', url: '/api/dev/emails', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'There is no such API route.' },
      });
    }
    expect(prod.app.hasRoute({ method: 'GET', url: '/api/dev/emails' })).toBe(false);
    const docs = await prod.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(docs.json().paths)).not.toContain('/api/dev/emails');
  });
});
