import {
  DEFAULT_PAYOUT_REVIEW,
  FAN_BELL_TYPES,
  messages,
  type TConsolePurchase,
  type TConsoleWithdrawal,
  type TFanReceipt,
  type TLedgerCheck,
} from '@fhp/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminNotifications,
  athleteProfiles,
  auditLog,
  ledgerEntries,
  ledgerTransactions,
  notifications,
  payments,
  purchases,
  withdrawals,
} from '../../db/schema';
import { walletBalance } from '../../platform/ledger/ledger';
import { checkLedger } from '../../platform/ledger/ledger-check';
import {
  bookFanPurchase,
  createAdmin,
  createFan,
  createUser,
  sessionCookie,
  signedInUser,
} from '../../test/factories';
import { buyThroughCheckout } from '../../test/fan-checkout';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  creditWallet,
  ledgerInvariants,
  setPayoutEmail,
} from '../withdrawals/withdrawal-test-helpers';

const mm = messages.consoleMoney;
const DAY = 86_400_000;

describe('console: money', () => {
  let t: TestApp;
  let ops: string;
  let opsEmail: string;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createAdmin(t.services.db, { email: 'money-ops@example.com' });
    opsEmail = admin.email;
    ops = await sessionCookie(t.services.db, admin.id);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = ops) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  /** An athlete with money and a payout e-mail, signed in. */
  async function athleteWithMoney(cents: number, email = 'payouts@example.com') {
    const me = await signedInUser(t.services.db);
    await setPayoutEmail(t.services.db, me.user.id, email);
    await creditWallet(t.services.db, me.user.id, cents);
    return me;
  }
  async function withdraw(cookie: string, amountCents: number) {
    const res = await call('POST', '/api/withdrawals', { amountCents }, cookie);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().withdrawal.id as string;
  }
  const rowOf = async (id: string) =>
    (await t.services.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0];
  const auditOf = (subjectId: string) =>
    t.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, subjectId))
      .orderBy(auditLog.createdAt);
  const bellOf = (userId: string, type: string) =>
    t.services.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

  describe('the payout review rule', () => {
    it('pays a withdrawal up to $100 at once and makes one over $100 wait for an operator', async () => {
      const me = await athleteWithMoney(30_000);
      const small = await withdraw(me.cookie, 10_000);
      const large = await withdraw(me.cookie, 10_001);
      expect(await rowOf(small)).toMatchObject({ status: 'pending', reviewReasons: [] });
      expect(await rowOf(large)).toMatchObject({ status: 'review', reviewReasons: ['amount'] });
      // Only the waiting one is the operators' work item.
      const items = await t.services.db
        .select({ type: adminNotifications.type, notifyId: adminNotifications.notifyId })
        .from(adminNotifications);
      expect(items).toContainEqual({ type: 'withdrawal', notifyId: large });
      expect(items.map((i) => i.notifyId)).not.toContain(small);
      // The waiting money left the wallet for pending payouts; the job pays only the small one.
      expect(await walletBalance(t.services.db, me.user.id)).toBe(30_000 - 20_001);
      await t.services.jobs.drain();
      expect((await rowOf(small))?.status).toBe('paid');
      expect((await rowOf(large))?.status).toBe('review');
      expect(await ledgerInvariants(t.services.db)).toEqual({ problems: [], pendingMatches: true });
    });

    it('makes a withdrawal to a payout e-mail changed in the last 7 days wait (after the 24-hour hold)', async () => {
      const me = await athleteWithMoney(2_000);
      await t.services.db
        .update(athleteProfiles)
        .set({ payoutEmailChangedAt: new Date(Date.now() - 3 * DAY) })
        .where(eq(athleteProfiles.userId, me.user.id));
      const id = await withdraw(me.cookie, 700);
      expect(await rowOf(id)).toMatchObject({ status: 'review', reviewReasons: ['email-changed'] });
      await t.services.db
        .update(athleteProfiles)
        .set({ payoutEmailChangedAt: new Date(Date.now() - 8 * DAY) })
        .where(eq(athleteProfiles.userId, me.user.id));
      expect((await rowOf(await withdraw(me.cookie, 700)))?.status).toBe('pending');
    });

    it('is a site setting the console reads and changes, with its audit row', async () => {
      expect((await call('GET', '/api/console/payout-review')).json()).toEqual({
        rule: DEFAULT_PAYOUT_REVIEW,
      });
      const bad = await call('PUT', '/api/console/payout-review', {
        overCents: -1,
        emailChangedWithinDays: 7,
      });
      expect(bad.statusCode).toBe(400);
      const rule = { overCents: 50_000, emailChangedWithinDays: 3 };
      const res = await call('PUT', '/api/console/payout-review', rule);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ rule });
      const me = await athleteWithMoney(30_000);
      expect((await rowOf(await withdraw(me.cookie, 20_000)))?.status).toBe('pending');
      const [audit] = await auditOf('payoutReview');
      expect(audit).toMatchObject({
        action: 'setting.change',
        actorEmail: opsEmail,
        before: { payoutReview: DEFAULT_PAYOUT_REVIEW },
        after: { payoutReview: rule },
      });
      await call('PUT', '/api/console/payout-review', DEFAULT_PAYOUT_REVIEW);
      await t.services.jobs.drain();
    });
  });

  describe('deciding a withdrawal', () => {
    it('approves once: the payout job is queued with the decision and pays it', async () => {
      const me = await athleteWithMoney(20_000);
      const id = await withdraw(me.cookie, 15_000);
      const res = await call('POST', `/api/console/withdrawals/${id}/approve`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(mm.approved);
      expect(res.json().withdrawal).toMatchObject({ id, status: 'pending' });
      const one = await call('GET', `/api/console/withdrawals/${id}`);
      expect(one.json()).toMatchObject({ id, status: 'pending', amountCents: 15_000 });
      const again = await call('POST', `/api/console/withdrawals/${id}/approve`);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(messages.console.alreadyDecided);
      await t.services.jobs.drain();
      expect((await rowOf(id))?.status).toBe('paid');
      const audit = await auditOf(id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: 'withdrawal.approve',
        before: { status: 'review' },
        after: { status: 'pending' },
      });
      expect(await ledgerInvariants(t.services.db)).toEqual({ problems: [], pendingMatches: true });
    });

    it('answers 404 with the catalogue message for a withdrawal that does not exist', async () => {
      const missing = crypto.randomUUID();
      for (const action of ['approve', 'hold', 'reject', 'retry']) {
        const res = await call('POST', `/api/console/withdrawals/${missing}/${action}`, {
          reason: 'x',
        });
        expect(res.statusCode).toBe(404);
      }
      expect((await call('GET', `/api/console/withdrawals/${missing}`)).statusCode).toBe(404);
      const bad = await call('POST', '/api/console/withdrawals/not-an-id/approve');
      expect(bad.statusCode).toBe(400);
    });

    it('holds with a reason the athlete reads, then approves from the hold', async () => {
      const me = await athleteWithMoney(20_000);
      const id = await withdraw(me.cookie, 12_000);
      for (const reason of ['', '   ']) {
        const res = await call('POST', `/api/console/withdrawals/${id}/hold`, { reason });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe(mm.reasonRequired);
      }
      const long = await call('POST', `/api/console/withdrawals/${id}/hold`, {
        reason: 'x'.repeat(501),
      });
      expect(long.json().error.message).toBe(mm.reasonTooLong);
      const reason = 'We are checking the new payout address with you.';
      const held = await call('POST', `/api/console/withdrawals/${id}/hold`, { reason });
      expect(held.statusCode, held.body).toBe(200);
      expect(held.json()).toMatchObject({
        message: mm.held,
        withdrawal: { status: 'held', operatorNote: reason },
      });
      expect(await bellOf(me.user.id, 'withdrawal-held')).toEqual([
        { message: mm.withdrawalHeld(12_000, reason) },
      ]);
      const twice = await call('POST', `/api/console/withdrawals/${id}/hold`, { reason });
      expect(twice.statusCode).toBe(409);
      expect((await call('POST', `/api/console/withdrawals/${id}/approve`)).statusCode).toBe(200);
      await t.services.jobs.drain();
      expect((await rowOf(id))?.status).toBe('paid');
      expect((await auditOf(id)).map((a) => a.action)).toEqual([
        'withdrawal.hold',
        'withdrawal.approve',
      ]);
    });

    it('rejects: the money is back in the wallet through the ledger, the athlete told, ledger:check clean', async () => {
      const me = await athleteWithMoney(20_000);
      const id = await withdraw(me.cookie, 12_500);
      expect(await walletBalance(t.services.db, me.user.id)).toBe(7_500);
      const reason = 'The payout e-mail does not match your name.';
      const res = await call('POST', `/api/console/withdrawals/${id}/reject`, { reason });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: mm.rejected,
        withdrawal: { status: 'rejected' },
      });
      expect(await walletBalance(t.services.db, me.user.id)).toBe(20_000);
      const postings = await t.services.db
        .select({ key: ledgerTransactions.idempotencyKey })
        .from(ledgerTransactions)
        .where(like(ledgerTransactions.idempotencyKey, `withdrawal:${id}:%`));
      expect(postings.map((p) => p.key).sort()).toEqual([
        `withdrawal:${id}:rejected`,
        `withdrawal:${id}:requested`,
      ]);
      expect(await bellOf(me.user.id, 'withdrawal-rejected')).toEqual([
        { message: mm.withdrawalRejected(12_500, reason) },
      ]);
      const again = await call('POST', `/api/console/withdrawals/${id}/reject`, { reason });
      expect(again.statusCode).toBe(409);
      expect((await call('POST', `/api/console/withdrawals/${id}/approve`)).statusCode).toBe(409);
      expect(await walletBalance(t.services.db, me.user.id)).toBe(20_000);
      expect(await checkLedger(t.services.db)).toEqual([]);
      expect(await ledgerInvariants(t.services.db)).toEqual({ problems: [], pendingMatches: true });
      // The athlete's own list shows it rejected.
      const mine = await call('GET', '/api/withdrawals', undefined, me.cookie);
      expect(mine.json().items[0]).toMatchObject({ id, status: 'rejected' });
    });

    it('retries a failed payout once, from the wallet again, and refuses when the wallet is short', async () => {
      const me = await athleteWithMoney(2_000, 'fail@example.com');
      const id = await withdraw(me.cookie, 700);
      await t.services.jobs.drain();
      expect((await rowOf(id))?.status).toBe('failed');
      expect((await call('POST', `/api/console/withdrawals/${id}/approve`)).statusCode).toBe(409);
      const res = await call('POST', `/api/console/withdrawals/${id}/retry`);
      expect(res.statusCode, res.body).toBe(201);
      const retry = res.json().withdrawal as TConsoleWithdrawal;
      expect(res.json().message).toBe(mm.retried);
      expect(retry).toMatchObject({ status: 'pending', retryOfId: id, amountCents: 700 });
      expect(await walletBalance(t.services.db, me.user.id)).toBe(1_300);
      const twice = await call('POST', `/api/console/withdrawals/${id}/retry`);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error.message).toBe(messages.console.alreadyDecided);
      await t.services.jobs.drain();
      expect((await rowOf(retry.id))?.status).toBe('failed');
      // The money came back again; the athlete withdraws it elsewhere, so a retry finds it short.
      await setPayoutEmail(t.services.db, me.user.id, 'payouts@example.com');
      await withdraw(me.cookie, 1_500);
      const short = await call('POST', `/api/console/withdrawals/${retry.id}/retry`);
      expect(short.statusCode).toBe(409);
      expect(short.json().error.message).toBe(mm.retryBalanceShort);
      expect((await rowOf(retry.id))?.retriedAt).toBeNull();
      const listed = await call('GET', `/api/console/withdrawals?email=fail@example.com&limit=50`);
      const original = (listed.json().items as TConsoleWithdrawal[]).find((w) => w.id === id);
      expect(original?.retriedById).toBe(retry.id);
      await t.services.jobs.drain();
      expect(await ledgerInvariants(t.services.db)).toEqual({ problems: [], pendingMatches: true });
    });
  });

  describe('the withdrawals list', () => {
    it('pages newest first by keyset, filters by state and e-mail, and exports the same as CSV', async () => {
      const athlete = await createUser(t.services.db, {
        email: 'list-athlete@example.com',
        firstName: 'Lia',
        lastName: 'Stone',
      });
      const cookie = await sessionCookie(t.services.db, athlete.id);
      await setPayoutEmail(t.services.db, athlete.id, '=cmd@example.com');
      await creditWallet(t.services.db, athlete.id, 100_000);
      const ids = [];
      for (const cents of [20_000, 500, 30_000]) ids.push(await withdraw(cookie, cents));
      const first = await call(
        'GET',
        '/api/console/withdrawals?email=LIST-athlete@example.com&limit=2',
      );
      expect(first.statusCode, first.body).toBe(200);
      const page1 = first.json();
      expect(page1.items.map((w: TConsoleWithdrawal) => w.id)).toEqual([ids[2], ids[1]]);
      expect(page1.items[0]).toMatchObject({
        athleteName: 'Lia Stone',
        athleteEmail: 'list-athlete@example.com',
        amountCents: 30_000,
        status: 'review',
        reviewReasons: ['amount'],
      });
      const second = await call(
        'GET',
        `/api/console/withdrawals?email=list-athlete@example.com&limit=2&cursor=${page1.nextCursor}`,
      );
      expect(second.json()).toEqual({
        items: [expect.objectContaining({ id: ids[0] })],
        nextCursor: null,
      });
      const review = await call(
        'GET',
        '/api/console/withdrawals?email=list-athlete@example.com&status=review',
      );
      expect(review.json().items.map((w: TConsoleWithdrawal) => w.id)).toEqual([ids[2], ids[0]]);
      expect((await call('GET', '/api/console/withdrawals?status=nope')).statusCode).toBe(400);

      const csv = await call('GET', '/api/console/withdrawals.csv?email=list-athlete@example.com');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.headers['content-disposition']).toMatch(/attachment; filename="withdrawals-/);
      const lines = csv.body.trim().split('\r\n');
      expect(lines).toHaveLength(4);
      expect(lines[0]).toContain('Requested,Withdrawal,Athlete');
      expect(lines[1]).toContain(
        `${ids[2]},Lia Stone,list-athlete@example.com,300.00,'=cmd@example.com,review`,
      );
    });
  });

  describe('refunding a purchase', () => {
    let athlete: Awaited<ReturnType<typeof createUser>>;
    let athleteCookie: string;
    let fan: Awaited<ReturnType<typeof createFan>>;
    let fanCookie: string;
    beforeAll(async () => {
      athlete = await createUser(t.services.db, { firstName: 'Rae', lastName: 'Cole' });
      athleteCookie = await sessionCookie(t.services.db, athlete.id);
      fan = await createFan(t.services.db, { email: 'refund-fan@example.com' });
      fanCookie = await sessionCookie(t.services.db, fan.id);
    });
    const buyEndorsement = (dollars = 5) =>
      buyThroughCheckout(t.app, fanCookie, {
        item: 'endorsement',
        athleteNumber: athlete.athlete?.athleteNumber,
        dollars,
      });
    const refund = (id: string, reason = 'The fan bought it twice by mistake.') =>
      call('POST', `/api/console/purchases/${id}/refund`, { reason });

    it('refunds through the provider: one reversing booking, the license ended, both sides told', async () => {
      const id = await buyEndorsement();
      const before = await walletBalance(t.services.db, athlete.id);
      const [purchase] = await t.services.db.select().from(purchases).where(eq(purchases.id, id));
      const paymentId = purchase?.paymentId ?? '';
      const empty = await call('POST', `/api/console/purchases/${id}/refund`, { reason: ' ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.message).toBe(mm.reasonRequired);

      const res = await refund(id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(mm.refunded);
      expect(res.json().purchase).toMatchObject({
        id,
        refundable: false,
        paymentStatus: 'refunded',
        refundReason: 'The fan bought it twice by mistake.',
        refundedAt: expect.any(String),
      });
      // The provider refunded the capture; the payment says so.
      const [payment] = await t.services.db
        .select()
        .from(payments)
        .where(eq(payments.id, paymentId));
      expect(payment).toMatchObject({ status: 'refunded', refundId: expect.any(String) });
      // ONE reversing booking of the sale's postings, summing to zero.
      const refunds = await t.services.db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, `refund:purchase:${id}`));
      expect(refunds).toHaveLength(1);
      const entries = await t.services.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.transactionId, refunds[0]?.id ?? ''));
      expect(entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
      expect(entries.length).toBeGreaterThanOrEqual(2);
      const after = await walletBalance(t.services.db, athlete.id);
      expect(after).toBeLessThan(before);
      expect(await checkLedger(t.services.db)).toEqual([]);

      // Athlete and fan are told; the audit row is there.
      const athleteBell = await bellOf(athlete.id, 'sale-refunded');
      expect(athleteBell).toEqual([
        { message: mm.saleRefunded(500, 'The fan bought it twice by mistake.') },
      ]);
      expect(await bellOf(fan.id, FAN_BELL_TYPES.refund)).toHaveLength(1);
      expect((await auditOf(id)).map((a) => [a.action, a.note])).toEqual([
        ['purchase.refund', 'The fan bought it twice by mistake.'],
      ]);

      // The receipt, the verify page and the wallet history show it.
      const receipt = (
        await call('GET', `/api/fan/purchases/${id}`, undefined, fanCookie)
      ).json() as TFanReceipt;
      expect(receipt.refundedAt).toEqual(expect.any(String));
      expect(receipt.license?.active).toBe(false);
      expect(receipt.delivery).toBeNull();
      expect(receipt.renewal).toBeNull();
      const verify = await t.app.inject({
        method: 'GET',
        url: `/api/verification/endorsment_badges/${id}`,
      });
      expect(verify.json().license).toMatchObject({
        active: false,
        refundedAt: expect.any(String),
      });
      const history = await call('GET', '/api/wallet/history', undefined, athleteCookie);
      expect(history.json().items[0]).toMatchObject({
        kind: 'refund',
        serviceType: 'Refund',
        paymentType: 'debit',
        amountCents: before - after,
        resourceId: id,
      });

      // The refunds list exports it, with the reason.
      const csv = await call(
        'GET',
        '/api/console/purchases.csv?refunded=yes&email=refund-fan@example.com',
      );
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toMatch(/attachment; filename="purchases-/);
      const lines = csv.body.trim().split('\r\n');
      expect(lines[0]).toContain('Bought,Purchase,Kind,Amount (USD)');
      expect(lines.filter((l) => l.includes(id))).toEqual([expect.stringContaining('refunded')]);
      expect(lines.find((l) => l.includes(id))).toContain('The fan bought it twice by mistake.');

      // Decided once.
      const again = await refund(id);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(messages.console.alreadyDecided);
      expect(
        await t.services.db
          .select()
          .from(ledgerTransactions)
          .where(like(ledgerTransactions.idempotencyKey, `refund:%${id}`)),
      ).toHaveLength(1);
    });

    it('refuses a purchase paid through no provider, a missing one, and one whose wallet money is gone', async () => {
      const unpaid = await bookFanPurchase(t.services.db, {
        kind: 'sport_badge',
        athleteUserId: athlete.id,
        buyerUserId: fan.id,
        amountCents: 800,
      });
      const res = await refund(unpaid);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(mm.refundNotPaid);
      expect((await refund(crypto.randomUUID())).statusCode).toBe(404);

      const other = await createUser(t.services.db);
      const otherFan = await createFan(t.services.db);
      const id = await buyThroughCheckout(t.app, await sessionCookie(t.services.db, otherFan.id), {
        item: 'endorsement',
        athleteNumber: other.athlete?.athleteNumber,
        dollars: 20,
      });
      // The athlete withdrew everything meanwhile.
      await setPayoutEmail(t.services.db, other.id, 'payouts@example.com');
      const balance = await walletBalance(t.services.db, other.id);
      await withdraw(await sessionCookie(t.services.db, other.id), balance);
      const short = await refund(id);
      expect(short.statusCode).toBe(409);
      expect(short.json().error.message).toBe(mm.refundWalletShort);
      const [row] = await t.services.db.select().from(purchases).where(eq(purchases.id, id));
      expect(row?.refundedAt).toBeNull();
      const [payment] = await t.services.db
        .select()
        .from(payments)
        .where(eq(payments.id, row?.paymentId ?? ''));
      expect(payment?.status).toBe('captured');
      expect(await auditOf(id)).toEqual([]);
      await t.services.jobs.drain();
    });

    it('lists purchases to refund, filtered by e-mail and refunded state', async () => {
      const res = await call('GET', '/api/console/purchases?email=refund-fan@example.com&limit=50');
      expect(res.statusCode, res.body).toBe(200);
      const items = res.json().items as TConsolePurchase[];
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items.some((p) => p.refundedAt !== null)).toBe(true);
      const refunded = await call(
        'GET',
        '/api/console/purchases?email=refund-fan@example.com&refunded=yes',
      );
      expect((refunded.json().items as TConsolePurchase[]).every((p) => p.refundedAt)).toBe(true);
      const open = await call(
        'GET',
        '/api/console/purchases?email=refund-fan@example.com&refunded=no',
      );
      expect((open.json().items as TConsolePurchase[]).every((p) => !p.refundedAt)).toBe(true);
    });
  });

  describe('the ledger', () => {
    it('shows an account’s postings newest first with the running balance, from the ledger', async () => {
      const me = await athleteWithMoney(1_000);
      await creditWallet(t.services.db, me.user.id, 250);
      await withdraw(me.cookie, 600);
      const accounts = await call('GET', `/api/console/ledger/accounts?email=${me.user.email}`);
      expect(accounts.statusCode, accounts.body).toBe(200);
      const wallet = accounts
        .json()
        .items.find((a: { kind: string }) => a.kind === 'athlete_wallet');
      expect(wallet).toMatchObject({ balanceCents: 650, ownerEmail: me.user.email });
      const page1 = (await call('GET', `/api/console/ledger/accounts/${wallet.id}?limit=2`)).json();
      expect(page1.account.id).toBe(wallet.id);
      expect(
        page1.items.map((p: { amountCents: number; balanceCents: number }) => [
          p.amountCents,
          p.balanceCents,
        ]),
      ).toEqual([
        [-600, 650],
        [250, 1_250],
      ]);
      const page2 = (
        await call(
          'GET',
          `/api/console/ledger/accounts/${wallet.id}?limit=2&cursor=${page1.nextCursor}`,
        )
      ).json();
      expect(
        page2.items.map((p: { amountCents: number; balanceCents: number }) => [
          p.amountCents,
          p.balanceCents,
        ]),
      ).toEqual([[1_000, 1_000]]);
      expect(page2.nextCursor).toBeNull();
      const missing = await call('GET', `/api/console/ledger/accounts/${crypto.randomUUID()}`);
      expect(missing.statusCode).toBe(404);
      // The system accounts, each balance the sum of its entries; together with the owned ones, zero.
      const system = (await call('GET', '/api/console/ledger/accounts')).json().items;
      expect(system.map((a: { kind: string }) => a.kind)).toContain('payouts_pending');
      expect(system.every((a: { ownerId: string | null }) => a.ownerId === null)).toBe(true);
      await t.services.jobs.drain();
    });

    it('totals each day by kind and runs ledger:check', async () => {
      const daily = await call('GET', '/api/console/ledger/daily?days=1');
      expect(daily.statusCode).toBe(200);
      const today = new Date().toISOString().slice(0, 10);
      const items = daily.json().items as {
        day: string;
        kind: string;
        transactions: number;
        amountCents: number;
      }[];
      expect(items.every((i) => i.day === today)).toBe(true);
      const refunds = items.find((i) => i.kind === 'refund');
      expect(refunds).toMatchObject({ transactions: 1 });
      expect((await call('GET', '/api/console/ledger/daily?days=0')).statusCode).toBe(400);
      const check = (await call('GET', '/api/console/ledger/check')).json() as TLedgerCheck;
      expect(check).toMatchObject({ ok: true, problems: [] });
    });
  });
});
