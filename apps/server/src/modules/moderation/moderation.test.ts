import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ATHLETE_PAGE_PATTERN, LIVE_ROOT_MARKER, type TModerationItem } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteProfiles, auditLog, moderationItems, notifications } from '../../db/schema';
import { createAdmin, createUser, sessionCookie } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipart, tinyGif, tinyPng } from '../../test/uploads';

const page = (root: string) =>
  `<!doctype html><html><head><title>FHP</title></head><body><div id="root">${root}</div></body></html>`;

describe('moderation: published at once, listed for review, hidden at once', () => {
  let t: TestApp;
  let dist: string;
  let adminCookie: string;
  let athlete: Awaited<ReturnType<typeof createUser>>;
  let athleteCookie: string;

  beforeAll(async () => {
    // A built web app whose athlete pages are rendered with their data (live-pages.ts): the
    // stand-in bundle writes the data it was given into the page.
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'fhp-mod-dist-'));
    const write = async (file: string, text: string) => {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, text);
    };
    await write(path.join(dist, 'index.html'), page(''));
    await write(
      path.join(`${dist}-ssr`, 'entry-server.mjs'),
      `export async function renderPage(pathname, data) {
        return { html: '<main>' + JSON.stringify(data) + '</main>', asksApi: false, dataScript: '<script type="application/json" id="fhp-live-data">[]</script>' };
      }`,
    );
    await write(path.join(`${dist}-ssr`, 'live', 'athlete.html'), page(LIVE_ROOT_MARKER));
    await write(
      path.join(`${dist}-ssr`, 'live', 'manifest.json'),
      JSON.stringify({ [ATHLETE_PAGE_PATTERN]: 'live/athlete.html' }),
    );
    t = await createTestApp({ env: { WEB_DIST_DIR: dist }, serveWeb: true });
    const admin = await createAdmin(t.services.db, { email: 'moderator@example.com' });
    adminCookie = await sessionCookie(t.services.db, admin.id);
    athlete = await createUser(t.services.db, { firstName: 'Maya', lastName: 'Rivers' });
    await t.services.db
      .update(athleteProfiles)
      .set({ sport: 'Basketball', schoolName: 'Miami Dade College', stateCode: 'FL' })
      .where(eq(athleteProfiles.userId, athlete.id));
    athleteCookie = await sessionCookie(t.services.db, athlete.id);
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
    await fs.rm(`${dist}-ssr`, { recursive: true, force: true });
  });

  const get = (url: string, cookie = adminCookie) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, payload?: object, cookie = adminCookie) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const uploadPhoto = async (bytes: Buffer, url = '/api/profile/photo') => {
    const body = await multipart({ file: { bytes, filename: 'me.png', type: 'image/png' } });
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...body.headers, cookie: athleteCookie },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const queue = async (query = '') =>
    (await get(`/api/console/moderation${query}`)).json() as {
      items: TModerationItem[];
      nextCursor: string | null;
    };
  const photoFileId = async () =>
    (
      await t.services.db
        .select({ id: athleteProfiles.photoFileId })
        .from(athleteProfiles)
        .where(eq(athleteProfiles.userId, athlete.id))
    )[0]?.id ?? null;
  const number = () => athlete.athlete?.athleteNumber ?? 0;

  it('lists a new photo for review while it is already public', async () => {
    await uploadPhoto(tinyPng());
    const fileId = await photoFileId();
    const { items } = await queue('?kind=athlete-photo&state=pending');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'athlete-photo',
      place: 'profile-photo',
      state: 'pending',
      athlete: { userId: athlete.id, name: 'Maya Rivers', athleteNumber: number() },
    });
    expect((await get(`/api/files/${fileId}`, '')).statusCode).toBe(200);
    // The operator's preview of it.
    const preview = await get(items[0]?.previewUrl ?? '');
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
  });

  it('replacing the photo drops the old one from the queue and lists the new one', async () => {
    await uploadPhoto(tinyGif());
    const { items } = await queue('?kind=athlete-photo');
    expect(items).toHaveLength(1);
    expect(items[0]?.previewUrl).toBe(`/api/console/moderation/${items[0]?.id}/file`);
    // The QR code is a kind of its own.
    await uploadPhoto(tinyPng(), '/api/profile/qr-code');
    expect((await queue('?kind=qr-image')).items.map((i) => i.place)).toEqual(['profile-qr']);
    expect((await queue('?state=hidden')).items).toEqual([]);
  });

  it('hides it with a reason: off the athlete page (rendered copy included) and the files route at once', async () => {
    const fileId = await photoFileId();
    // The athlete's page is rendered and kept (up to a minute) with the photo in it.
    const before = await get(`/athletes/${number()}`, '');
    expect(before.body).toContain(`/api/files/${fileId}`);
    expect((await get(`/api/athletes/${number()}`, '')).json().photoUrl).toBe(
      `/api/files/${fileId}`,
    );

    const [item] = (await queue('?kind=athlete-photo')).items;
    const blank = await post(`/api/console/moderation/${item?.id}/hide`, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.reason).toBe('Write the reason the athlete will read.');

    const res = await post(`/api/console/moderation/${item?.id}/hide`, {
      reason: 'The photo shows another person.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Hidden from the public pages. The athlete was told why.',
      item: {
        state: 'hidden',
        decidedBy: 'moderator@example.com',
        reason: 'The photo shows another person.',
      },
    });

    expect((await get(`/api/athletes/${number()}`, '')).json().photoUrl).toBeNull();
    const after = await get(`/athletes/${number()}`, '');
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain(`/api/files/${fileId}`);
    expect((await get(`/api/files/${fileId}`, '')).statusCode).toBe(404);
    // Not even its owner gets it from the public route; the operator still sees it.
    expect((await get(`/api/files/${fileId}`, athleteCookie)).statusCode).toBe(404);
    expect((await get(item?.previewUrl ?? '')).statusCode).toBe(200);

    const [note] = await t.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, athlete.id), eq(notifications.type, 'moderation')));
    expect(note?.message).toBe(
      'An operator hid your profile photo from the public pages: The photo shows another person.',
    );
    const [audit] = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'moderation.hide'), eq(auditLog.subjectId, item?.id ?? '')));
    expect(audit).toMatchObject({
      actorEmail: 'moderator@example.com',
      subjectType: 'moderation-item',
      before: { state: 'pending', kind: 'athlete-photo', fileId },
      after: { state: 'hidden', photoFileId: null },
      note: 'The photo shows another person.',
    });
  });

  it('decides once: 409 for a decided item, 404 for a missing one, nothing written', async () => {
    const [hidden] = (await queue('?state=hidden')).items;
    const audits = async () => (await t.services.db.select().from(auditLog)).length;
    const count = await audits();
    const again = await post(`/api/console/moderation/${hidden?.id}/review`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'This was already decided by another operator. Reload to see its state.',
    );
    const twice = await post(`/api/console/moderation/${hidden?.id}/hide`, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    const missing = await post(`/api/console/moderation/${crypto.randomUUID()}/review`);
    expect(missing.statusCode).toBe(404);
    expect(await audits()).toBe(count);

    const [qr] = (await queue('?kind=qr-image&state=pending')).items;
    const reviewed = await post(`/api/console/moderation/${qr?.id}/review`);
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json().item).toMatchObject({ state: 'reviewed', reason: null });
    expect(await audits()).toBe(count + 1);
    expect((await queue('?state=reviewed')).items.map((i) => i.id)).toEqual([qr?.id]);
  });

  it('pages newest first and refuses bad filters and other roles', async () => {
    const before = (await queue()).items.length;
    for (let i = 0; i < 3; i++) {
      await t.services.db.insert(moderationItems).values({
        kind: 'blog-post',
        place: 'blog-post',
        athleteUserId: athlete.id,
        subjectId: crypto.randomUUID(),
      });
    }
    const first = await queue('?limit=2');
    expect(first.items).toHaveLength(2);
    const rest = await queue(`?limit=50&cursor=${first.nextCursor}`);
    expect(first.items.length + rest.items.length).toBe(before + 3);
    expect((await get('/api/console/moderation?kind=video')).statusCode).toBe(400);
    expect((await get('/api/console/moderation?state=gone')).statusCode).toBe(400);
    expect((await get('/api/console/moderation', athleteCookie)).statusCode).toBe(403);
  });
});
