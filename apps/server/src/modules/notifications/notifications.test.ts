import type { TNotificationItem } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

type Page = { items: TNotificationItem[]; nextCursor: string | null };

describe('GET /api/notifications', () => {
  let t: TestApp;
  const base = Date.parse('2025-03-01T12:00:00Z');
  const at = (minutes: number) => new Date(base - minutes * 60_000);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function get(cookie: string, query: string): Promise<Page> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/notifications?${query}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  /** Follows nextCursor to the end; bounded so a broken cursor cannot loop forever. */
  async function allPages(cookie: string, tab: string): Promise<Page[]> {
    const pages: Page[] = [];
    let cursor: string | null = '';
    for (let i = 0; i < 20 && cursor !== null; i++) {
      const page: Page = await get(cookie, `tab=${tab}${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(page);
      cursor = page.nextCursor;
    }
    return pages;
  }

  it('pages 5 at a time, newest first, with a stable cursor', async () => {
    const me = await signedInUser(t.services.db);
    // Two rows share a timestamp so the id tiebreak is exercised.
    const rows = Array.from({ length: 12 }, (_, i) => ({
      userId: me.user.id,
      type: 'admin',
      message: `note ${i}`,
      createdAt: at(i === 11 ? 10 : i),
    }));
    await t.services.db.insert(notifications).values(rows);

    const pages = await allPages(me.cookie, 'unread');
    expect(pages.map((p) => p.items.length)).toEqual([5, 5, 2]);
    const seen = pages.flatMap((p) => p.items);
    const expected = [...seen].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
    );
    expect(seen).toEqual(expected);
    expect(new Set(seen.map((s) => s.id)).size).toBe(12);
    expect(seen[0]).toMatchObject({ message: 'note 0', read: false, fanId: null });

    // A notification arriving later does not shift the pages already handed out.
    await t.services.db
      .insert(notifications)
      .values({ userId: me.user.id, type: 'admin', message: 'newer', createdAt: at(-5) });
    const again = await get(me.cookie, `tab=unread&cursor=${pages[0]?.nextCursor}`);
    expect(again).toEqual(pages[1]);
  });

  it('keeps microsecond timestamps in order across page boundaries', async () => {
    const me = await signedInUser(t.services.db);
    // Eight rows inside one millisecond: a millisecond cursor alone would repeat or skip them.
    await t.services.db.execute(sql`
      insert into notifications (user_id, type, message, created_at)
      select ${me.user.id}::uuid, 'admin', 'same ms ' || g,
             '2025-03-01T12:00:00.123000Z'::timestamptz + g * interval '1 microsecond'
      from generate_series(1, 8) g`);
    const pages = await allPages(me.cookie, 'unread');
    const messages = pages.flatMap((p) => p.items.map((i) => i.message));
    expect(messages).toEqual([8, 7, 6, 5, 4, 3, 2, 1].map((g) => `same ms ${g}`));
  });

  it("never shows another user's notifications", async () => {
    const me = await signedInUser(t.services.db);
    const other = await signedInUser(t.services.db);
    await t.services.db.insert(notifications).values([
      { userId: me.user.id, type: 'admin', message: 'mine', createdAt: at(1) },
      { userId: other.user.id, type: 'admin', message: 'theirs', createdAt: at(0) },
      {
        userId: other.user.id,
        type: 'admin',
        message: 'theirs read',
        createdAt: at(0),
        readAt: at(0),
      },
    ]);
    const unread = await get(me.cookie, 'tab=unread');
    const read = await get(me.cookie, 'tab=read');
    expect(unread.items.map((i) => i.message)).toEqual(['mine']);
    expect(read.items).toEqual([]);

    // Someone else's cursor leaks nothing either: it only positions within my own list.
    const theirs = await get(other.cookie, 'tab=unread&limit=1');
    expect(theirs.items.map((i) => i.message)).toEqual(['theirs']);
    const withTheirCursor = await get(
      me.cookie,
      `tab=unread&cursor=${encodeURIComponent(
        Buffer.from(`${at(-1).toISOString()}|${theirs.items[0]?.id}`).toString('base64url'),
      )}`,
    );
    expect(withTheirCursor.items.map((i) => i.message)).toEqual(['mine']);
  });

  it('splits unread and read', async () => {
    const me = await signedInUser(t.services.db);
    await t.services.db.insert(notifications).values([
      { userId: me.user.id, type: 'admin', message: 'unread 1', createdAt: at(1) },
      { userId: me.user.id, type: 'admin', message: 'read 1', createdAt: at(2), readAt: at(0) },
      { userId: me.user.id, type: 'admin', message: 'unread 2', createdAt: at(3) },
    ]);
    const unread = await get(me.cookie, 'tab=unread');
    const read = await get(me.cookie, 'tab=read');
    expect(unread.items.map((i) => [i.message, i.read])).toEqual([
      ['unread 1', false],
      ['unread 2', false],
    ]);
    expect(read.items.map((i) => [i.message, i.read])).toEqual([['read 1', true]]);
    expect(unread.nextCursor).toBeNull();
    // The default tab is unread.
    expect(await get(me.cookie, '')).toEqual(unread);
  });

  it('answers 400 with the error shape for a bad cursor or limit', async () => {
    const me = await signedInUser(t.services.db);
    for (const query of [
      'cursor=not-a-cursor',
      `cursor=${Buffer.from('x|y').toString('base64url')}`,
      'limit=0',
      'tab=all',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/notifications?${query}`,
        headers: { cookie: me.cookie },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
      });
    }
  });

  it('answers 401 when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});
