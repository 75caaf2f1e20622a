import { messages } from '@fhp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  athleteProfiles,
  emailOutbox,
  fanProfiles,
  OPEN_PAYMENT_STATUSES,
  payments,
  registrationFeeTokens,
  simulatedOrders,
} from '../../db/schema';
import { createUser } from '../../test/factories';
import { ledgerTransactionsFor } from '../../test/payment-helpers';
import { collegeSignUp, postSignUp } from '../../test/sign-up';
import { createTestApp, type TestApp } from '../../test/test-app';
import { reconcilePayments } from '../payments/reconcile-payments';
import { hashFeeToken } from './fee-token';

const m = messages.registration;
const log = { info: () => {}, warn: () => {}, error: () => {} };

describe('registration fee: one open fee per athlete, recovery and refunds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const fan = await createUser(t.services.db, { role: 'fan', email: 'miami-fan@example.com' });
    await t.services.db
      .insert(fanProfiles)
      .values({ userId: fan.id, stateCode: 'FL', city: 'Miami' });
  });
  // The fans' e-mails are written by a job queued after the capture.
  const fanMails = async () => {
    await t.services.jobs.drain();
    return (
      await t.services.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.toAddress, 'miami-fan@example.com'),
            eq(emailOutbox.subject, m.fanEmailSubject),
          ),
        )
    ).length;
  };
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const signUp = async () => {
    const data = collegeSignUp();
    const { feeToken } = (await postSignUp(t, data)).json();
    const [user] = await t.services.db
      .select({ userId: registrationFeeTokens.athleteUserId })
      .from(registrationFeeTokens)
      .where(eq(registrationFeeTokens.tokenHash, hashFeeToken(feeToken)));
    return { token: feeToken as string, userId: user?.userId ?? '', email: data.email };
  };
  const startFee = (token: string) => post('/api/registration/fee', { token });
  const approve = (approveUrl: string) =>
    post(`/api/payments/simulated/${approveUrl.split('/').pop()}/approve`, {});
  const statusOf = async (paymentId: string) =>
    (await t.services.db.select().from(payments).where(eq(payments.id, paymentId)))[0]?.status;
  const profileOf = async (userId: string) =>
    (
      await t.services.db.select().from(athleteProfiles).where(eq(athleteProfiles.userId, userId))
    )[0];
  const openFees = async (userId: string) =>
    t.services.db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(eq(payments.userId, userId), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])),
      );

  it('replaces a checkout the athlete abandoned before approving it', async () => {
    const { token, userId } = await signUp();
    const first = (await startFee(token)).json();
    const second = await startFee(token);
    expect(second.statusCode).toBe(200);
    expect(await statusOf(first.paymentId)).toBe('cancelled');
    expect(await openFees(userId)).toEqual([{ id: second.json().paymentId }]);
    // The abandoned order can no longer be paid through us.
    await approve(first.approveUrl);
    const late = await post('/api/registration/fee/capture', { token, paymentId: first.paymentId });
    expect(late.statusCode).toBe(409);
    expect(await ledgerTransactionsFor(t.services.db, first.paymentId)).toBe(0);
  });

  it('replaces a checkout the athlete cancelled on the provider’s page', async () => {
    const { token, userId } = await signUp();
    const first = (await startFee(token)).json();
    await post(`/api/payments/simulated/${first.approveUrl.split('/').pop()}/cancel`, {});
    const second = await startFee(token);
    expect(second.statusCode).toBe(200);
    expect(await statusOf(first.paymentId)).toBe('cancelled');
    expect(await openFees(userId)).toEqual([{ id: second.json().paymentId }]);
  });

  it('applies an approved first checkout instead of opening a second one', async () => {
    const { token, userId } = await signUp();
    const first = (await startFee(token)).json();
    await approve(first.approveUrl);
    const second = await startFee(token);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(m.feeAlreadyPaid);
    expect(await statusOf(first.paymentId)).toBe('captured');
    expect(await profileOf(userId)).toMatchObject({
      registrationStatus: 'active',
      feePaymentId: first.paymentId,
    });
    expect(await ledgerTransactionsFor(t.services.db, first.paymentId)).toBe(1);
    // The page's own capture after that answers the same activation.
    const capture = await post('/api/registration/fee/capture', {
      token,
      paymentId: first.paymentId,
    });
    expect(capture.json()).toMatchObject({ registrationStatus: 'active' });
  });

  it('refuses a second fee payment while the first is being confirmed', async () => {
    const { token, userId } = await signUp();
    const first = (await startFee(token)).json();
    await t.services.db
      .update(payments)
      .set({ status: 'capturing' })
      .where(eq(payments.id, first.paymentId));
    const second = await startFee(token);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(m.feeInProgress);
    expect(await openFees(userId)).toHaveLength(1);
  });

  it('has the database refuse a second open fee payment written around the service', async () => {
    const { token, userId } = await signUp();
    await startFee(token);
    const error = await t.services.db
      .insert(payments)
      .values({
        provider: 'local',
        providerOrderId: `manual-${userId}`,
        purpose: 'registration-fee',
        userId,
        amountCents: 400,
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(String((error as Error)?.cause ?? error)).toMatch(/payments_one_open_fee_idx/);
    expect(await openFees(userId)).toHaveLength(1);
  });

  it('cancels an approved fee the account no longer waits for, instead of taking it', async () => {
    const { token, userId } = await signUp();
    const { paymentId, approveUrl } = (await startFee(token)).json();
    await approve(approveUrl);
    // An operator activated the account meanwhile: this payment can no longer be its fee.
    await t.services.db
      .update(athleteProfiles)
      .set({ registrationStatus: 'active' })
      .where(eq(athleteProfiles.userId, userId));
    await reconcilePayments(t.services, log, { openGraceMs: 0 });
    expect(await statusOf(paymentId)).toBe('cancelled');
    const orderId = approveUrl.split('/').pop();
    const [order] = await t.services.db
      .select()
      .from(simulatedOrders)
      .where(eq(simulatedOrders.id, orderId));
    expect(order?.status).toBe('approved');
  });

  it('refunds a fee taken at the provider for an account that no longer waits for it', async () => {
    const { token, userId } = await signUp();
    const { paymentId, approveUrl } = (await startFee(token)).json();
    await approve(approveUrl);
    // The capture went through at the provider, then the process died before recording it...
    await t.services.db
      .update(payments)
      .set({ status: 'capturing' })
      .where(eq(payments.id, paymentId));
    await t.services.payments.captureOrder({
      providerOrderId: approveUrl.split('/').pop(),
      paymentId,
      amountCents: 400,
      currency: 'USD',
    });
    // ...and meanwhile an operator activated the account.
    await t.services.db
      .update(athleteProfiles)
      .set({ registrationStatus: 'active' })
      .where(eq(athleteProfiles.userId, userId));
    await reconcilePayments(t.services, log, { openGraceMs: 0 });
    const [row] = await t.services.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: 'refunded', refundId: expect.stringMatching(/^SIMREF-/) });
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(0);
    expect((await profileOf(userId))?.feePaymentId).toBeNull();
  });

  it('activates from the reconciliation job and sends the after-capture e-mails once', async () => {
    const { token, userId, email } = await signUp();
    const mailsBefore = await fanMails();
    const { paymentId, approveUrl } = (await startFee(token)).json();
    await approve(approveUrl);
    await reconcilePayments(t.services, log, { openGraceMs: 0 });
    await reconcilePayments(t.services, log, { openGraceMs: 0 });
    expect(await profileOf(userId)).toMatchObject({
      registrationStatus: 'active',
      feePaymentId: paymentId,
    });
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(1);
    const login = await post('/api/auth/login', {
      email,
      password: collegeSignUp().password,
      panel: 'athlete',
    });
    expect(login.statusCode).toBe(200);
    expect(await fanMails()).toBe(mailsBefore + 1);
  });

  it.runIf(inject('dbKind') === 'postgres')(
    'leaves one open fee payment when the athlete starts ten checkouts at once',
    async () => {
      const { token, userId } = await signUp();
      const responses = await Promise.all(Array.from({ length: 10 }, () => startFee(token)));
      for (const res of responses) {
        expect([200, 409]).toContain(res.statusCode);
        if (res.statusCode === 409) expect(res.json().error.message).toBe(m.feeInProgress);
      }
      const open = await openFees(userId);
      expect(open).toHaveLength(1);
      const opened = responses.filter((r) => r.statusCode === 200).map((r) => r.json().paymentId);
      expect(opened).toContain(open[0]?.id);
    },
  );
});
