import type { TFanRequestItem } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fanRequests } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('fan call requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string) =>
    t.app.inject({ method, url, headers: { cookie } });
  const status = async (id: string) =>
    (await t.services.db.select().from(fanRequests).where(eq(fanRequests.id, id)))[0]?.status;

  async function setup(count = 2) {
    const athlete = await signedInUser(t.services.db);
    const athlete2 = await signedInUser(t.services.db);
    const fan = await signedInUser(t.services.db, {
      role: 'fan',
      firstName: 'Fay',
      lastName: 'Fan',
    });
    const rows = await t.services.db
      .insert(fanRequests)
      .values(
        Array.from({ length: count }, (_, i) => ({
          athleteId: athlete.user.id,
          fanId: fan.user.id,
          callType: 'WhatsApp' as const,
          callTypeValue: `1305555010${i}`,
          createdAt: new Date(Date.parse('2025-03-01T12:00:00Z') - i * 60_000),
        })),
      )
      .returning();
    return { athlete, athlete2, rows };
  }

  it('pages my requests 5 at a time, newest first, with the fan name', async () => {
    const { athlete, athlete2, rows } = await setup(7);
    const first = await call('GET', '/api/fan-requests', athlete.cookie);
    expect(first.statusCode).toBe(200);
    const page = first.json() as { items: TFanRequestItem[]; nextCursor: string };
    expect(page.items.map((i) => i.id)).toEqual(rows.slice(0, 5).map((r) => r.id));
    expect(page.items[0]).toMatchObject({
      fanName: 'Fay Fan',
      callType: 'WhatsApp',
      status: 'pending',
    });
    const second = (
      await call('GET', `/api/fan-requests?cursor=${page.nextCursor}`, athlete.cookie)
    ).json();
    expect(second.items.map((i: TFanRequestItem) => i.id)).toEqual(rows.slice(5).map((r) => r.id));
    expect(second.nextCursor).toBeNull();
    expect((await call('GET', '/api/fan-requests', athlete2.cookie)).json().items).toEqual([]);
  });

  it('marks done and deletes my requests only', async () => {
    const { athlete, athlete2, rows } = await setup();
    const [a, b] = rows.map((r) => r.id) as [string, string];
    expect(
      (await call('POST', `/api/fan-requests/${a}/complete`, athlete2.cookie)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/fan-requests/${b}`, athlete2.cookie)).statusCode).toBe(404);
    expect(await status(a)).toBe('pending');
    expect(await status(b)).toBe('pending');

    const done = await call('POST', `/api/fan-requests/${a}/complete`, athlete.cookie);
    expect(done.json()).toEqual({ message: 'Fan request marked as completed.' });
    expect(await status(a)).toBe('completed');
    const refused = await call('DELETE', `/api/fan-requests/${a}`, athlete.cookie);
    expect(refused.statusCode).toBe(409);
    expect(await status(a)).toBe('completed');

    const deleted = await call('DELETE', `/api/fan-requests/${b}`, athlete.cookie);
    expect(deleted.json()).toEqual({ message: 'Request deleted successfully.' });
    expect(await status(b)).toBeUndefined();
  });

  it('is for athletes only', async () => {
    const fan = await signedInUser(t.services.db, { role: 'fan' });
    expect((await call('GET', '/api/fan-requests', fan.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/fan-requests', '')).statusCode).toBe(401);
  });
});
