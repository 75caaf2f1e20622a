import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  athleteIssues,
  athleteProfiles,
  chats,
  notifications,
  placeRequestSupporters,
  placeRequests,
  pushSubscriptions,
} from '../db/schema';
import { insertChat } from '../test/authorization-matrix';
import { createUser, signedInUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 5, point 8, across every athlete route with an id: a second athlete can neither read
 * nor change nor delete the first athlete's rows. Each attempt answers 403 or 404, and the
 * tables are byte-for-byte what they were before the attempts.
 */
describe("another athlete's rows", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function snapshot() {
    const db = t.services.db;
    return {
      profiles: await db.select().from(athleteProfiles).orderBy(asc(athleteProfiles.userId)),
      notifications: await db.select().from(notifications).orderBy(asc(notifications.id)),
      chats: await db.select().from(chats).orderBy(asc(chats.id)),
      issues: await db.select().from(athleteIssues).orderBy(asc(athleteIssues.id)),
      places: await db.select().from(placeRequests).orderBy(asc(placeRequests.id)),
      supporters: await db.select().from(placeRequestSupporters),
      push: await db.select().from(pushSubscriptions).orderBy(asc(pushSubscriptions.id)),
    };
  }

  it('cannot be read, changed or deleted by athlete2', async () => {
    const db = t.services.db;
    const athlete = await signedInUser(db);
    const athlete2 = await signedInUser(db);
    const fan = await createUser(db, { role: 'fan' });

    const [note] = await db
      .insert(notifications)
      .values({ userId: athlete.user.id, type: 'endorsement', fanId: fan.id, message: 'Bought' })
      .returning();
    const request = { id: await insertChat(db, athlete.user.id, fan.id) };
    const [issue] = await db
      .insert(athleteIssues)
      .values({ userId: athlete.user.id, issueNumber: 1234, message: 'Mine' })
      .returning();
    await db.insert(pushSubscriptions).values({
      userId: athlete.user.id,
      endpoint: 'https://push.example/athlete-device',
      p256dh: 'key',
      auth: 'auth',
    });
    if (!note || !request || !issue) throw new Error('arrange failed');

    const before = await snapshot();
    const as2 = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: athlete2.cookie }, payload });

    // Reads: athlete2's own lists do not contain athlete's rows.
    const lists = await Promise.all([
      as2('GET', '/api/notifications?tab=unread'),
      as2('GET', '/api/chats'),
      as2('GET', '/api/issues'),
    ]);
    for (const res of lists) {
      expect(res.statusCode).toBe(200);
      expect(JSON.stringify(res.json())).not.toMatch(
        new RegExp(`${note.id}|${request.id}|${issue.id}`),
      );
    }
    const profile = await as2('GET', '/api/profile');
    expect(profile.json().email).toBe(athlete2.user.email);

    // Changes and deletions of athlete's rows by id.
    const attempts = await Promise.all([
      as2('POST', `/api/notifications/${note.id}/read`),
      as2('POST', `/api/notifications/${note.id}/email-fan`),
      as2('POST', `/api/chats/${request.id}/accept`, {
        startsAt: new Date(Date.now() + 48 * 3600_000).toISOString(),
      }),
      as2('POST', `/api/chats/${request.id}/decline`),
      as2('PUT', `/api/issues/${issue.id}`, { message: 'Not yours' }),
      as2('DELETE', `/api/issues/${issue.id}`),
      as2('DELETE', '/api/push/subscription', { endpoint: 'https://push.example/athlete-device' }),
    ]);
    for (const res of attempts) expect([403, 404]).toContain(res.statusCode);

    expect(await snapshot()).toEqual(before);
  });
});
