import { messages, type TFanReceipt } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  athleteProfiles,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  managerRatings,
  mementos,
  moderationItems,
  purchases,
  schoolContracts,
} from '../../db/schema';
import { png, sendForm, type Upload } from '../../test/badges';
import {
  createFan,
  createManager,
  createSchoolAdmin,
  createUser,
  schoolIdOf,
  sessionCookie,
} from '../../test/factories';
import { buyThroughCheckout } from '../../test/fan-checkout';
import { createSchoolContract } from '../../test/school-contract-factory';
import { createTestApp, type TestApp } from '../../test/test-app';

const m = messages.mementos;
const WEEK = 7 * 24 * 3600_000;

const form = (patch: Record<string, unknown> = {}) => ({
  title: 'Senior night',
  description: 'The last home game, from the bench.',
  priceCents: 2000,
  licenseWeeks: 4,
  isGameVideo: false,
  videoUrl: 'https://www.youtube.com/shorts/dQw4w9WgXcQ',
  ...patch,
});

/**
 * Issue 36 item 3: an athlete publishes mementos (a game video only under the school's approved
 * IP contract); fans buy a license through the checkout at the server's price; the sale is split
 * 88/78/68 with the school's and the manager's shares in their ledger accounts; the verify page
 * shows the title and the license's weeks; the buyer receives the image and the video.
 */
