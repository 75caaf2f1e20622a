import { messages } from '@fhp/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  athleteProfiles,
  badgeDrafts,
  fanNotifications,
  files,
  managerRatings,
  payments,
  purchases,
  seasonalBadges,
  strategyRatings,
} from '../../db/schema';
import { approveSimulated, png, seasonalForm, sendForm, setBadgeCounters } from '../../test/badges';
import { createFan, createManager, createUser, signedInUser } from '../../test/factories';
import { paymentPostings } from '../../test/ledger-postings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { script } from '../../test/uploads';
import { deleteAbandonedBadgeDrafts } from '../badge-fees/abandoned-drafts-cleanup';
import { reconcilePayments } from '../payments/reconcile-payments';

const m = messages.seasonalBadges;
const r = messages.managerRatings;

describe('seasonal badges', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, cookie: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  const create = (cookie: string, data: unknown, qr: ReturnType<typeof png> | null = png()) =>
    sendForm(t.app, 'POST', '/api/seasonal-badges', cookie, data, qr ? { qrImage: qr } : {});
  const badgeCount = async (userId: string) =>
    (
      await t.services.db
        .select({ n: count() })
        .from(seasonalBadges)
        .where(eq(seasonalBadges.athleteUserId, userId))
    )[0]?.n;
  const fileCount = async (userId: string) =>
    (await t.services.db.select({ n: count() }).from(files).where(eq(files.ownerUserId, userId)))[0]
      ?.n;
  const counters = async (userId: string) =>
    (
      await t.services.db
        .select({
          live: athleteProfiles.seasonalBadgeCount,
          total: athleteProfiles.totalSeasonalBadges,
        })
        .from(athleteProfiles)
        .where(eq(athleteProfiles.userId, userId))
    )[0];

  it('creates free badges with their counters and fan notification, listed 5 a page and by sport', async () => {
    const me = await signedInUser(t.services.db);
    const sports = ['FOOTBALL', 'BASKETBALL', 'BASEBALL', 'FOOTBALL', 'BASEBALL'];
    const ids: string[] = [];
    for (const sport of sports) {
      const res = await create(me.cookie, seasonalForm({ sport }));
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.outcome).toBe('created');
      expect(body.message).toBe(m.badgeAdded);
      expect(body.badge).toMatchObject({ sport, bought: 0, feeCents: 0, managerRating: null });
      expect(body.badge.qrImageUrl).toMatch(/^\/api\/files\//);
      ids.push(body.badge.id);
    }
    expect(await counters(me.user.id)).toEqual({ live: 5, total: 5 });
    const notes = await t.services.db
      .select()
      .from(fanNotifications)
      .where(eq(fanNotifications.athleteUserId, me.user.id));
    expect(notes.map((n) => n.type)).toEqual(Array(5).fill('seasonal_badge'));
    expect(new Set(notes.map((n) => n.itemId))).toEqual(new Set(ids));

    const page1 = (await get('/api/seasonal-badges?limit=4', me.cookie)).json();
    expect(page1.items.map((b: { id: string }) => b.id)).toEqual(ids.slice(1).reverse());
    const page2 = (
      await get(`/api/seasonal-badges?limit=4&cursor=${page1.nextCursor}`, me.cookie)
    ).json();
    expect(page2).toMatchObject({ items: [{ id: ids[0] }], nextCursor: null });
    expect((await get('/api/seasonal-badges', me.cookie)).json().items).toHaveLength(5);
    const baseball = (await get('/api/seasonal-badges/sports/BASEBALL', me.cookie)).json();
    expect(baseball.items.map((b: { id: string }) => b.id)).toEqual([ids[4], ids[2]]);
    expect((await get('/api/seasonal-badges/sports/HOCKEY', me.cookie)).statusCode).toBe(400);
    expect((await get('/api/seasonal-badges/quota', me.cookie)).json()).toEqual({
      totalCreated: 5,
      freeLimit: 5,
      freeLeft: 0,
      nextFeeCents: 30,
    });
  });

  it('takes the $0.30 fee before the 6th badge exists, and a replayed or raced capture creates it once', async () => {
    const me = await signedInUser(t.services.db);
    await setBadgeCounters(t.services.db, me.user.id, { totalSeasonalBadges: 5 });
    const res = await create(me.cookie, seasonalForm({ typeData1: 'SIXTH' }));
    expect(res.statusCode).toBe(201);
    const pay = res.json();
    expect(pay).toMatchObject({
      outcome: 'payment_required',
      amountCents: 30,
      currency: 'USD',
      message: m.paymentRequired,
    });
    expect(await badgeCount(me.user.id)).toBe(0);
    const [draft] = await t.services.db
      .select()
      .from(badgeDrafts)
      .where(eq(badgeDrafts.paymentId, pay.paymentId));
    expect(draft?.fileId1).toBeTruthy();
    const [payment] = await t.services.db
      .select()
      .from(payments)
      .where(eq(payments.id, pay.paymentId));
    expect(payment).toMatchObject({ purpose: 'seasonal-badge-fee', amountCents: 30 });

    const captureUrl = `/api/seasonal-badges/payments/${pay.paymentId}/capture`;
    const capture = () =>
      t.app.inject({ method: 'POST', url: captureUrl, headers: { cookie: me.cookie } });
    // Not approved yet: nothing is created.
    expect((await capture()).statusCode).toBe(409);
    await approveSimulated(t.app, pay.approveUrl);
    const [a, b] = await Promise.all([capture(), capture()]);
    const answers = [a, b].filter((x) => x.statusCode === 200).map((x) => x.json());
    expect(answers.length).toBeGreaterThanOrEqual(1);
    const again = await capture();
    expect(again.statusCode).toBe(200);
    const badge = again.json().badge;
    expect(again.json()).toMatchObject({ outcome: 'created', message: m.badgeAdded });
    expect(badge).toMatchObject({ typeData1: 'SIXTH', feeCents: 30 });
    expect(badge.qrImageUrl).toBe(`/api/files/${draft?.fileId1}`);
    for (const answer of answers) expect(answer.badge.id).toBe(badge.id);
    expect(await badgeCount(me.user.id)).toBe(1);
    expect(await counters(me.user.id)).toEqual({ live: 6, total: 6 });
    expect(
      await t.services.db
        .select()
        .from(badgeDrafts)
        .where(eq(badgeDrafts.paymentId, pay.paymentId)),
    ).toEqual([]);
    // The fee is the platform's sale, booked once through the ledger.
    const sales = await t.services.db
      .select()
      .from(purchases)
      .where(eq(purchases.paymentId, pay.paymentId));
    expect(sales).toMatchObject([
      { kind: 'seasonal_badge_fee', amountCents: 30, athleteUserId: null, itemId: badge.id },
    ]);
    expect(await paymentPostings(t.services.db, pay.paymentId)).toEqual([
      { kind: 'provider_clearing', cents: -30 },
      { kind: 'platform_revenue', cents: 30 },
    ]);
    // Another athlete cannot capture or read it.
    const other = await signedInUser(t.services.db);
    const foreign = await t.app.inject({
      method: 'POST',
      url: captureUrl,
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses every bad input with the spec message and writes nothing', async () => {
    const me = await signedInUser(t.services.db);
    const athlete = await createUser(t.services.db);
    const cases: [unknown, string, string][] = [
      [seasonalForm({ year: '' }), 'year', m.emptyFields],
      [seasonalForm({ typeData3: '' }), 'typeData3', m.emptyFields],
      [seasonalForm({ eventPlus: undefined }), 'eventPlus', m.emptyFields],
      [seasonalForm({ eventPlus: '121' }), 'eventPlus', m.invalidEventPlus],
      [seasonalForm({ type: 'X', eventPlus: 'X 51' }), 'eventPlus', m.invalidEventPlus],
      [seasonalForm({ typeData1: 'ELEVENCHARS' }), 'typeData1', m.textTooLong],
      [seasonalForm({ listNumber: 61 }), 'listNumber', m.invalidListNumber],
      [seasonalForm({ sport: 'HOCKEY' }), 'sport', m.invalidSport],
      [seasonalForm({ sportType: 'race' }), 'sportType', m.invalidSportType],
      [seasonalForm({ videoPriceCents: 700 }), 'videoPriceCents', m.invalidVideoPrice],
      [seasonalForm({ qrPriceCents: 1000 }), 'qrPriceCents', m.invalidCardPrice],
      [seasonalForm({ videoPriceCents: 0 }), 'videoPriceCents', m.addAmount],
      [seasonalForm({ managerEmail: 'nobody@example.com' }), 'managerEmail', m.invalidManager],
      [seasonalForm({ managerEmail: athlete.email }), 'managerEmail', m.invalidManager],
      ['{not json', 'data', m.emptyFields],
    ];
    for (const [data, field, message] of cases) {
      const res = await create(me.cookie, data);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().error.message).toBe(message);
      expect(res.json().error.fields[field]).toBe(message);
    }
    const noPair = seasonalForm({ videoUrl: '', videoPriceCents: null, qrPriceCents: null });
    const none = await create(me.cookie, noPair, null);
    expect(none.json().error.message).toBe(m.fillOnePair);
    const qrNoPrice = await create(me.cookie, { ...noPair, qrPriceCents: 0 });
    expect(qrNoPrice.json().error.fields).toEqual({ qrPriceCents: m.addAmount });
    const badFile = await create(me.cookie, seasonalForm(), {
      bytes: script(),
      filename: 'qr.png',
      type: 'image/png',
    });
    expect(badFile.statusCode).toBe(415);
    expect(badFile.json().error.message).toBe(m.invalidImage);
    expect(await badgeCount(me.user.id)).toBe(0);
    expect(await fileCount(me.user.id)).toBe(0);
    expect(await counters(me.user.id)).toEqual({ live: 0, total: 0 });
  });

  it('accepts a manager who is a fan', async () => {
    const me = await signedInUser(t.services.db);
    const fan = await createFan(t.services.db);
    const res = await create(me.cookie, seasonalForm({ managerEmail: fan.email.toUpperCase() }));
    expect(res.statusCode).toBe(201);
    expect(res.json().badge.managerEmail).toBe(fan.email.toLowerCase());
  });

  it('edits: a new QR image replaces the old file, which is deleted from storage', async () => {
    const me = await signedInUser(t.services.db);
    const created = (await create(me.cookie, seasonalForm())).json().badge;
    const oldId = created.qrImageUrl.split('/').pop();
    const [oldRow] = await t.services.db.select().from(files).where(eq(files.id, oldId));
    const url = `/api/seasonal-badges/${created.id}`;

    // Without a new image the old one stays.
    const kept = await sendForm(t.app, 'PUT', url, me.cookie, seasonalForm({ typeData2: 'SEMI' }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      message: m.badgeUpdated,
      badge: { typeData2: 'SEMI', qrImageUrl: created.qrImageUrl },
    });

    const replaced = await sendForm(t.app, 'PUT', url, me.cookie, seasonalForm(), {
      qrImage: png(),
    });
    const newUrl = replaced.json().badge.qrImageUrl;
    expect(newUrl).not.toBe(created.qrImageUrl);
    expect(await t.services.db.select().from(files).where(eq(files.id, oldId))).toEqual([]);
    expect(await t.services.storage.get(oldRow?.storageKey ?? '')).toBeNull();
    expect((await get(newUrl, me.cookie)).statusCode).toBe(200);

    // Removing the badge card deletes its image; the video pair remains.
    const removed = await sendForm(
      t.app,
      'PUT',
      url,
      me.cookie,
      seasonalForm({ qrPriceCents: null, removeQrImage: true }),
    );
    expect(removed.json().badge).toMatchObject({ qrImageUrl: null, qrPriceCents: null });
    expect(await fileCount(me.user.id)).toBe(0);

    // The same rules as creating; nothing changes on refusal.
    const bad = await sendForm(
      t.app,
      'PUT',
      url,
      me.cookie,
      seasonalForm({ qrPriceCents: null, videoPriceCents: 0 }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(m.addAmount);
    expect((await get(url, me.cookie)).json().videoPriceCents).toBe(800);
  });

  it('deletes softly: gone from the lists, still on record, the total keeps counting', async () => {
    const me = await signedInUser(t.services.db);
    const badge = (await create(me.cookie, seasonalForm())).json().badge;
    const url = `/api/seasonal-badges/${badge.id}`;
    const res = await t.app.inject({ method: 'DELETE', url, headers: { cookie: me.cookie } });
    expect(res.json()).toEqual({ message: m.badgeDeleted });
    expect((await get(url, me.cookie)).statusCode).toBe(404);
    expect((await get('/api/seasonal-badges', me.cookie)).json().items).toEqual([]);
    const [row] = await t.services.db
      .select()
      .from(seasonalBadges)
      .where(eq(seasonalBadges.id, badge.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await counters(me.user.id)).toEqual({ live: 0, total: 1 });
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: { cookie: me.cookie } })).statusCode,
    ).toBe(404);
  });

  it("rates the badge's manager once, with the optional strategy rating", async () => {
    const me = await signedInUser(t.services.db);
    const manager = await createManager(t.services.db);
    const withManager = (
      await create(me.cookie, seasonalForm({ managerEmail: manager.email }))
    ).json().badge;
    const without = (await create(me.cookie, seasonalForm())).json().badge;
    const rate = (id: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/seasonal-badges/${id}/manager-rating`,
        headers: { cookie: me.cookie },
        payload,
      });
    const valid = { rating: 2, satisfaction: 'Satisfied', remarks: 'Helpful' };
    for (const [payload, message] of [
      [{ ...valid, rating: 0 }, r.addRating],
      [{ ...valid, satisfaction: '' }, r.addSatisfaction],
      [{ ...valid, remarks: ' ' }, r.addRemarks],
      [{ ...valid, strategy: { rating: 2, remarks: '' } }, r.addStrategyRemarks],
    ] as const) {
      const res = await rate(withManager.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await rate(without.id, valid)).json().error.message).toBe(r.noManager);
    const rated = await rate(withManager.id, {
      ...valid,
      strategy: { rating: 3, remarks: 'Smart plan' },
    });
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toMatchObject({
      message: r.ratingAdded,
      badge: { managerRating: { rating: 2, satisfaction: 'Satisfied', remarks: 'Helpful' } },
    });
    const second = await rate(withManager.id, valid);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(r.alreadyRated);
    const ratings = await t.services.db
      .select()
      .from(managerRatings)
      .where(eq(managerRatings.itemId, withManager.id));
    expect(ratings).toMatchObject([
      { managerUserId: manager.id, rating: 2, itemKind: 'seasonal_badge' },
    ]);
    const strategies = await t.services.db
      .select()
      .from(strategyRatings)
      .where(eq(strategyRatings.itemId, withManager.id));
    expect(strategies).toMatchObject([
      { rating: 3, remarks: 'Smart plan', managerUserId: manager.id },
    ]);
  });

  it('gives another athlete a 404 for my badge: read, change, delete and rate, changing nothing', async () => {
    const me = await signedInUser(t.services.db);
    const other = await signedInUser(t.services.db);
    const manager = await createManager(t.services.db);
    const badge = (await create(me.cookie, seasonalForm({ managerEmail: manager.email }))).json()
      .badge;
    const url = `/api/seasonal-badges/${badge.id}`;
    const answers = [
      await get(url, other.cookie),
      await sendForm(t.app, 'PUT', url, other.cookie, seasonalForm({ typeData1: 'HACKED' }), {
        qrImage: png(),
      }),
      await t.app.inject({ method: 'DELETE', url, headers: { cookie: other.cookie } }),
      await t.app.inject({
        method: 'POST',
        url: `${url}/manager-rating`,
        headers: { cookie: other.cookie },
        payload: { rating: 1, satisfaction: 'Unsatisfied', remarks: 'x' },
      }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404]);
    expect((await get(url, me.cookie)).json()).toEqual(badge);
    expect(await fileCount(other.user.id)).toBe(0);
    expect((await get('/api/seasonal-badges', other.cookie)).json().items).toEqual([]);
    const rated = await t.services.db
      .select()
      .from(managerRatings)
      .where(and(eq(managerRatings.itemId, badge.id)));
    expect(rated).toEqual([]);
  });

  it('lets the reconciliation job create a paid badge once, even after a crash past the provider', async () => {
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const me = await signedInUser(t.services.db);
    await setBadgeCounters(t.services.db, me.user.id, { totalSeasonalBadges: 7 });
    const first = (await create(me.cookie, seasonalForm({ typeData1: 'JOB' }))).json();
    await approveSimulated(t.app, first.approveUrl);
    await reconcilePayments(t.services, log, { openGraceMs: 0 });
    await reconcilePayments(t.services, log, { openGraceMs: 0 });
    expect(await badgeCount(me.user.id)).toBe(1);
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/seasonal-badges/payments/${first.paymentId}/capture`,
      headers: { cookie: me.cookie },
    });
    expect(back.json()).toMatchObject({ outcome: 'created', badge: { typeData1: 'JOB' } });

    // The provider took the money, then the process died before recording it.
    const second = (await create(me.cookie, seasonalForm({ typeData1: 'CRASH' }))).json();
    await approveSimulated(t.app, second.approveUrl);
    await t.services.db
      .update(payments)
      .set({ status: 'capturing' })
      .where(eq(payments.id, second.paymentId));
    await t.services.payments.captureOrder({
      providerOrderId: second.approveUrl.split('/').pop(),
      paymentId: second.paymentId,
      amountCents: 30,
      currency: 'USD',
    });
    await reconcilePayments(t.services, log, { openGraceMs: 0 });
    expect(await badgeCount(me.user.id)).toBe(2);
    expect(await counters(me.user.id)).toEqual({ live: 9, total: 9 });

    // A fee whose draft is gone is not taken: the approved payment is cancelled.
    const third = (await create(me.cookie, seasonalForm())).json();
    await approveSimulated(t.app, third.approveUrl);
    await t.services.db.delete(badgeDrafts).where(eq(badgeDrafts.paymentId, third.paymentId));
    await reconcilePayments(t.services, log, { openGraceMs: 0 });
    const [row] = await t.services.db
      .select()
      .from(payments)
      .where(eq(payments.id, third.paymentId));
    expect(row?.status).toBe('cancelled');
    expect(await badgeCount(me.user.id)).toBe(2);
  });

  it('drops the drafts of fees that will never be paid, and keeps those that may still be', async () => {
    const me = await signedInUser(t.services.db);
    await setBadgeCounters(t.services.db, me.user.id, { totalSeasonalBadges: 5 });
    const started = [];
    for (let i = 0; i < 3; i++) started.push((await create(me.cookie, seasonalForm())).json());
    const [cancelled, stale, open] = started;
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/${cancelled.paymentId}/cancel`,
      headers: { cookie: me.cookie },
    });
    await t.services.db
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - 4 * 24 * 3600_000) })
      .where(eq(payments.id, stale.paymentId));
    expect(await deleteAbandonedBadgeDrafts(t.services.db)).toBeGreaterThanOrEqual(2);
    const left = await t.services.db
      .select({ paymentId: badgeDrafts.paymentId })
      .from(badgeDrafts)
      .where(eq(badgeDrafts.athleteUserId, me.user.id));
    expect(left).toEqual([{ paymentId: open.paymentId }]);
    expect(await badgeCount(me.user.id)).toBe(0);
  });
});
