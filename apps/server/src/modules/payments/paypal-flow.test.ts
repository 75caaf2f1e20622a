import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletBalance } from '../../platform/ledger/ledger';
import { createUser } from '../../test/factories';
import { FakePayPalServer, fakePayPalEnv } from '../../test/fake-paypal-server';
import { creditWalletOnCapture, ledgerTransactionsFor } from '../../test/payment-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { capturePayment } from './capture-payment';
import { startPayment } from './start-payment';

describe('payments through PayPal (PAYMENTS_PROVIDER=paypal)', () => {
  let fake: FakePayPalServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await new FakePayPalServer().start();
    t = await createTestApp({
      env: fakePayPalEnv(fake),
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('sends the buyer to PayPal and credits the ledger once when the capture completes', async () => {
    expect(t.services.payments.name).toBe('paypal');
    const athleteId = (await createUser(t.services.db)).id;
    const { paymentId, approveUrl } = await startPayment(t.services, {
      purpose: 'test',
      userId: null,
      amountCents: 400,
      description: 'Pizza money',
      returnPath: '/pizza/return',
      cancelPath: '/pizza',
    });
    expect(approveUrl).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\/checkoutnow\?token=/);
    const sent = fake.requests.find((r) => r.requestId === paymentId)?.body;
    expect(sent).toMatchObject({
      payment_source: {
        paypal: {
          experience_context: {
            return_url: `https://fhp.example/pizza/return?paymentId=${paymentId}`,
          },
        },
      },
    });

    const credit = creditWalletOnCapture(t.services, athleteId);
    await expect(capturePayment(t.services, paymentId)).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    fake.approve(new URL(approveUrl).searchParams.get('token') ?? '');
    await capturePayment(t.services, paymentId);
    await capturePayment(t.services, paymentId);
    expect(credit.calls).toBe(1);
    expect(await ledgerTransactionsFor(t.services.db, paymentId)).toBe(1);
    expect(await walletBalance(t.services.db, athleteId)).toBe(400);
  });

  it('hides the simulated checkout when PayPal is the provider', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/payments/simulated/${crypto.randomUUID()}`,
    });
    expect(res.statusCode).toBe(404);
  });
});
