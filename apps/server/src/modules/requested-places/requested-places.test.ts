import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminNotifications, placeRequestSupporters, placeRequests } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('requested cities and sports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, payload });
  const form = {
    state: 'Florida',
    city: 'boca  raton',
    college: 'florida atlantic university',
    sport: 'lacrosse',
  };
  const supporters = async (id: string) =>
    (
      await t.services.db
        .select({ n: sql<number>`count(*)::int` })
        .from(placeRequestSupporters)
        .where(eq(placeRequestSupporters.requestId, id))
    )[0]?.n;

  it.each([
    ['/api/requested-cities', 'city', 'City requested successfully'],
    ['/api/requested-sports', 'sport', 'Sport requested successfully'],
  ])('%s: creates title-cased with an admin notification', async (url, kind, message) => {
    const me = await signedInUser(t.services.db);
    const res = await call('POST', url, me.cookie, form);
    expect(res.statusCode).toBe(201);
    const { item } = res.json();
    expect(res.json().message).toBe(message);
    expect(item).toMatchObject({
      city: 'Boca Raton',
      college: 'Florida Atlantic University',
      sport: 'Lacrosse',
      status: 'pending',
      support: 0,
      supportedByMe: false,
      addedByMe: true,
    });
    const [note] = await t.services.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.notifyId, item.id));
    expect(note?.type).toBe(kind);
    const list = (await call('GET', url, me.cookie)).json().items.map((i: { id: string }) => i.id);
    expect(list).toContain(item.id);
  });

  it('gives each required-field message and writes nothing', async () => {
    const me = await signedInUser(t.services.db);
    const before = await t.services.db
      .select({ n: sql<number>`count(*)::int` })
      .from(placeRequests);
    const res = await call('POST', '/api/requested-cities', me.cookie, {
      state: '',
      city: ' ',
      college: '',
      sport: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      state: 'Please select a state',
      city: 'Please enter a city',
      college: 'Please enter a college',
      sport: 'Please enter a sport',
    });
    const after = await t.services.db.select({ n: sql<number>`count(*)::int` }).from(placeRequests);
    expect(after).toEqual(before);
  });

  it('supports with a heart: once per user, any signed-in user, exact count', async () => {
    const athlete = await signedInUser(t.services.db);
    const fan = await signedInUser(t.services.db, { role: 'fan' });
    const { item } = (await call('POST', '/api/requested-cities', athlete.cookie, form)).json();
    const support = (cookie: string, supported: boolean, url = '/api/requested-cities') =>
      call('PUT', `${url}/${item.id}/support`, cookie, { supported });

    expect((await support(athlete.cookie, true)).json()).toEqual({
      support: 1,
      supportedByMe: true,
    });
    expect((await support(athlete.cookie, true)).json()).toEqual({
      support: 1,
      supportedByMe: true,
    });
    expect((await support(fan.cookie, true)).json()).toEqual({ support: 2, supportedByMe: true });
    expect((await support(athlete.cookie, false)).json()).toEqual({
      support: 1,
      supportedByMe: false,
    });
    expect(await supporters(item.id)).toBe(1);
    // A city request is not a sport request; a fan may support but not create.
    expect((await support(fan.cookie, true, '/api/requested-sports')).statusCode).toBe(404);
    expect((await call('POST', '/api/requested-cities', fan.cookie, form)).statusCode).toBe(403);
    const listed = (await call('GET', '/api/requested-cities', fan.cookie)).json().items;
    expect(listed.find((i: { id: string }) => i.id === item.id)).toMatchObject({
      support: 1,
      supportedByMe: true,
      addedByMe: false,
    });
  });

  it.runIf(inject('dbKind') === 'postgres')(
    'keeps support equal to the supporters under 50 concurrent toggles',
    async () => {
      const owner = await signedInUser(t.services.db);
      const { item } = (await call('POST', '/api/requested-sports', owner.cookie, form)).json();
      const users = await Promise.all(
        Array.from({ length: 50 }, () => signedInUser(t.services.db)),
      );
      // 50 users support at once, each twice (100 requests); then every second user withdraws twice.
      const put = (cookie: string, supported: boolean) =>
        call('PUT', `/api/requested-sports/${item.id}/support`, cookie, { supported });
      const first = await Promise.all(
        users.flatMap((u) => [put(u.cookie, true), put(u.cookie, true)]),
      );
      expect(first.every((r) => r.statusCode === 200)).toBe(true);
      expect(await supporters(item.id)).toBe(50);
      await Promise.all(
        users
          .filter((_, i) => i % 2 === 0)
          .flatMap((u) => [put(u.cookie, false), put(u.cookie, false)]),
      );
      expect(await supporters(item.id)).toBe(25);
      const listed = (await call('GET', '/api/requested-sports?limit=50', owner.cookie)).json()
        .items;
      expect(listed.find((i: { id: string }) => i.id === item.id)?.support).toBe(25);
    },
  );
});
