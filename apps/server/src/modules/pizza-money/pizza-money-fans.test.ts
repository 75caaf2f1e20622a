import {
  FAN_PATHS,
  pizzaMoneyMessages as m,
  messages,
  PIZZA_CHECKOUT_HOLD_MINUTES,
  PIZZA_MONEY_PURPOSE,
  pizzaChargeCents,
  splitSale,
  type TAppEvent,
  type TFanReceipt,
} from '@fhp/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailOutbox,
  ledgerTransactions,
  notifications,
  payments,
  pizzaMoneyDonations,
  purchases,
} from '../../db/schema';
import { walletBalance } from '../../platform/ledger/ledger';
import { checkLedger } from '../../platform/ledger/ledger-check';
import { createBlockedAthlete, createUser, sessionCookie } from '../../test/factories';
import { receiptMailsFor } from '../../test/receipt-mails';
import { createTestApp, type TestApp } from '../../test/test-app';
import { settlePayment } from '../payments/capture-payment';
import {
  insertRequest,
  pizzaApi,
  pizzaRowCounts,
  requestStatus,
  signedInFan,
} from './pizza-test-helpers';
import { PIZZA_ACCEPTED_NOTIFICATION } from './tell-asking-fan';

/** The fan's side of pizza money: the card, asking, donating and the cap (issue 16, point 4). */
describe('pizza money: fans', () => {
  let t: TestApp;
  let api: ReturnType<typeof pizzaApi>;
  let fan: Awaited<ReturnType<typeof signedInFan>>;
  let fan2: Awaited<ReturnType<typeof signedInFan>>;

  /** A listed athlete (registration paid), fresh for each test: the cap is per athlete. */
  async function newAthlete(firstName = 'Jordan') {
    const user = await createUser(t.services.db, { firstName, lastName: 'Rivera' });
    await t.services.db.execute(
      sql`update athlete_profiles set registration_status = 'active' where user_id = ${user.id}`,
    );
    return {
      id: user.id,
      number: user.athlete?.athleteNumber ?? 0,
      cookie: await sessionCookie(t.services.db, user.id),
    };
  }
  /** An athlete with a request accepted through the endpoints: open to donations. */
  async function openRequest() {
    const athlete = await newAthlete();
    const asked = await api.ask(fan.cookie, athlete.number);
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().request.id as string;
    expect((await api.accept(athlete.cookie, id)).statusCode).toBe(200);
    return { athlete, id };
  }
  const paymentOf = async (id: string) =>
    (await t.services.db.select().from(payments).where(eq(payments.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    api = pizzaApi(t);
    fan = await signedInFan(t.services.db, { firstName: 'Frankie', lastName: 'Fanning' });
    fan2 = await signedInFan(t.services.db, { firstName: 'Gale', lastName: 'Giver' });
  });
  afterAll(() => t.close());

  it("shows an athlete's card to anyone; a signed-in fan also sees their own waiting request", async () => {
    const athlete = await newAthlete('Casey');
    const empty = await api.card(athlete.number);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({
      athleteFirstName: 'Casey',
      remainingCents: 10_000,
      windowResetsAt: null,
      openRequest: null,
      myPendingRequest: null,
    });
    const asked = await api.ask(fan.cookie, athlete.number);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().message).toBe(m.requestAdded);
    const mine = { id: asked.json().request.id, endsAt: asked.json().request.endsAt };
    expect((await api.card(athlete.number, fan.cookie)).json().myPendingRequest).toEqual(mine);
    expect((await api.card(athlete.number, fan2.cookie)).json().myPendingRequest).toBeNull();
    expect((await api.card(athlete.number)).json().myPendingRequest).toBeNull();

    for (const number of [999_999, 0]) {
      const missing = await api.card(number);
      expect(missing.statusCode).toBe(number === 0 ? 400 : 404);
    }
    const blocked = await createBlockedAthlete(t.services.db);
    const hidden = await api.card(blocked.athlete?.athleteNumber ?? 0);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe(m.athleteNotFound);
  });

  it('tells the fan who asked, by notification and e-mail, when the athlete accepts', async () => {
    const athlete = await newAthlete('Riley');
    const asked = await api.ask(fan2.cookie, athlete.number);
    const id = asked.json().request.id as string;
    const noticesOf = (userId: string) =>
      t.services.db
        .select({
          type: notifications.type,
          message: notifications.message,
          data: notifications.data,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId));
    const mailsTo = (address: string) =>
      t.services.db
        .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
        .from(emailOutbox)
        .where(
          and(eq(emailOutbox.toAddress, address), eq(emailOutbox.template, 'pizza-money-accepted')),
        );
    expect(await noticesOf(fan2.user.id)).toEqual([]);
    expect((await api.accept(athlete.cookie, id)).statusCode).toBe(200);
    const message = m.acceptedForFan('Riley Rivera');
    expect(await noticesOf(fan2.user.id)).toEqual([
      {
        type: PIZZA_ACCEPTED_NOTIFICATION,
        message,
        data: { requestId: id, athleteNumber: athlete.number },
      },
    ]);
    const mails = await mailsTo(fan2.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(m.acceptedEmailSubject('Riley Rivera'));
    expect(mails[0]?.text).toContain(message);
    expect(mails[0]?.text).toContain(`/athletes/${athlete.number}`);
    // The other fan heard nothing.
    expect((await mailsTo(fan.user.email)).length).toBe(0);
  });

  it('takes one waiting request per fan and athlete, and none while a request is open', async () => {
    const athlete = await newAthlete();
    const first = await api.ask(fan.cookie, athlete.number);
    expect(first.statusCode).toBe(201);
    const before = await pizzaRowCounts(t.services.db);
    const again = await api.ask(fan.cookie, athlete.number);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.alreadyAsked);
    // Another fan may ask too.
    const other = await api.ask(fan2.cookie, athlete.number);
    expect(other.statusCode).toBe(201);
    expect((await api.accept(athlete.cookie, first.json().request.id)).statusCode).toBe(200);
    const third = await signedInFan(t.services.db);
    const open = await api.ask(third.cookie, athlete.number);
    expect(open.statusCode).toBe(409);
    expect(open.json().error.message).toBe(m.alreadyOpen);
    // A request the athlete let expire no longer counts as waiting.
    const later = await newAthlete();
    const old = await insertRequest(t.services.db, {
      athleteUserId: later.id,
      fanUserId: fan.user.id,
      daysAgo: 31,
    });
    expect((await api.ask(fan.cookie, later.number)).statusCode).toBe(201);
    expect(await requestStatus(t.services.db, old)).toBe('pending');

    for (const [body, status] of [
      [{ athleteNumber: 999_999 }, 404],
      [{ athleteNumber: 'abc' }, 400],
      [{}, 400],
    ] as const) {
      const res = await api.call('POST', '/api/fan/pizza-money/requests', fan.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
    }
    // The other fan's, the expired one and the new one.
    expect((await pizzaRowCounts(t.services.db)).requests).toBe(before.requests + 3);
  });

  it('refuses donations to a pending, expired or gifted request, and bad amounts, writing nothing', async () => {
    const athlete = await newAthlete();
    const pending = await insertRequest(t.services.db, {
      athleteUserId: athlete.id,
      fanUserId: fan.user.id,
    });
    const expired = await insertRequest(t.services.db, {
      athleteUserId: athlete.id,
      fanUserId: fan.user.id,
      status: 'active',
      daysAgo: 30,
    });
    const gifted = await insertRequest(t.services.db, {
      athleteUserId: athlete.id,
      fanUserId: fan.user.id,
      status: 'gifted',
    });
    const open = await insertRequest(t.services.db, {
      athleteUserId: athlete.id,
      fanUserId: fan2.user.id,
      status: 'active',
    });
    const before = await pizzaRowCounts(t.services.db);
    const cases: [object, number, string][] = [
      [{ requestId: pending, dollars: 5 }, 409, m.notActive],
      [{ requestId: expired, dollars: 5 }, 409, m.expired],
      [{ requestId: gifted, dollars: 5 }, 409, m.completed],
      [{ requestId: crypto.randomUUID(), dollars: 5 }, 404, m.requestNotFound],
      [{ requestId: open, dollars: 0 }, 400, m.donationAmount],
      [{ requestId: open, dollars: 2.5 }, 400, m.donationAmount],
      [{ requestId: open, dollars: -5 }, 400, m.donationAmount],
      [{ requestId: open, dollars: 1001 }, 400, m.donationAmount],
      [{ requestId: open, dollars: '5' }, 400, m.donationAmount],
      [{ requestId: open }, 400, m.donationAmount],
      [{ requestId: 'nope', dollars: 5 }, 400, m.requestNotFound],
      // Over the cap on its own.
      [{ requestId: open, dollars: 101 }, 409, m.capReached(10_000)],
    ];
    for (const [body, status, message] of cases) {
      const res = await api.donate(fan.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error.message, JSON.stringify(body)).toBe(message);
    }
    expect(await pizzaRowCounts(t.services.db)).toEqual(before);
  });

  it('charges the donation (plus the fee when covered), returns to the pizza page, cancels to the athlete', async () => {
    const { athlete, id } = await openRequest();
    const covered = await api.donate(fan.cookie, {
      requestId: id,
      dollars: 20,
      coverFee: true,
      amountCents: 1,
    });
    expect(covered.statusCode, covered.body).toBe(201);
    expect(covered.json()).toMatchObject({
      outcome: 'payment_required',
      amountCents: pizzaChargeCents(2000, true),
      currency: 'USD',
      message: m.donationStarted,
    });
    const payment = await paymentOf(covered.json().paymentId);
    expect(payment).toMatchObject({
      purpose: PIZZA_MONEY_PURPOSE,
      userId: fan.user.id,
      amountCents: pizzaChargeCents(2000, true),
      status: 'created',
    });
    expect(payment?.metadata).toMatchObject({
      athleteUserId: athlete.id,
      athleteNumber: athlete.number,
      requestId: id,
      donationCents: 2000,
      coverFee: true,
      description: 'Pizza money for Jordan Rivera',
    });
    const back = new URL((await api.approve(covered.json().approveUrl)).json().redirectUrl);
    expect(back.pathname).toBe(FAN_PATHS.pizzaReturn);
    expect(back.searchParams.get('paymentId')).toBe(covered.json().paymentId);

    const plain = await api.donate(fan.cookie, { requestId: id, dollars: 5 });
    expect(plain.json().amountCents).toBe(500);
    const away = new URL((await api.cancelAtCheckout(plain.json().approveUrl)).json().redirectUrl);
    expect(away.pathname).toBe(`/athletes/${athlete.number}`);
    expect(away.searchParams.get('cancelled')).toBe('1');
  });

  it('records a capture once: one purchase, one donation, one balanced posting, the receipt and the live wallet', async () => {
    const { athlete, id } = await openRequest();
    const started = await api.donate(fan.cookie, { requestId: id, dollars: 10 });
    const { paymentId, approveUrl } = started.json();
    await api.approve(approveUrl);
    const events: TAppEvent[] = [];
    const stop = t.services.events.subscribe(athlete.id, (e) => events.push(e));
    const first = await api.capture(fan.cookie, paymentId);
    expect(first.statusCode, first.body).toBe(200);
    const purchaseId = first.json().purchaseId;
    expect(first.json()).toEqual({
      outcome: 'donated',
      purchaseId,
      athleteNumber: athlete.number,
      message: m.donated,
    });
    // Replayed by the fan, and by the reconciliation job.
    const replay = await api.capture(fan.cookie, paymentId);
    expect(replay.json()).toEqual(first.json());
    await settlePayment(t.services, paymentId, { mode: 'background' });
    const of = async (
      table: typeof purchases | typeof pizzaMoneyDonations | typeof ledgerTransactions,
    ) =>
      Number(
        (
          await t.services.db
            .select({ n: count() })
            .from(table)
            .where(eq(table.paymentId, paymentId))
        )[0]?.n,
      );
    expect(await of(purchases)).toBe(1);
    expect(await of(pizzaMoneyDonations)).toBe(1);
    expect(await of(ledgerTransactions)).toBe(1);
    const [sale] = await t.services.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(sale).toMatchObject({
      kind: 'pizza_money',
      amountCents: 1000,
      athleteUserId: athlete.id,
      fanUserId: fan.user.id,
    });
    expect(await walletBalance(t.services.db, athlete.id)).toBe(
      splitSale('pizza_money', 1000).athlete,
    );

    // The athlete's bell and wallet update once this committed, through the queued job.
    await t.services.jobs.drain();
    await expect
      .poll(() => events.map((e) => e.type).sort())
      .toEqual(['notification.created', 'wallet.changed']);
    stop();

    const mails = await receiptMailsFor(t.services.db, purchaseId);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe(fan.user.email);
    expect(mails[0]?.textBody).toContain('Item: Pizza money for Jordan Rivera');
    expect(mails[0]?.textBody).not.toContain('Verification:');

    // The fan's receipt: no license, no verification page.
    const receipt = await api.call('GET', `/api/fan/purchases/${purchaseId}`, fan.cookie);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json() as TFanReceipt).toMatchObject({
      kind: 'pizza_money',
      itemTitle: 'Pizza money for Jordan Rivera',
      amountCents: 1000,
      athleteCents: 880,
      platformCents: 120,
      license: null,
      verifyPath: null,
      call: null,
    });
    const list = await api.call('GET', '/api/fan/purchases', fan.cookie);
    expect(list.json().items.map((p: { id: string }) => p.id)).toContain(purchaseId);
    // The card counts it; another fan cannot capture it.
    expect((await api.card(athlete.number)).json()).toMatchObject({
      remainingCents: 9000,
      openRequest: { id, donatedCents: 1000 },
    });
    expect((await api.capture(fan2.cookie, paymentId)).statusCode).toBe(404);
  });

  it('does not capture an approved checkout whose request ended meanwhile', async () => {
    const { athlete, id } = await openRequest();
    const started = await api.donate(fan.cookie, { requestId: id, dollars: 8 });
    await api.approve(started.json().approveUrl);
    await t.services.db.execute(
      sql`update pizza_money_requests set ends_at = now() - interval '1 minute' where id = ${id}`,
    );
    const res = await api.capture(fan.cookie, started.json().paymentId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(messages.payments.notOpen);
    expect((await paymentOf(started.json().paymentId))?.status).toBe('cancelled');
    expect(await walletBalance(t.services.db, athlete.id)).toBe(0);
    expect((await api.card(athlete.number)).json().remainingCents).toBe(10_000);
  });

  it('holds $100 per athlete per 6 months: open checkouts count, fees do not, abandoned ones are released', async () => {
    const { athlete, id } = await openRequest();
    // $60 given (fee covered: the fee is not counted), $30 at the checkout.
    await api.give(fan.cookie, id, 60, true);
    const open = await api.donate(fan2.cookie, { requestId: id, dollars: 30 });
    expect(open.statusCode).toBe(201);
    expect((await api.card(athlete.number)).json().remainingCents).toBe(1000);

    const before = await pizzaRowCounts(t.services.db);
    const over = await api.donate(fan.cookie, { requestId: id, dollars: 20 });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(m.capReached(1000));
    expect(over.json().error.message).toBe(
      'This athlete can receive only $10.00 more in pizza money in this 6-month period.',
    );
    expect(await pizzaRowCounts(t.services.db)).toEqual(before);
    // Exactly what is left is fine.
    const last = await api.donate(fan.cookie, { requestId: id, dollars: 10 });
    expect(last.statusCode, last.body).toBe(201);
    const fan3 = await signedInFan(t.services.db);
    const full = await api.donate(fan3.cookie, { requestId: id, dollars: 1 });
    expect(full.json().error.message).toBe(m.capReached(0));

    // The fan cancels at the checkout and the web app closes the payment: the share is free.
    await api.cancelAtCheckout(last.json().approveUrl);
    const cancelled = await api.call(
      'POST',
      `/api/payments/${last.json().paymentId}/cancel`,
      fan.cookie,
      {},
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await api.card(athlete.number)).json().remainingCents).toBe(1000);

    // The $30 checkout is abandoned: past its hold the card stops counting it, and the next
    // donation closes it, so it can no longer be captured.
    await t.services.db.execute(
      sql`update payments set created_at = now() - interval '61 minutes' where id = ${open.json().paymentId}`,
    );
    expect((await api.card(athlete.number)).json().remainingCents).toBe(4000);
    const next = await api.donate(fan.cookie, { requestId: id, dollars: 40 });
    expect(next.statusCode, next.body).toBe(201);
    expect((await paymentOf(open.json().paymentId))?.status).toBe('cancelled');
    await api.approve(open.json().approveUrl);
    expect((await api.capture(fan2.cookie, open.json().paymentId)).statusCode).toBe(409);

    // A donation older than 6 months has left the window; the card says when the next leaves.
    await t.services.db.execute(
      sql`update payments set created_at = now() - interval '7 months' where purpose = ${PIZZA_MONEY_PURPOSE} and status = 'captured' and metadata->>'athleteUserId' = ${athlete.id}`,
    );
    const card = (await api.card(athlete.number)).json();
    expect(card.remainingCents).toBe(6000);
    expect(new Date(card.windowResetsAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('lets one fan hold one unpaid checkout per athlete, for 15 minutes: ten never paid do not block others', async () => {
    const { athlete, id } = await openRequest();
    // The probe: one fan opens ten $10 checkouts and pays none. Each new one closes the last.
    const opened = [];
    for (let i = 0; i < 10; i++) {
      const res = await api.donate(fan.cookie, { requestId: id, dollars: 10 });
      expect(res.statusCode, res.body).toBe(201);
      opened.push(res.json().paymentId as string);
    }
    const statuses = await Promise.all(opened.map(async (p) => (await paymentOf(p))?.status));
    expect(statuses).toEqual([...Array(9).fill('cancelled'), 'created']);
    expect((await api.card(athlete.number)).json().remainingCents).toBe(9000);
    // An honest donor gives the rest.
    const honest = await api.donate(fan2.cookie, { requestId: id, dollars: 90 });
    expect(honest.statusCode, honest.body).toBe(201);
    expect((await api.card(athlete.number)).json().remainingCents).toBe(0);

    // Neither pays: after PIZZA_CHECKOUT_HOLD_MINUTES (15) both shares are free again.
    expect(PIZZA_CHECKOUT_HOLD_MINUTES).toBe(15);
    await t.services.db.execute(
      sql`update payments set created_at = now() - interval '16 minutes' where metadata->>'requestId' = ${id}`,
    );
    expect((await api.card(athlete.number)).json().remainingCents).toBe(10_000);
    const fan3 = await signedInFan(t.services.db);
    const later = await api.donate(fan3.cookie, { requestId: id, dollars: 100 });
    expect(later.statusCode, later.body).toBe(201);
    expect((await paymentOf(honest.json().paymentId))?.status).toBe('cancelled');
  });

  it('leaves the ledger sound after every flow above', async () => {
    expect(await checkLedger(t.services.db)).toEqual([]);
  });
});
