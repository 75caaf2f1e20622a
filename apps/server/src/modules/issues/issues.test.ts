import type { TIssueItem } from '@fhp/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminNotifications, athleteIssues } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('raise an issue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { cookie }, payload });
  const issue = async (id: string) =>
    (await t.services.db.select().from(athleteIssues).where(eq(athleteIssues.id, id)))[0];
  const count = async () =>
    (await t.services.db.select({ n: sql<number>`count(*)::int` }).from(athleteIssues))[0]?.n;

  it('creates with an athlete-issue admin notification, lists mine only', async () => {
    const me = await signedInUser(t.services.db);
    const other = await signedInUser(t.services.db);
    const res = await call('POST', '/api/issues', me.cookie, { message: '  My badge is missing ' });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { message: string; issue: TIssueItem };
    expect(body.message).toBe('Issue Submitted Successfully');
    expect(body.issue).toMatchObject({ message: 'My badge is missing', status: 'submitted' });
    expect(body.issue.issueNumber).toBeGreaterThanOrEqual(1000);
    expect(body.issue.issueNumber).toBeLessThanOrEqual(10999);
    const [note] = await t.services.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.notifyId, body.issue.id));
    expect(note).toMatchObject({ type: 'athlete-issue', status: false });
    expect((await call('GET', '/api/issues', me.cookie)).json().items).toEqual([body.issue]);
    expect((await call('GET', '/api/issues', other.cookie)).json().items).toEqual([]);
  });

  it('refuses an empty issue and writes nothing', async () => {
    const me = await signedInUser(t.services.db);
    const before = await count();
    const res = await call('POST', '/api/issues', me.cookie, { message: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please describe your issue');
    expect(await count()).toBe(before);
  });

  it('rewrites on edit and deletes, mine only', async () => {
    const me = await signedInUser(t.services.db);
    const other = await signedInUser(t.services.db);
    const created = (await call('POST', '/api/issues', me.cookie, { message: 'first' })).json()
      .issue;
    await t.services.db
      .update(athleteIssues)
      .set({ createdAt: new Date('2025-01-01T00:00:00Z') })
      .where(eq(athleteIssues.id, created.id));

    const theirEdit = await call('PUT', `/api/issues/${created.id}`, other.cookie, {
      message: 'x',
    });
    expect(theirEdit.statusCode).toBe(404);
    const theirDelete = await call('DELETE', `/api/issues/${created.id}`, other.cookie);
    expect(theirDelete.statusCode).toBe(404);
    expect((await issue(created.id))?.message).toBe('first');

    const edited = await call('PUT', `/api/issues/${created.id}`, me.cookie, { message: 'second' });
    expect(edited.json().message).toBe('Issue updated successfully');
    const row = await issue(created.id);
    expect(row).toMatchObject({ message: 'second', status: 'submitted' });
    expect(row?.createdAt.getTime()).toBeGreaterThan(Date.parse('2025-01-02T00:00:00Z'));
    const empty = await call('PUT', `/api/issues/${created.id}`, me.cookie, { message: '' });
    expect(empty.json().error.message).toBe('Please describe your issue');

    const deleted = await call('DELETE', `/api/issues/${created.id}`, me.cookie);
    expect(deleted.json()).toEqual({ message: 'Issue deleted successfully' });
    expect(await issue(created.id)).toBeUndefined();
    const again = await call('DELETE', `/api/issues/${created.id}`, me.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Failed to delete issue. Please try again.');
  });
});
