import { messages } from '@fhp/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  athleteProfiles,
  fanNotifications,
  files,
  managerRatings,
  purchases,
  talkingBadges,
} from '../../db/schema';
import {
  approveSimulated,
  png,
  sendForm,
  setBadgeCounters,
  talkingForm,
  type Upload,
} from '../../test/badges';
import { createFan, createManager, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { imageInfo, script, svgFilterBomb } from '../../test/uploads';

const m = messages.talkingBadges;

const svgWithScript = (): Upload => ({
  bytes: Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" onload="alert(1)"><script>alert(document.cookie)</script><rect width="40" height="20" fill="#c33"/></svg>',
  ),
  filename: 'appeal.svg',
  type: 'image/svg+xml',
});

describe('talking badges', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, cookie: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  const images = (appeal: Upload = png()) => ({ introducingImage: png(), appealingImage: appeal });
  const create = (cookie: string, data: unknown, files: Record<string, Upload> = images()) =>
    sendForm(t.app, 'POST', '/api/talking-badges', cookie, data, files);
  const badgeCount = async (userId: string) =>
    (
      await t.services.db
        .select({ n: count() })
        .from(talkingBadges)
        .where(eq(talkingBadges.athleteUserId, userId))
    )[0]?.n;
  const fileCount = async (userId: string) =>
    (await t.services.db.select({ n: count() }).from(files).where(eq(files.ownerUserId, userId)))[0]
      ?.n;

  it('creates with two images, raises the counter and tells fans; an SVG is served as a PNG without its script', async () => {
    const me = await signedInUser(t.services.db);
    const res = await create(me.cookie, talkingForm(), images(svgWithScript()));
    expect(res.statusCode).toBe(201);
    const { badge, message } = res.json();
    expect(message).toBe(m.badgeAdded);
    expect(badge).toMatchObject({ description: 'Game day diary', priceCents: 600, feeCents: 0 });
    const served = await get(badge.appealingImageUrl, me.cookie);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('<svg'))).toBe(false);
    expect(await imageInfo(served.rawPayload)).toMatchObject({
      format: 'png',
      width: 40,
      height: 20,
    });
    const [profile] = await t.services.db
      .select({ n: athleteProfiles.talkingBadgeCount })
      .from(athleteProfiles)
      .where(eq(athleteProfiles.userId, me.user.id));
    expect(profile?.n).toBe(1);
    const notes = await t.services.db
      .select()
      .from(fanNotifications)
      .where(eq(fanNotifications.itemId, badge.id));
    expect(notes).toMatchObject([{ type: 'talking_badge', athleteUserId: me.user.id }]);
    expect((await get('/api/talking-badges', me.cookie)).json().items).toEqual([badge]);
  });

  it('refuses every bad input with the spec message and writes nothing', async () => {
    const me = await signedInUser(t.services.db);
    const fan = await createFan(t.services.db);
    const cases: [unknown, Record<string, Upload>, string, string, number][] = [
      [
        talkingForm({ description: 'x'.repeat(21) }),
        images(),
        'description',
        m.descriptionTooLong,
        400,
      ],
      [talkingForm({ description: '' }), images(), 'description', m.descriptionRequired, 400],
      [talkingForm({ priceCents: 0 }), images(), 'priceCents', m.addAmount, 400],
      [talkingForm({ priceCents: 900 }), images(), 'priceCents', m.invalidPrice, 400],
      [
        talkingForm({ managerEmail: 'ghost@example.com' }),
        images(),
        'managerEmail',
        m.managerMissing,
        400,
      ],
      // A fan who is not flagged manager is not a talking-badge manager.
      [talkingForm({ managerEmail: fan.email }), images(), 'managerEmail', m.managerMissing, 400],
      [talkingForm(), { introducingImage: png() }, 'appealingImage', m.imageRequired, 400],
      [
        talkingForm(),
        images({ bytes: script(), filename: 'x.png', type: 'image/png' }),
        'appealingImage',
        m.invalidImage,
        415,
      ],
      [
        talkingForm(),
        images({
          bytes: Buffer.from('<html><script>alert(1)</script></html>'),
          filename: 'x.svg',
          type: 'image/svg+xml',
        }),
        'appealingImage',
        m.invalidImage,
        415,
      ],
    ];
    for (const [data, files, field, message, status] of cases) {
      const res = await create(me.cookie, data, files);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(status);
      expect(res.json().error.message).toBe(message);
      expect(res.json().error.fields[field]).toBe(message);
    }
    expect(await badgeCount(me.user.id)).toBe(0);
    expect(await fileCount(me.user.id)).toBe(0);
  });

  it('refuses an SVG filter bomb as an image at once, and draws a huge SVG canvas at 2048 pixels', async () => {
    const me = await signedInUser(t.services.db);
    const started = Date.now();
    const bomb = await create(
      me.cookie,
      talkingForm(),
      images({ bytes: svgFilterBomb(), filename: 'bomb.svg', type: 'image/svg+xml' }),
    );
    expect(bomb.statusCode, bomb.body).toBe(400);
    expect(bomb.json().error.fields.appealingImage).toBe(messages.platform.svgFiltersNotAllowed);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await badgeCount(me.user.id)).toBe(0);
    expect(await fileCount(me.user.id)).toBe(0);

    const huge = await create(
      me.cookie,
      talkingForm(),
      images({
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="3000"><rect width="6000" height="3000" fill="#c33"/></svg>',
        ),
        filename: 'huge.svg',
        type: 'image/svg+xml',
      }),
    );
    expect(huge.statusCode, huge.body).toBe(201);
    const url = huge.json().badge.appealingImageUrl as string;
    const served = await get(url, me.cookie);
    expect(await imageInfo(served.rawPayload)).toMatchObject({
      format: 'png',
      width: 2048,
      height: 1024,
    });
  }, 20_000);

  it('takes the $0.15 fee once the athlete has 50, and creates the badge once from the capture', async () => {
    const me = await signedInUser(t.services.db);
    const manager = await createManager(t.services.db);
    await setBadgeCounters(t.services.db, me.user.id, { talkingBadgeCount: 50 });
    expect((await get('/api/talking-badges/quota', me.cookie)).json()).toEqual({
      totalCreated: 50,
      freeLimit: 50,
      freeLeft: 0,
      nextFeeCents: 15,
    });
    const pay = (await create(me.cookie, talkingForm({ managerEmail: manager.email }))).json();
    expect(pay).toMatchObject({ outcome: 'payment_required', amountCents: 15 });
    expect(await badgeCount(me.user.id)).toBe(0);
    await approveSimulated(t.app, pay.approveUrl);
    const capture = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/talking-badges/payments/${pay.paymentId}/capture`,
        headers: { cookie: me.cookie },
      });
    const first = await capture();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ outcome: 'created', badge: { feeCents: 15 } });
    expect((await capture()).json().badge.id).toBe(first.json().badge.id);
    expect(await badgeCount(me.user.id)).toBe(1);
    const sales = await t.services.db
      .select()
      .from(purchases)
      .where(eq(purchases.paymentId, pay.paymentId));
    expect(sales).toMatchObject([{ kind: 'talking_badge_fee', amountCents: 15 }]);
  });

  it('updates: a new image replaces the old file; delete is soft; the manager is rated once', async () => {
    const me = await signedInUser(t.services.db);
    const manager = await createManager(t.services.db);
    const badge = (await create(me.cookie, talkingForm({ managerEmail: manager.email }))).json()
      .badge;
    const url = `/api/talking-badges/${badge.id}`;
    const oldIntro = badge.introducingImageUrl.split('/').pop();
    const updated = await sendForm(
      t.app,
      'PUT',
      url,
      me.cookie,
      talkingForm({ description: 'New words', priceCents: 1700, managerEmail: manager.email }),
      {
        introducingImage: png(),
      },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: m.badgeUpdated,
      badge: {
        description: 'New words',
        priceCents: 1700,
        appealingImageUrl: badge.appealingImageUrl,
      },
    });
    expect(updated.json().badge.introducingImageUrl).not.toBe(badge.introducingImageUrl);
    expect(await t.services.db.select().from(files).where(eq(files.id, oldIntro))).toEqual([]);
    expect(await fileCount(me.user.id)).toBe(2);

    const rate = (cookie: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `${url}/manager-rating`, headers: { cookie }, payload });
    const valid = { rating: 3, satisfaction: 'Unsatisfied', remarks: 'Slow to answer' };
    const other = await signedInUser(t.services.db);
    expect((await rate(other.cookie, valid)).statusCode).toBe(404);
    expect((await get(url, other.cookie)).statusCode).toBe(404);
    const foreignEdit = await sendForm(t.app, 'PUT', url, other.cookie, talkingForm());
    expect(foreignEdit.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: { cookie: other.cookie } })).statusCode,
    ).toBe(404);
    expect((await rate(me.cookie, valid)).json().badge.managerRating).toMatchObject(valid);
    expect((await rate(me.cookie, valid)).statusCode).toBe(409);
    expect(
      await t.services.db.select().from(managerRatings).where(eq(managerRatings.itemId, badge.id)),
    ).toHaveLength(1);

    const deleted = await t.app.inject({ method: 'DELETE', url, headers: { cookie: me.cookie } });
    expect(deleted.json()).toEqual({ message: m.badgeDeleted });
    expect((await get('/api/talking-badges', me.cookie)).json().items).toEqual([]);
  });
});
