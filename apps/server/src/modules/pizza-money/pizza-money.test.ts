import {
  pizzaMoneyMessages as m,
  messages,
  pizzaChargeCents,
  splitSale,
  type TPizzaRequest,
} from '@fhp/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, files, payments, pizzaMoneyGifts } from '../../db/schema';
import { checkLedger } from '../../platform/ledger/ledger-check';
import { png, sendForm, type Upload } from '../../test/badges';
import { createUser, sessionCookie, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { script } from '../../test/uploads';
import {
  insertRequest,
  pizzaApi,
  pizzaRowCounts,
  requestStatus,
  signedInFan,
} from './pizza-test-helpers';

const images = messages.talkingBadges;

/** The athlete's side of pizza money: /admin/pizza-money (issue 16, point 4). */
describe('pizza money: the athlete', () => {
  let t: TestApp;
  let api: ReturnType<typeof pizzaApi>;
  let athlete: { id: string; number: number; cookie: string };
  let other: { id: string; cookie: string };
  let fan: Awaited<ReturnType<typeof signedInFan>>;
  let fan2: Awaited<ReturnType<typeof signedInFan>>;

  const gift = (id: string, data: unknown, form: Record<string, Upload>, cookie = athlete.cookie) =>
    sendForm(t.app, 'POST', `/api/pizza-money/requests/${id}/gift`, cookie, data, form);
  const bothImages = () => ({ introducingImage: png(), appealingImage: png() });
  const rowOf = async (id: string, cookie = athlete.cookie) => {
    const items = (await api.list(cookie, '?limit=50')).json().items as TPizzaRequest[];
    return items.find((r) => r.id === id);
  };
  /** An active request of the athlete with donations through the real checkout. */
  async function donatedRequest(gifts: { who: typeof fan; dollars: number; coverFee?: boolean }[]) {
    const id = await insertRequest(t.services.db, {
      athleteUserId: athlete.id,
      fanUserId: fan.user.id,
      status: 'active',
    });
    for (const g of gifts) await api.give(g.who.cookie, id, g.dollars, g.coverFee);
    return id;
  }
  /** Ends a request: its end moves to the past (as time would). */
  const expire = (id: string) =>
    t.services.db.execute(
      sql`update pizza_money_requests set ends_at = now() - interval '1 day', created_at = now() - interval '31 days' where id = ${id}`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    api = pizzaApi(t);
    const db = t.services.db;
    const user = await createUser(db, { firstName: 'Jordan', lastName: 'Rivera' });
    await db.execute(
      sql`update athlete_profiles set registration_status = 'active' where user_id = ${user.id}`,
    );
    athlete = {
      id: user.id,
      number: user.athlete?.athleteNumber ?? 0,
      cookie: await sessionCookie(db, user.id),
    };
    const second = await signedInUser(db);
    other = { id: second.user.id, cookie: second.cookie };
    fan = await signedInFan(db, { firstName: 'Frankie', lastName: 'Fanning' });
    fan2 = await signedInFan(db, { firstName: 'Gale', lastName: 'Giver' });
  });
  afterAll(() => t.close());

  it('lists my requests newest first, 5 a page, with their state, donations and gift', async () => {
    const me = await signedInUser(t.services.db, { firstName: 'Pat', lastName: 'Paged' });
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      ids.push(
        await insertRequest(t.services.db, {
          athleteUserId: me.user.id,
          fanUserId: fan.user.id,
          daysAgo: 7 - i,
          status: i === 0 ? 'active' : 'pending',
        }),
      );
    }
    const first = await api.list(me.cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().items).toHaveLength(5);
    const second = await api.list(me.cookie, `?cursor=${first.json().nextCursor}`);
    expect(second.json().nextCursor).toBeNull();
    const all = [...first.json().items, ...second.json().items] as TPizzaRequest[];
    expect(all.map((r) => r.id)).toEqual([...ids].reverse());
    // 7 days ago + 30 days: still open; the oldest is the active one.
    expect(all.at(-1)).toMatchObject({
      athleteName: 'Pat Paged',
      athleteEmail: me.user.email,
      requestedBy: 'Frankie Fanning',
      status: 'active',
      donationsCount: 0,
      donatedCents: 0,
      gift: null,
    });
    expect(all[0]?.status).toBe('pending');
    await expire(ids[0] ?? '');
    expect((await rowOf(ids[0] ?? '', me.cookie))?.status).toBe('expired');
    expect((await api.list(me.cookie, '?cursor=not-a-cursor')).statusCode).toBe(400);
  });

  it('accepts a pending request; refuses an accepted, expired or gifted one, or a second open one', async () => {
    const pending = await insertRequest(t.services.db, {
      athleteUserId: athlete.id,
      fanUserId: fan.user.id,
    });
    const res = await api.accept(athlete.cookie, pending);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: m.accepted,
      request: { id: pending, status: 'active' },
    });

    const refusals: [string, string][] = [
      [pending, m.notPending],
      [
        await insertRequest(t.services.db, {
          athleteUserId: athlete.id,
          fanUserId: fan2.user.id,
          daysAgo: 31,
        }),
        m.expired,
      ],
      [
        await insertRequest(t.services.db, {
          athleteUserId: athlete.id,
          fanUserId: fan.user.id,
          status: 'gifted',
        }),
        m.completed,
      ],
      // Another pending one while `pending` is open to donations.
      [
        await insertRequest(t.services.db, { athleteUserId: athlete.id, fanUserId: fan2.user.id }),
        m.oneOpenAtATime,
      ],
    ];
    for (const [id, message] of refusals) {
      const before = await requestStatus(t.services.db, id);
      const refused = await api.accept(athlete.cookie, id);
      expect(refused.statusCode, message).toBe(409);
      expect(refused.json().error.message).toBe(message);
      expect(await requestStatus(t.services.db, id)).toBe(before);
    }
    // Once the open one has ended, the next can be accepted.
    await expire(pending);
    const waiting = refusals[3]?.[0] ?? '';
    expect((await api.accept(athlete.cookie, waiting)).statusCode).toBe(200);
    // The list names the request open to donations, so the page can say why Accept is off.
    expect((await api.list(athlete.cookie)).json().openRequestId).toBe(waiting);
    await t.services.db.execute(
      sql`update pizza_money_requests set ends_at = now() - interval '1 second' where id = ${waiting}`,
    );
  });

  it('rejects (deletes) a request without donations; refuses one with donations or a gift', async () => {
    const plain = await insertRequest(t.services.db, {
      athleteUserId: athlete.id,
      fanUserId: fan.user.id,
    });
    const res = await api.reject(athlete.cookie, plain);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: m.deleted });
    expect(await requestStatus(t.services.db, plain)).toBeNull();

    const donated = await donatedRequest([{ who: fan, dollars: 5 }]);
    const gifted = await insertRequest(t.services.db, {
      athleteUserId: athlete.id,
      fanUserId: fan.user.id,
      status: 'gifted',
    });
    for (const [id, message] of [
      [donated, m.hasDonations],
      [gifted, m.completed],
    ] as const) {
      const refused = await api.reject(athlete.cookie, id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(message);
      expect(await requestStatus(t.services.db, id)).not.toBeNull();
    }
    await expire(donated);
  });

  it('closes the open checkouts of a rejected request, so they free their share and cannot be captured', async () => {
    const id = await insertRequest(t.services.db, {
      athleteUserId: athlete.id,
      fanUserId: fan.user.id,
      status: 'active',
    });
    const started = await api.donate(fan.cookie, { requestId: id, dollars: 10 });
    expect(started.statusCode, started.body).toBe(201);
    expect((await api.reject(athlete.cookie, id)).statusCode).toBe(200);
    const [payment] = await t.services.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, started.json().paymentId));
    expect(payment?.status).toBe('cancelled');
    await api.approve(started.json().approveUrl);
    const capture = await api.capture(fan.cookie, started.json().paymentId);
    expect(capture.statusCode).toBe(409);
    expect(capture.json().error.message).toBe(messages.payments.notOpen);
  });

  it("shows a request's donations: the fan, the no-fee flag, the donation and what reached the wallet", async () => {
    const id = await donatedRequest([
      { who: fan, dollars: 10 },
      { who: fan2, dollars: 20, coverFee: true },
    ]);
    const res = await api.donations(athlete.cookie, id);
    expect(res.statusCode, res.body).toBe(200);
    const covered = pizzaChargeCents(2000, true);
    expect(res.json().items).toMatchObject([
      {
        fanName: 'Gale Giver',
        fanEmail: fan2.user.email,
        noFee: true,
        donationCents: 2000,
        athleteCents: splitSale('pizza_money', covered).athlete,
      },
      {
        fanName: 'Frankie Fanning',
        fanEmail: fan.user.email,
        noFee: false,
        donationCents: 1000,
        athleteCents: 880,
      },
    ]);
    expect(res.json().items[0].athleteCents).toBeGreaterThanOrEqual(2000);
    expect(await rowOf(id)).toMatchObject({ donationsCount: 2, donatedCents: 3000 });
    await expire(id);
  });

  it('refuses a gift without a valid description or both images, and stores nothing', async () => {
    const id = await donatedRequest([{ who: fan, dollars: 5 }]);
    const before = await pizzaRowCounts(t.services.db);
    const fileCount = async () =>
      Number((await t.services.db.select({ n: count() }).from(files))[0]?.n);
    const filesBefore = await fileCount();
    const cases: [unknown, Record<string, Upload>, number, Record<string, string>][] = [
      [
        { description: 'x'.repeat(21) },
        bothImages(),
        400,
        { description: 'Only 20 characters are allowed' },
      ],
      [{ description: '   ' }, bothImages(), 400, { description: m.descriptionRequired }],
      [{}, bothImages(), 400, { description: m.descriptionRequired }],
      [
        { description: 'Thanks!' },
        { introducingImage: png() },
        400,
        { appealingImage: images.imageRequired },
      ],
      [
        { description: 'Thanks!' },
        {},
        400,
        { introducingImage: images.imageRequired, appealingImage: images.imageRequired },
      ],
      [
        { description: 'Thanks!' },
        {
          introducingImage: png(),
          appealingImage: { bytes: script(), filename: 'a.png', type: 'image/png' },
        },
        415,
        { appealingImage: images.invalidImage },
      ],
      ['not json', bothImages(), 400, { data: m.descriptionRequired }],
    ];
    for (const [data, form, status, fields] of cases) {
      const res = await gift(id, data, form);
      expect(res.statusCode, JSON.stringify(data)).toBe(status);
      expect(res.json().error.fields).toEqual(fields);
    }
    expect(await pizzaRowCounts(t.services.db)).toEqual(before);
    expect(await fileCount()).toBe(filesBefore);
    expect(await requestStatus(t.services.db, id)).toBe('active');
    await expire(id);
  });

  it('offers no gift before a donation, and none twice', async () => {
    const pending = await insertRequest(t.services.db, {
      athleteUserId: athlete.id,
      fanUserId: fan.user.id,
    });
    const active = await insertRequest(t.services.db, {
      athleteUserId: athlete.id,
      fanUserId: fan.user.id,
      status: 'active',
    });
    for (const id of [pending, active]) {
      const res = await gift(id, { description: 'Thanks!' }, bothImages());
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(m.giftNeedsDonations);
    }
    await expire(active);
    await expire(pending);
  });

  it('gifts an expired request with donations: free, gifted in the same transaction, each donor mailed once', async () => {
    const id = await donatedRequest([
      { who: fan, dollars: 5 },
      { who: fan, dollars: 7, coverFee: true },
      { who: fan2, dollars: 3 },
    ]);
    // Its donors are still owed their thanks after it ended.
    await expire(id);
    const res = await gift(id, { description: '  Pizza night  ', priceCents: 5000 }, bothImages());
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      message: m.gifted,
      request: { id, status: 'gifted', donationsCount: 3, donatedCents: 1500 },
    });
    expect(body.request.gift).toMatchObject({ description: 'Pizza night' });
    expect(body.request.gift.introImageUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const image = await t.app.inject({ method: 'GET', url: body.request.gift.appealImageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const mails = await t.services.db
      .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'pizza-money-gift'));
    expect(mails.map((x) => x.to).sort()).toEqual([fan.user.email, fan2.user.email].sort());
    expect(mails[0]?.subject).toBe(m.giftEmailSubject('Jordan Rivera'));

    const again = await gift(id, { description: 'Again' }, bothImages());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.completed);
    const gifts = await t.services.db
      .select()
      .from(pizzaMoneyGifts)
      .where(eq(pizzaMoneyGifts.requestId, id));
    expect(gifts).toHaveLength(1);
    // The gift's images are referenced (FILE_REFERENCES), so the clean-up keeps them.
    const kept = await t.services.db
      .select({ n: count() })
      .from(files)
      .where(
        and(
          eq(files.ownerUserId, athlete.id),
          sql`${files.id} in (${gifts[0]?.introFileId}, ${gifts[0]?.appealFileId})`,
        ),
      );
    expect(kept[0]?.n).toBe(2);
  });

  it("hides another athlete's requests: 404 to accept, reject, read donations of or gift them", async () => {
    const id = await donatedRequest([{ who: fan, dollars: 2 }]);
    const pending = await insertRequest(t.services.db, {
      athleteUserId: athlete.id,
      fanUserId: fan2.user.id,
    });
    const before = await pizzaRowCounts(t.services.db);
    for (const res of [
      await api.accept(other.cookie, pending),
      await api.reject(other.cookie, pending),
      await api.reject(other.cookie, id),
      await api.donations(other.cookie, id),
      await gift(id, { description: 'Mine now' }, bothImages(), other.cookie),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(m.requestNotFound);
    }
    expect((await api.list(other.cookie)).json().items).toEqual([]);
    expect(await pizzaRowCounts(t.services.db)).toEqual(before);
    expect(await requestStatus(t.services.db, pending)).toBe('pending');
    await expire(id);
  });

  it("refuses a fan on the athlete's endpoints and an athlete on the fan's (403)", async () => {
    const id = await insertRequest(t.services.db, {
      athleteUserId: athlete.id,
      fanUserId: fan.user.id,
    });
    for (const res of [
      await api.list(fan.cookie),
      await api.accept(fan.cookie, id),
      await api.reject(fan.cookie, id),
      await api.donations(fan.cookie, id),
      await gift(id, { description: 'x' }, bothImages(), fan.cookie),
      await api.ask(athlete.cookie, athlete.number),
      await api.donate(athlete.cookie, { requestId: id, dollars: 5 }),
      await api.capture(athlete.cookie, crypto.randomUUID()),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    expect(await requestStatus(t.services.db, id)).toBe('pending');
  });

  it('leaves the ledger sound after every flow above', async () => {
    expect(await checkLedger(t.services.db)).toEqual([]);
  });
});
