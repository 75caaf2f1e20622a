import { fanPurchasesMessages as m, splitSale, type TFanPurchasesPage } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contests, purchases } from '../../db/schema';
import { walletBalance } from '../../platform/ledger/ledger';
import { saveUpload } from '../../platform/storage/files-service';
import { createFan, createUser, sessionCookie } from '../../test/factories';
import { buyThroughCheckout } from '../../test/fan-checkout';
import { receiptMailsFor } from '../../test/receipt-mails';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertContest, insertContestBadge, insertEntryWithVideos } from './contest-test-helpers';

describe('fans buy contest badges through the fan checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const checkout = (badgeId: string, cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/fan/checkout',
      headers: { cookie },
      payload: { item: 'contest_badge', badgeId },
    });
  const png = (color: string) =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
      .png()
      .toBuffer();

  it('books the sale with the athlete’s share, shows it on the receipt and the board', async () => {
    const db = t.services.db;
    const contest = await insertContest(db, { kind: 'brand_ambassador', rounds: 1 });
    const athlete = await createUser(db, { role: 'athlete', firstName: 'Ana', lastName: 'Lopez' });
    // A vote-getter badge belongs to an enrolled entry.
    await insertEntryWithVideos(db, contest.id, athlete.id);
    const upload = async (color: string, name: string) =>
      (
        await saveUpload(t.services, {
          buffer: await png(color),
          originalName: name,
          ownerUserId: athlete.id,
          purpose: 'talkingbadges',
        })
      ).id;
    const badge = await insertContestBadge(db, {
      contestId: contest.id,
      athleteUserId: athlete.id,
      priceCents: 2000,
      description: 'Top scorer',
      introFileId: await upload('#ff0000', 'intro.png'),
      appealFileId: await upload('#00ff00', 'appeal.png'),
    });
    const fan = await createFan(db, { firstName: 'Sam', lastName: 'Whitfield' });
    const cookie = await sessionCookie(db, fan.id);

    // The server prices it from the row.
    const started = await checkout(badge.id, cookie);
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().amountCents).toBe(2000);

    const purchaseId = await buyThroughCheckout(t.app, cookie, {
      item: 'contest_badge',
      badgeId: badge.id,
    });
    const [row] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(row).toMatchObject({
      kind: 'contest_badge',
      itemId: badge.id,
      fanUserId: fan.id,
      athleteUserId: athlete.id,
      amountCents: 2000,
    });
    const split = splitSale('contest_badge', 2000);
    expect(await walletBalance(db, athlete.id)).toBe(split.athlete);

    // The receipt: the badge's description and its two images through the file route.
    const receipt = await get(`/api/fan/purchases/${purchaseId}`, cookie);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json()).toMatchObject({
      kind: 'contest_badge',
      itemTitle: 'Contest badge: Top scorer',
      athleteCents: split.athlete,
      platformCents: split.platform,
      license: null,
      delivery: {
        type: 'talking',
        description: 'Top scorer',
        introUrl: `/api/fan/purchases/${purchaseId}/files/intro`,
        fullUrl: `/api/fan/purchases/${purchaseId}/files/full`,
      },
    });
    const image = await get(`/api/fan/purchases/${purchaseId}/files/full`, cookie);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const stranger = await sessionCookie(db, (await createFan(db)).id);
    expect((await get(`/api/fan/purchases/${purchaseId}/files/full`, stranger)).statusCode).toBe(
      404,
    );
    expect(await receiptMailsFor(db, purchaseId)).toHaveLength(1);

    // The fan's purchases list it.
    const list = (await get('/api/fan/purchases', cookie)).json() as TFanPurchasesPage;
    expect(list.items.map((p) => [p.id, p.kind])).toContainEqual([purchaseId, 'contest_badge']);

    // Once complete, the board gives the buyer and the athlete a point per dollar.
    await db.update(contests).set({ status: 'completed' }).where(eq(contests.id, contest.id));
    const board = await get(`/api/public/contests/${contest.id}/board`);
    expect(board.statusCode, board.body).toBe(200);
    expect(board.json().fans).toEqual([expect.objectContaining({ badgePoints: 20, points: 20 })]);
    expect(board.json().rounds[0].athletes).toEqual([
      expect.objectContaining({ athleteName: 'Ana Lopez', badgePoints: 20, points: 20 }),
    ]);
  });

  it('refuses a deleted badge (404) and one whose contest no longer sells (409)', async () => {
    const db = t.services.db;
    const athlete = await createUser(db, { role: 'athlete' });
    const cookie = await sessionCookie(db, (await createFan(db)).id);
    const open = await insertContest(db, { kind: 'brand_ambassador' });
    const deleted = await insertContestBadge(db, {
      contestId: open.id,
      athleteUserId: athlete.id,
      deletedAt: new Date(),
    });
    const gone = await checkout(deleted.id, cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(m.badgeNotFound);

    const rewarded = await insertContest(db, { kind: 'brand_ambassador', status: 'rewarded' });
    const late = await insertContestBadge(db, {
      contestId: rewarded.id,
      athleteUserId: athlete.id,
    });
    const refused = await checkout(late.id, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(m.contestBadgeClosed);

    const ended = await insertContest(db, { kind: 'brand_ambassador' });
    await db
      .update(contests)
      .set({ buyingEndDate: '2020-01-01', startDate: '2019-12-01', endDate: '2020-01-31' })
      .where(eq(contests.id, ended.id));
    const past = await insertContestBadge(db, { contestId: ended.id, athleteUserId: athlete.id });
    expect((await checkout(past.id, cookie)).statusCode).toBe(409);
  });
});
