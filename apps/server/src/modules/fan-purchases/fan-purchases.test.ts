import {
  FAN_PURCHASE_PURPOSE,
  fanPurchasesMessages as m,
  messages,
  type TAppEvent,
  type TFanPurchasesPage,
  type TFanReceipt,
} from '@fhp/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  athleteProfiles,
  ledgerEntries,
  ledgerTransactions,
  notifications,
  payments,
  purchases,
  seasonalBadges,
  talkingBadges,
} from '../../db/schema';
import { accountBalance, ensureAccount, walletBalance } from '../../platform/ledger/ledger';
import {
  createFan,
  createManager,
  createUser,
  sessionCookie,
  signedInUser,
} from '../../test/factories';
import { ledgerTransactionsFor } from '../../test/payment-helpers';
import { receiptMailsFor } from '../../test/receipt-mails';
import { createTestApp, type TestApp } from '../../test/test-app';

const WEEK = 7 * 24 * 3600_000;

describe('fan purchases', () => {
  let t: TestApp;
  let athlete: Awaited<ReturnType<typeof createUser>>;
  let athleteNumber: number;
  let managerId: string;
  let fan: { id: string; cookie: string };
  const badges = {} as Record<'video' | 'managed' | 'deleted' | 'talking' | 'otherTalking', string>;

  const post = (url: string, cookie: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const get = (url: string, cookie: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  const checkout = (payload: object, cookie = fan.cookie) =>
    post('/api/fan/checkout', cookie, payload);
  const approve = (approveUrl: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/simulated/${approveUrl.split('/').pop()}/approve`,
      payload: {},
    });
  const capture = (paymentId: string, cookie = fan.cookie) =>
    post(`/api/fan/checkout/${paymentId}/capture`, cookie);
  const paymentOf = async (paymentId: string) =>
    (await t.services.db.select().from(payments).where(eq(payments.id, paymentId)))[0];

  /** Checkout, approval at the simulator, capture: the purchase id. */
  async function buy(payload: object, cookie = fan.cookie) {
    const started = await checkout(payload, cookie);
    expect(started.statusCode, started.body).toBe(201);
    const { paymentId, approveUrl } = started.json();
    await approve(approveUrl);
    const captured = await capture(paymentId, cookie);
    expect(captured.statusCode, captured.body).toBe(200);
    return { paymentId, purchaseId: captured.json().purchaseId as string };
  }

  async function makeSeasonal(values: Partial<typeof seasonalBadges.$inferInsert> = {}) {
    const [row] = await t.services.db
      .insert(seasonalBadges)
      .values({
        athleteUserId: athlete.id,
        type: 'Pre-season',
        year: 2026,
        sport: 'FOOTBALL',
        sportType: 'game',
        listNumber: 1,
        typeData1: 'A',
        typeData2: 'B',
        typeData3: 'C',
        videoUrl: 'https://videos.example/v',
        videoPriceCents: 1200,
        ...values,
      })
      .returning({ id: seasonalBadges.id });
    return row?.id ?? '';
  }

  async function makeTalking(athleteUserId: string, priceCents = 500) {
    const [row] = await t.services.db
      .insert(talkingBadges)
      .values({ athleteUserId, description: 'Go team', priceCents })
      .returning({ id: talkingBadges.id });
    return row?.id ?? '';
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    athlete = await createUser(db, {
      role: 'athlete',
      firstName: 'Jordan',
      lastName: 'Rivera',
      chatRateCents: 150,
    });
    await db
      .update(athleteProfiles)
      .set({ sportBadgeRateCents: 800 })
      .where(eq(athleteProfiles.userId, athlete.id));
    athleteNumber = athlete.athlete?.athleteNumber ?? 0;
    managerId = (await createManager(db)).id;
    badges.video = await makeSeasonal();
    badges.managed = await makeSeasonal({ managerUserId: managerId, managerEmail: 'm@e.com' });
    badges.deleted = await makeSeasonal({ deletedAt: new Date() });
    badges.talking = await makeTalking(athlete.id);
    badges.otherTalking = await makeTalking((await createUser(db)).id, 300);
    // A fan signs in on the fan panel, as the fan area does.
    const user = await createFan(db, { firstName: 'Frankie', lastName: 'Fanning' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password, panel: 'fan' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'fhp_session');
    fan = { id: user.id, cookie: `fhp_session=${cookie?.value}` };
  });
  afterAll(() => t.close());

  it('prices every kind of item on the server, whatever price the body carries', async () => {
    const tamper = { amountCents: 1, priceCents: 1, amount: 1, totalCents: 1 };
    const cases = [
      [{ item: 'sport_badge', athleteNumber }, 800, 'Sport badge license'],
      [{ item: 'endorsement', athleteNumber, dollars: 7 }, 700, 'Endorsement badge: 7 weeks'],
      [
        { item: 'seasonal_badge', badgeId: badges.video, format: 'video' },
        1200,
        'Seasonal badge: 2026 FOOTBALL game (video)',
      ],
      [{ item: 'talking_badge', badgeId: badges.talking }, 500, 'Talking badge: Go team'],
    ] as const;
    for (const [body, cents, title] of cases) {
      const res = await checkout({ ...body, ...tamper });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        outcome: 'payment_required',
        amountCents: cents,
        currency: 'USD',
        message: m.checkoutStarted,
      });
      const payment = await paymentOf(res.json().paymentId);
      expect(payment).toMatchObject({
        purpose: FAN_PURCHASE_PURPOSE,
        userId: fan.id,
        amountCents: cents,
        status: 'created',
      });
      expect(payment?.metadata).toMatchObject({
        description: expect.stringContaining(title),
        athleteUserId: athlete.id,
      });
    }
    // Nothing is bought before a capture.
    const [{ n } = { n: -1 }] = await t.services.db
      .select({ n: sql<number>`count(*)::int` })
      .from(purchases)
      .where(eq(purchases.fanUserId, fan.id));
    expect(n).toBe(0);
  });

  it('sends the fan back to the checkout return page, or to the athlete page on cancel', async () => {
    const orderOf = (res: { json(): { approveUrl: string } }) =>
      res.json().approveUrl.split('/').pop();
    const approved = await checkout({ item: 'endorsement', athleteNumber, dollars: 4 });
    const back = new URL((await approve(approved.json().approveUrl)).json().redirectUrl);
    expect(back.pathname).toBe('/fan/checkout/return');
    expect(back.searchParams.get('paymentId')).toBe(approved.json().paymentId);

    const cancelled = await checkout({ item: 'endorsement', athleteNumber, dollars: 4 });
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/payments/simulated/${orderOf(cancelled)}/cancel`,
      payload: {},
    });
    const away = new URL(answer.json().redirectUrl);
    expect(away.pathname).toBe(`/athletes/${athleteNumber}`);
    expect(away.searchParams.get('cancelled')).toBe('1');
  });

  it("refuses what cannot be priced with the catalogue's messages and opens no payment", async () => {
    const before = (await t.services.db.select().from(payments)).length;
    const refused = async (body: object, status: number, message: string) => {
      const res = await checkout(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      const error = res.json().error;
      expect([error.message, ...Object.values(error.fields ?? {})]).toContain(message);
    };
    for (const dollars of [3, 600, 7.5, '7']) {
      await refused({ item: 'endorsement', athleteNumber, dollars }, 400, m.endorsementAmount);
    }
    await refused({ item: 'sport_badge', athleteNumber: 999_999 }, 404, m.athleteNotFound);
    await refused(
      { item: 'seasonal_badge', badgeId: badges.deleted, format: 'video' },
      404,
      m.badgeNotFound,
    );
    await refused(
      { item: 'seasonal_badge', badgeId: badges.video, format: 'qr' },
      409,
      m.formatNotForSale,
    );
    await refused(
      { item: 'seasonal_badge', badgeId: badges.video, format: 'dvd' },
      400,
      m.formatInvalid,
    );
    await refused({ item: 'talking_badge', badgeId: crypto.randomUUID() }, 404, m.badgeNotFound);
    // A chat is booked through the chats' own checkout (it only holds the money), not here.
    await refused(
      { item: 'call', athleteNumber, channel: 'Zoom', contact: 'a@b.co', minutes: 10 },
      400,
      m.itemInvalid,
    );
    await refused({ item: 'gift', athleteNumber }, 400, m.itemInvalid);

    // An athlete without a sport badge rate does not sell one.
    const unpriced = await createUser(t.services.db, { role: 'athlete' });
    const number = unpriced.athlete?.athleteNumber;
    await refused({ item: 'sport_badge', athleteNumber: number }, 409, m.notForSale);
    // A blocked athlete, or one whose sign-up is unpaid, is not found.
    const blocked = await createUser(t.services.db, { role: 'athlete', blocked: true });
    await refused(
      { item: 'endorsement', athleteNumber: blocked.athlete?.athleteNumber, dollars: 5 },
      404,
      m.athleteNotFound,
    );
    await t.services.db
      .update(athleteProfiles)
      .set({ registrationStatus: 'pending_fee' })
      .where(eq(athleteProfiles.userId, unpriced.id));
    await refused(
      { item: 'endorsement', athleteNumber: number, dollars: 5 },
      404,
      m.athleteNotFound,
    );

    expect(await t.services.db.select().from(payments)).toHaveLength(before);
  });

  it("books another athlete's badge for that athlete, never for the athlete the body names", async () => {
    const res = await checkout({
      item: 'talking_badge',
      badgeId: badges.otherTalking,
      athleteNumber,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().amountCents).toBe(300);
    const payment = await paymentOf(res.json().paymentId);
    expect(payment?.metadata.athleteUserId).not.toBe(athlete.id);
  });

  it('records a capture replayed 10 times once: one purchase, one balanced ledger transaction at 88 %, one notification, one receipt', async () => {
    const events: TAppEvent[] = [];
    const stop = t.services.events.subscribe(athlete.id, (e) => events.push(e));
    const walletBefore = await walletBalance(t.services.db, athlete.id);
    const started = await checkout({ item: 'endorsement', athleteNumber, dollars: 7 });
    const { paymentId, approveUrl } = started.json();
    await approve(approveUrl);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await capture(paymentId));
    const purchaseId = answers[0]?.json().purchaseId;
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ outcome: 'purchased', purchaseId, message: m.purchased });
    }
    const rows = await t.services.db
      .select()
      .from(purchases)
      .where(eq(purchases.paymentId, paymentId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: purchaseId,
      kind: 'endorsement',
      amountCents: 700,
      fanUserId: fan.id,
      athleteUserId: athlete.id,
    });
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(1);
    const entries = await t.services.db
      .select({ cents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerTransactions.paymentId, paymentId));
    expect(entries.reduce((s, e) => s + e.cents, 0)).toBe(0);
    expect(await walletBalance(t.services.db, athlete.id)).toBe(walletBefore + 616);

    const notes = await t.services.db
      .select()
      .from(notifications)
      .where(sql`${notifications.data}->>'purchaseId' = ${purchaseId}`);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ userId: athlete.id, type: 'endorsement', fanId: fan.id });
    // The athlete's bell and wallet go live after the commit, once, through the queued job.
    expect(events).toEqual([]);
    await t.services.jobs.drain();
    await expect
      .poll(() => events.map((e) => e.type).sort())
      .toEqual(['notification.created', 'wallet.changed']);
    stop();

    const mails = await receiptMailsFor(t.services.db, purchaseId);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(m.receiptSubject);
    expect(mails[0]?.textBody).toContain("Athlete's share: $6.16");
    expect(mails[0]?.textBody).toContain('Platform fee: $0.84');
    expect(mails[0]?.textBody).toContain(`/verify/endorsment_badges/${purchaseId}`);

    const receipt = await get(`/api/fan/purchases/${purchaseId}`, fan.cookie);
    expect(receipt.statusCode, receipt.body).toBe(200);
    const body = receipt.json() as TFanReceipt;
    const payment = await paymentOf(paymentId);
    expect(body).toMatchObject({
      id: purchaseId,
      kind: 'endorsement',
      itemTitle: 'Endorsement badge: 7 weeks of display',
      athleteName: 'Jordan Rivera',
      athleteNumber,
      amountCents: 700,
      athleteCents: 616,
      managerCents: 0,
      platformCents: 84,
      paymentReference: payment?.captureId,
      verifyPath: `/verify/endorsment_badges/${purchaseId}`,
      call: null,
    });
    expect(body.license).toMatchObject({ weeks: 7, active: true });
    expect(new Date(body.license?.endsAt ?? 0).getTime() - new Date(body.createdAt).getTime()).toBe(
      7 * WEEK,
    );
    // The public verification page reads the same purchase: active.
    const verify = await t.app.inject({
      method: 'GET',
      url: `/api/verification/endorsment_badges/${purchaseId}`,
    });
    expect(verify.statusCode).toBe(200);
  });

  it("pays a badge's manager: the athlete at 79.2 %, the manager 8.8 %, the platform the rest", async () => {
    const { paymentId, purchaseId } = await buy({
      item: 'seasonal_badge',
      badgeId: badges.managed,
      format: 'video',
    });
    const receipt = (await get(`/api/fan/purchases/${purchaseId}`, fan.cookie)).json();
    expect(receipt).toMatchObject({
      amountCents: 1200,
      athleteCents: 950,
      managerCents: 105,
      platformCents: 145,
    });
    // The manager's share sits in the manager's own ledger account.
    const managerWallet = await ensureAccount(t.services.db, 'manager_wallet', managerId);
    expect(await accountBalance(t.services.db, managerWallet)).toBe(105);
    // Balanced: the transaction's entries sum to zero.
    const credited = await t.services.db
      .select({ cents: sql<number>`sum(${ledgerEntries.amountCents})::int` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerTransactions.paymentId, paymentId));
    expect(credited[0]?.cents).toBe(0);
    const [badge] = await t.services.db
      .select({ bought: seasonalBadges.bought })
      .from(seasonalBadges)
      .where(eq(seasonalBadges.id, badges.managed));
    expect(badge?.bought).toBe(1);
  });

  it('cancels instead of taking the money when the badge was deleted after the checkout', async () => {
    const badgeId = await makeTalking(athlete.id, 700);
    const started = await checkout({ item: 'talking_badge', badgeId });
    await approve(started.json().approveUrl);
    await t.services.db
      .update(talkingBadges)
      .set({ deletedAt: new Date() })
      .where(eq(talkingBadges.id, badgeId));
    const res = await capture(started.json().paymentId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(messages.payments.notOpen);
    expect((await paymentOf(started.json().paymentId))?.status).toBe('cancelled');
    expect(await ledgerTransactionsFor(t.services.db, started.json().paymentId)).toBe(0);
  });

  it("lists only the fan's own purchases, newest first, 5 a page", async () => {
    const other = await signedInUser(t.services.db, { role: 'fan' });
    await buy({ item: 'sport_badge', athleteNumber }, other.cookie);
    const mine = await t.services.db
      .select({ id: purchases.id })
      .from(purchases)
      .where(eq(purchases.fanUserId, fan.id))
      .orderBy(sql`${purchases.createdAt} desc, ${purchases.id} desc`);
    while (mine.length < 6) {
      const { purchaseId } = await buy({ item: 'sport_badge', athleteNumber });
      mine.unshift({ id: purchaseId });
    }
    const first = (await get('/api/fan/purchases', fan.cookie)).json() as TFanPurchasesPage;
    expect(first.items.map((i) => i.id)).toEqual(mine.slice(0, 5).map((r) => r.id));
    expect(first.items[0]).toMatchObject({
      kind: 'sport_badge',
      itemTitle: 'Sport badge license',
      athleteName: 'Jordan Rivera',
      amountCents: 800,
    });
    expect(first.nextCursor).toBeTruthy();
    const second = (
      await get(`/api/fan/purchases?cursor=${first.nextCursor}`, fan.cookie)
    ).json() as TFanPurchasesPage;
    expect(second.items.map((i) => i.id)).toEqual(mine.slice(5, 10).map((r) => r.id));
    // The other fan sees their one purchase only.
    const theirs = (await get('/api/fan/purchases', other.cookie)).json() as TFanPurchasesPage;
    expect(theirs.items).toHaveLength(1);
    expect(mine.map((r) => r.id)).not.toContain(theirs.items[0]?.id);
  });

  it("keeps each fan to their own: another fan's receipt or payment is a 404, an athlete gets 403", async () => {
    const { paymentId, purchaseId } = await buy({ item: 'endorsement', athleteNumber, dollars: 4 });
    const other = await signedInUser(t.services.db, { role: 'fan' });
    const foreign = await get(`/api/fan/purchases/${purchaseId}`, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(m.receiptNotFound);
    expect((await get(`/api/fan/purchases/${crypto.randomUUID()}`, fan.cookie)).statusCode).toBe(
      404,
    );
    const replay = await capture(paymentId, other.cookie);
    expect(replay.statusCode).toBe(404);
    expect(replay.json().error.message).toBe(m.paymentNotFound);

    // A payment of another purpose is not a fan purchase.
    const [fee] = await t.services.db
      .insert(payments)
      .values({
        provider: 'simulator',
        providerOrderId: `x-${crypto.randomUUID()}`,
        purpose: 'shop-order',
        userId: fan.id,
        amountCents: 100,
      })
      .returning({ id: payments.id });
    expect((await capture(fee?.id ?? '')).statusCode).toBe(404);

    const athleteCookie = await sessionCookie(t.services.db, athlete.id);
    expect(
      (await checkout({ item: 'endorsement', athleteNumber, dollars: 5 }, athleteCookie))
        .statusCode,
    ).toBe(403);
    expect((await get('/api/fan/purchases', athleteCookie)).statusCode).toBe(403);
    expect((await get(`/api/fan/purchases/${purchaseId}`, athleteCookie)).statusCode).toBe(403);
    expect((await capture(paymentId, athleteCookie)).statusCode).toBe(403);
  });
});
