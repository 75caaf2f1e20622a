import { FAN_BELL_TYPES, messages } from '@fhp/domain';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import {
  auditLog,
  ledgerTransactions,
  notifications,
  payments,
  purchases,
  withdrawals,
} from '../../db/schema';
import { queryRows } from '../../platform/db/database';
import { checkLedger } from '../../platform/ledger/ledger-check';
import { createAdmin, createFan, createUser, sessionCookie } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { twoProcessesOnFakePayPal } from '../../test/two-processes';
import {
  creditWallet,
  ledgerInvariants,
  setPayoutEmail,
} from '../withdrawals/withdrawal-test-helpers';

const onPostgres = inject('dbKind') === 'postgres';
const WEBHOOK = '/api/payments/paypal/webhook';

describe('console money: two operators at once, and refunds PayPal reports', () => {
  const { first: t, second: other, fake } = twoProcessesOnFakePayPal();

  const post = (app: TestApp, url: string, cookie: string, payload?: object) =>
    app.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

  async function operators() {
    const a = await createAdmin(t.services.db);
    const b = await createAdmin(t.services.db);
    return [await sessionCookie(t.services.db, a.id), await sessionCookie(t.services.db, b.id)];
  }

  /** A withdrawal over the review amount, waiting for an operator. */
  async function waitingWithdrawal() {
    const athlete = await createUser(t.services.db);
    await setPayoutEmail(t.services.db, athlete.id, 'payouts@example.com');
    await creditWallet(t.services.db, athlete.id, 50_000);
    const res = await post(t, '/api/withdrawals', await sessionCookie(t.services.db, athlete.id), {
      amountCents: 20_000,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().withdrawal.status).toBe('review');
    return { athleteId: athlete.id, id: res.json().withdrawal.id as string };
  }

  const auditCount = async (subjectId: string) =>
    (
      await t.services.db
        .select({ n: count() })
        .from(auditLog)
        .where(eq(auditLog.subjectId, subjectId))
    )[0]?.n;

  it.runIf(onPostgres)(
    'two operators approving the same withdrawal at once produce one payout',
    async () => {
      const [a, b] = await operators();
      for (let round = 0; round < 5; round++) {
        const w = await waitingWithdrawal();
        const answers = await Promise.all([
          post(t, `/api/console/withdrawals/${w.id}/approve`, a ?? ''),
          post(other, `/api/console/withdrawals/${w.id}/approve`, b ?? ''),
        ]);
        expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        const refused = answers.find((r) => r.statusCode === 409);
        expect(refused?.json().error.message).toBe(messages.console.alreadyDecided);
        expect(await auditCount(w.id)).toBe(1);
        const [jobs] = await queryRows<{ n: number }>(
          t.services.db,
          sql`select count(*)::int as n from pgboss.job
              where name = 'withdrawal-payout' and data->>'withdrawalId' = ${w.id}`,
        );
        expect(jobs?.n).toBe(1);
      }
    },
  );

  it.runIf(onPostgres)(
    'an approval and a rejection at once: one decision, and the money in one place',
    async () => {
      const [a, b] = await operators();
      for (let round = 0; round < 5; round++) {
        const w = await waitingWithdrawal();
        const answers = await Promise.all([
          post(t, `/api/console/withdrawals/${w.id}/approve`, a ?? ''),
          post(other, `/api/console/withdrawals/${w.id}/reject`, b ?? '', { reason: 'No.' }),
        ]);
        expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        const [row] = await t.services.db
          .select()
          .from(withdrawals)
          .where(eq(withdrawals.id, w.id));
        const postings = await t.services.db
          .select({ key: ledgerTransactions.idempotencyKey })
          .from(ledgerTransactions)
          .where(like(ledgerTransactions.idempotencyKey, `withdrawal:${w.id}:%`));
        expect(postings).toHaveLength(row?.status === 'rejected' ? 2 : 1);
        expect(await auditCount(w.id)).toBe(1);
      }
      expect(await ledgerInvariants(t.services.db)).toEqual({ problems: [], pendingMatches: true });
    },
  );

  /** A fan's endorsement bought through (fake) PayPal: the purchase, its payment and capture. */
  async function paypalPurchase() {
    const athlete = await createUser(t.services.db);
    const fan = await createFan(t.services.db);
    const cookie = await sessionCookie(t.services.db, fan.id);
    const started = await post(t, '/api/fan/checkout', cookie, {
      item: 'endorsement',
      athleteNumber: athlete.athlete?.athleteNumber,
      dollars: 6,
    });
    expect(started.statusCode, started.body).toBe(201);
    const { paymentId, approveUrl } = started.json();
    const orderId = new URL(approveUrl).searchParams.get('token') ?? '';
    fake.approve(orderId);
    const captured = await post(t, `/api/fan/checkout/${paymentId}/capture`, cookie);
    expect(captured.statusCode, captured.body).toBe(200);
    return {
      athleteId: athlete.id,
      fanId: fan.id,
      purchaseId: captured.json().purchaseId as string,
      paymentId: paymentId as string,
      orderId,
    };
  }
  const deliver = (hook: { body: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: WEBHOOK, headers: hook.headers, payload: hook.body });
  const refundBookings = async (purchaseId: string) =>
    (
      await t.services.db
        .select({ n: count() })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, `refund:purchase:${purchaseId}`))
    )[0]?.n;
  const bell = async (userId: string, type: string) =>
    (
      await t.services.db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
    )[0]?.n;

  it('refunds through PayPal (POST /v2/payments/captures/{id}/refund) and takes its webhook as the same refund', async () => {
    const [a] = await operators();
    const sale = await paypalPurchase();
    const res = await post(t, `/api/console/purchases/${sale.purchaseId}/refund`, a ?? '', {
      reason: 'Charged twice.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const captureId = fake.orders.get(sale.orderId)?.capture?.id;
    const refundCalls = fake.requests.filter(
      (r) => r.path === `/v2/payments/captures/${captureId}/refund`,
    );
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]?.requestId).toBe(`refund-${sale.paymentId}`);
    const [payment] = await t.services.db
      .select()
      .from(payments)
      .where(eq(payments.id, sale.paymentId));
    expect(payment).toMatchObject({ status: 'refunded', refundId: expect.any(String) });
    // PayPal tells us of the refund: nothing more happens.
    const hook = fake.webhook('PAYMENT.CAPTURE.REFUNDED', sale.orderId);
    expect((await deliver(hook)).statusCode).toBe(200);
    expect((await deliver(hook)).statusCode).toBe(200);
    expect(await refundBookings(sale.purchaseId)).toBe(1);
    expect(await bell(sale.fanId, FAN_BELL_TYPES.refund)).toBe(1);
    expect(await bell(sale.athleteId, 'sale-refunded')).toBe(1);
    expect(await checkLedger(t.services.db)).toEqual([]);
  });

  it('books a refund made in the PayPal dashboard once, by its webhook, and the console then finds it decided', async () => {
    const [a] = await operators();
    const sale = await paypalPurchase();
    await t.services.payments.refundCapture({
      captureId: fake.orders.get(sale.orderId)?.capture?.id ?? '',
      paymentId: sale.paymentId,
      amountCents: 600,
      currency: 'USD',
    });
    const hook = fake.webhook('PAYMENT.CAPTURE.REFUNDED', sale.orderId);
    expect((await deliver(hook)).statusCode).toBe(200);
    expect((await deliver(hook)).statusCode).toBe(200);
    const [row] = await t.services.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, sale.purchaseId));
    expect(row).toMatchObject({ refundedAt: expect.any(Date), refundReason: null });
    expect(await refundBookings(sale.purchaseId)).toBe(1);
    expect(await bell(sale.athleteId, 'sale-refunded')).toBe(1);
    expect(await bell(sale.fanId, FAN_BELL_TYPES.refund)).toBe(1);
    const res = await post(t, `/api/console/purchases/${sale.purchaseId}/refund`, a ?? '', {
      reason: 'Too late.',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(messages.console.alreadyDecided);
    expect(await refundBookings(sale.purchaseId)).toBe(1);
    expect(await checkLedger(t.services.db)).toEqual([]);
  });

  it.runIf(onPostgres)('two operators refunding one purchase at once refund it once', async () => {
    const [a, b] = await operators();
    const sale = await paypalPurchase();
    const answers = await Promise.all([
      post(t, `/api/console/purchases/${sale.purchaseId}/refund`, a ?? '', { reason: 'A' }),
      post(other, `/api/console/purchases/${sale.purchaseId}/refund`, b ?? '', { reason: 'B' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await refundBookings(sale.purchaseId)).toBe(1);
    expect(await auditCount(sale.purchaseId)).toBe(1);
    expect(await checkLedger(t.services.db)).toEqual([]);
  });
});