describe('mementos', () => {
  let t: TestApp;
  let schoolId: number;
  let schoolAdminId: string;
  let managerEmail: string;
  let managerId: string;
  let fanCookie: string;
  let fanId: string;

  /** An athlete, at the contract's school and under its IP when `ip`, signed in. */
  async function athlete(ip: boolean) {
    const user = await createUser(t.services.db, { role: 'athlete' });
    if (ip) {
      await t.services.db
        .update(athleteProfiles)
        .set({ schoolId, schoolAdminId, schoolIpAcceptedAt: new Date() })
        .where(eq(athleteProfiles.userId, user.id));
    }
    return {
      id: user.id,
      number: user.athlete?.athleteNumber ?? 0,
      cookie: await sessionCookie(t.services.db, user.id),
    };
  }

  const publish = (
    cookie: string,
    data: unknown,
    files: Record<string, Upload> = { image: png() },
  ) => sendForm(t.app, 'POST', '/api/mementos', cookie, data, files);
  const inject = (
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    cookie: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { cookie }, payload });

  async function published(cookie: string, patch: Record<string, unknown> = {}) {
    const res = await publish(cookie, form(patch));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().memento.id as string;
  }

  const postings = async (purchaseId: string) => {
    const [sale] = await t.services.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    return t.services.db
      .select({
        kind: ledgerAccounts.kind,
        user: ledgerAccounts.ownerUserId,
        school: ledgerAccounts.ownerSchoolId,
        cents: ledgerEntries.amountCents,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerTransactions.idempotencyKey, sale?.idempotencyKey ?? ''));
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    schoolAdminId = (await createSchoolAdmin(db)).id;
    schoolId = await schoolIdOf(db, 'FL', 'Miami', 'Miami Dade College');
    await createSchoolContract(db, { schoolId, status: 'approved', schoolAdminId });
    const manager = await createManager(db);
    managerId = manager.id;
    managerEmail = manager.email;
    const fan = await createFan(db);
    fanId = fan.id;
    fanCookie = await sessionCookie(db, fan.id);
  });
  afterAll(() => t.close());

  it('publishes a memento with its image queued for review, and lists it in the editor', async () => {
    const a = await athlete(false);
    const id = await published(a.cookie);
    const list = await inject('GET', '/api/mementos', a.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toMatchObject([
      { id, title: 'Senior night', priceCents: 2000, licenseWeeks: 4, isGameVideo: false, sold: 0 },
    ]);
    const [review] = await t.services.db
      .select()
      .from(moderationItems)
      .where(eq(moderationItems.subjectId, id));
    expect(review?.place).toBe('memento-image');
  });

  it.each([
    [{ priceCents: 99 }, 'priceCents', m.invalidPrice],
    [{ priceCents: 100_001 }, 'priceCents', m.invalidPrice],
    [{ licenseWeeks: 0 }, 'licenseWeeks', m.invalidWeeks],
    [{ licenseWeeks: 53 }, 'licenseWeeks', m.invalidWeeks],
    [{ title: '' }, 'title', m.titleRequired],
    [{ videoUrl: 'https://evil.example/v' }, 'videoUrl', m.invalidVideoUrl],
    [{ managerEmail: 'nobody@example.com' }, 'managerEmail', m.managerMissing],
  ])('refuses %o with its catalogue message', async (patch, field, message) => {
    const a = await athlete(false);
    const res = await publish(a.cookie, form(patch));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('refuses a memento without an image', async () => {
    const a = await athlete(false);
    const res = await publish(a.cookie, form(), {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.image).toBe(m.imageRequired);
  });

  it('refuses a game video without the school’s approved IP contract (409), accepts it with one', async () => {
    const without = await athlete(false);
    const refused = await publish(without.cookie, form({ isGameVideo: true }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(m.gameVideoNeedsIp);
    expect(
      await t.services.db.select().from(mementos).where(eq(mementos.athleteUserId, without.id)),
    ).toEqual([]);
    const withIp = await athlete(true);
    await published(withIp.cookie, { isGameVideo: true });
  });

  it('another athlete cannot edit, delete or rate a memento (404); the owner edits and deletes', async () => {
    const owner = await athlete(false);
    const other = await athlete(false);
    const id = await published(owner.cookie);
    const change = { title: 'Taken', description: 'x', priceCents: 500 };
    for (const [method, url, body] of [
      ['PUT', `/api/mementos/${id}`, change],
      ['DELETE', `/api/mementos/${id}`, undefined],
      [
        'POST',
        `/api/mementos/${id}/manager-rating`,
        { rating: 3, satisfaction: 'Satisfied', remarks: 'ok' },
      ],
    ] as const) {
      const res = await inject(method, url, other.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await t.services.db.select().from(mementos).where(eq(mementos.id, id));
    expect(row?.title).toBe('Senior night');
    expect(row?.deletedAt).toBeNull();

    const edited = await inject('PUT', `/api/mementos/${id}`, owner.cookie, change);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().memento).toMatchObject({
      title: 'Taken',
      priceCents: 500,
      licenseWeeks: 4,
    });
    expect((await inject('DELETE', `/api/mementos/${id}`, owner.cookie)).statusCode).toBe(200);
    expect((await inject('GET', '/api/mementos', owner.cookie)).json().items).toEqual([]);
    // Deleted: no longer on sale.
    const sale = await inject('POST', '/api/fan/checkout', fanCookie, {
      item: 'memento',
      mementoId: id,
    });
    expect(sale.statusCode).toBe(404);
  });

  // $20.00: 88 % = 1760, 78 % = 1560, 68 % = 1360; school and manager 10 % each; platform 12 %.
  it.each([
    { ip: false, manager: false, athleteCents: 1760, school: 0, managerCents: 0 },
    { ip: true, manager: false, athleteCents: 1560, school: 200, managerCents: 0 },
    { ip: false, manager: true, athleteCents: 1560, school: 0, managerCents: 200 },
    { ip: true, manager: true, athleteCents: 1360, school: 200, managerCents: 200 },
  ])(
    'a fan buys one through the checkout (IP $ip, manager $manager): the athlete gets $athleteCents',
    async (row) => {
      const a = await athlete(row.ip);
      const id = await published(a.cookie, row.manager ? { managerEmail } : {});
      // A price in the body is ignored: the server prices the memento.
      const purchaseId = await buyThroughCheckout(t.app, fanCookie, {
        item: 'memento',
        mementoId: id,
        priceCents: 1,
        amountCents: 1,
      });
      const [sale] = await t.services.db
        .select()
        .from(purchases)
        .where(eq(purchases.id, purchaseId));
      expect(sale).toMatchObject({
        kind: 'momento',
        amountCents: 2000,
        itemId: id,
        fanUserId: fanId,
      });
      const entries = await postings(purchaseId);
      expect(entries.reduce((sum, e) => sum + e.cents, 0)).toBe(0);
      expect(entries).toEqual(
        expect.arrayContaining([
          { kind: 'provider_clearing', user: null, school: null, cents: -2000 },
          { kind: 'athlete_wallet', user: a.id, school: null, cents: row.athleteCents },
          { kind: 'platform_revenue', user: null, school: null, cents: 240 },
          ...(row.ip
            ? [{ kind: 'school_royalties', user: null, school: schoolId, cents: 200 }]
            : []),
          ...(row.manager
            ? [{ kind: 'manager_wallet', user: managerId, school: null, cents: 200 }]
            : []),
        ]),
      );
      expect(entries).toHaveLength(3 + (row.ip ? 1 : 0) + (row.manager ? 1 : 0));
    },
  );

  it('the buyer’s receipt delivers the image and the video; the verify page shows the title and the license weeks', async () => {
    const a = await athlete(false);
    const id = await published(a.cookie, { licenseWeeks: 3, priceCents: 4500 });
    const purchaseId = await buyThroughCheckout(t.app, fanCookie, {
      item: 'memento',
      mementoId: id,
    });

    const receipt = (
      await inject('GET', `/api/fan/purchases/${purchaseId}`, fanCookie)
    ).json() as TFanReceipt;
    expect(receipt.kind).toBe('momento');
    // The athlete's weeks, not one per dollar ($45 would be 45 weeks).
    expect(receipt.license?.weeks).toBe(3);
    expect(receipt.verifyPath).toBe(`/verify/momento/${purchaseId}`);
    expect(receipt.delivery).toMatchObject({
      type: 'memento',
      title: 'Senior night',
      imageUrl: `/api/fan/purchases/${purchaseId}/files/memento`,
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    const image = await inject('GET', `/api/fan/purchases/${purchaseId}/files/memento`, fanCookie);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    // Another fan cannot read it.
    const other = await sessionCookie(t.services.db, (await createFan(t.services.db)).id);
    expect(
      (await inject('GET', `/api/fan/purchases/${purchaseId}/files/memento`, other)).statusCode,
    ).toBe(404);

    const verify = await t.app.inject({
      method: 'GET',
      url: `/api/verification/momento/${purchaseId}`,
    });
    expect(verify.statusCode).toBe(200);
    const body = verify.json();
    expect(body).toMatchObject({ kind: 'momento', itemTitle: 'Senior night', amountCents: 4500 });
    expect(body.license.weeks).toBe(3);
    expect(body.license.active).toBe(true);
    expect(Date.parse(body.license.endsAt) - Date.parse(body.purchasedAt)).toBe(3 * WEEK);

    // Once its weeks are over the license is expired.
    await t.services.db
      .update(purchases)
      .set({ createdAt: new Date(Date.now() - 4 * WEEK) })
      .where(eq(purchases.id, purchaseId));
    const expired = await t.app.inject({
      method: 'GET',
      url: `/api/verification/momento/${purchaseId}`,
    });
    expect(expired.json().license.active).toBe(false);
    const gone = await inject('GET', `/api/fan/purchases/${purchaseId}/files/memento`, fanCookie);
    expect(gone.statusCode).toBe(410);
  });

  it('a memento bought through the checkout ranks its athlete on the trending Memento tab', async () => {
    const a = await athlete(false);
    const sport = `Sport-${a.id.slice(0, 8)}`;
    await t.services.db
      .update(athleteProfiles)
      .set({ sport })
      .where(eq(athleteProfiles.userId, a.id));
    const trending = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/trending?sport=${sport}` })).json().lists
        .momento as { athleteNumber: number }[];
    expect(await trending()).toEqual([]);
    const id = await published(a.cookie);
    await buyThroughCheckout(t.app, fanCookie, { item: 'memento', mementoId: id });
    expect((await trending()).map((x) => x.athleteNumber)).toEqual([a.number]);
  });

  it('the athlete page lists mementos; a game video stops selling once the contract is not approved', async () => {
    const a = await athlete(true);
    const plain = await published(a.cookie, { title: 'Plain' });
    const game = await published(a.cookie, { title: 'Game tape', isGameVideo: true });
    const page = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/athletes/${a.number}` })).json();
    expect((await page()).offers.mementos.map((x: { id: string }) => x.id)).toEqual([game, plain]);
    // The public page never shows the video link itself.
    expect(JSON.stringify((await page()).offers.mementos)).not.toContain('youtube');

    await t.services.db
      .update(schoolContracts)
      .set({ status: 'signed' })
      .where(eq(schoolContracts.schoolId, schoolId));
    try {
      expect((await page()).offers.mementos.map((x: { id: string }) => x.id)).toEqual([plain]);
      const refused = await inject('POST', '/api/fan/checkout', fanCookie, {
        item: 'memento',
        mementoId: game,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(m.gameVideoNotForSale);
    } finally {
      await t.services.db
        .update(schoolContracts)
        .set({ status: 'approved' })
        .where(eq(schoolContracts.schoolId, schoolId));
    }
  });

  it('the athlete rates the memento’s manager once; it is saved as a memento rating', async () => {
    const a = await athlete(false);
    const id = await published(a.cookie, { managerEmail });
    const rating = { rating: 3, satisfaction: 'Satisfied', remarks: 'Great help' };
    const first = await inject('POST', `/api/mementos/${id}/manager-rating`, a.cookie, rating);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().memento.managerRating).toMatchObject({
      rating: 3,
      satisfaction: 'Satisfied',
    });
    const again = await inject('POST', `/api/mementos/${id}/manager-rating`, a.cookie, rating);
    expect(again.statusCode).toBe(409);
    const rows = await t.services.db
      .select()
      .from(managerRatings)
      .where(eq(managerRatings.itemId, id));
    expect(rows).toMatchObject([{ itemKind: 'memento', managerUserId: managerId }]);
    // Without a manager there is nothing to rate.
    const none = await published(a.cookie);
    const refused = await inject('POST', `/api/mementos/${none}/manager-rating`, a.cookie, rating);
    expect(refused.statusCode).toBe(409);
  });
});
