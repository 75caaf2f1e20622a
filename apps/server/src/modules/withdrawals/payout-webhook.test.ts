import { randomUUID } from 'node:crypto';
import { messages } from '@fhp/domain';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerTransactions, withdrawals } from '../../db/schema';
import { walletBalance } from '../../platform/ledger/ledger';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET } from '../../test/fake-paypal-server';
import { makeRetriesDue } from '../../test/jobs';
import { loadOrdersContract } from '../../test/paypal-contract';
import type { TestApp } from '../../test/test-app';
import { twoProcessesOnFakePayPal } from '../../test/two-processes';
import { runPayout } from './payout-job';
import { requestedKey } from './record-withdrawal';
import { paidKey, returnedKey } from './settle-withdrawal';
import { ledgerInvariants, payoutTestKit } from './withdrawal-test-helpers';

const WEBHOOK = '/api/payments/paypal/webhook';
type Delivery = { body: string; headers: Record<string, string> };

describe('PayPal payout webhooks for withdrawals', () => {
  /** Two processes on one database: the job in one, the webhook in the other. */
  const { first: t, second: other, fake } = twoProcessesOnFakePayPal();
  const { rowOf, postingsOf, bellOf, batchReads, pendingWithdrawal } = payoutTestKit(t, fake);

  const deliver = (webhook: Delivery, app: TestApp = t) =>
    app.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: webhook.headers,
      payload: webhook.body,
    });

  it('answers a batch PayPal’s contract describes (the fake is faithful)', async () => {
    const { batchId } = await pendingWithdrawal();
    const contract = loadOrdersContract();
    fake.setPayout(batchId, 'SUCCESS');
    const res = await fetch(`${fake.baseUrl}/v1/payments/payouts/${batchId}`, {
      headers: { authorization: `Bearer ${await paypalToken()}` },
    });
    const body = await res.json();
    expect(contract.payoutBatch(body), JSON.stringify(contract.payoutBatch.errors)).toBe(true);
    const sent = fake.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/payments/payouts',
    );
    expect(contract.createPayoutRequest(sent?.body)).toBe(true);
  });

  it('settles a verified PAYMENT.PAYOUTS-ITEM.SUCCEEDED as paid once, however often it is replayed', async () => {
    const w = await pendingWithdrawal();
    expect(await walletBalance(t.services.db, w.athleteId)).toBe(300);
    fake.setPayout(w.batchId, 'SUCCESS');
    const succeeded = fake.payoutWebhook('PAYMENT.PAYOUTS-ITEM.SUCCEEDED', w.batchId);
    const readsBefore = batchReads(w.batchId);
    for (let i = 0; i < 3; i += 1) {
      const res = await deliver(succeeded);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    // The batch event that follows is acknowledged too and changes nothing more.
    expect(
      (await deliver(fake.payoutWebhook('PAYMENT.PAYOUTSBATCH.SUCCESS', w.batchId))).statusCode,
    ).toBe(200);
    // The first delivery read the batch from PayPal rather than trusting the event.
    expect(batchReads(w.batchId)).toBeGreaterThan(readsBefore);
    const row = await rowOf(w.id);
    expect(row).toMatchObject({ status: 'paid', providerItemId: fake.payoutOf(w.id).item.id });
    expect(row?.settledAt).toBeInstanceOf(Date);
    expect(await postingsOf(w.id)).toEqual([paidKey(w.id), requestedKey(w.id)].sort());
    expect(await walletBalance(t.services.db, w.athleteId)).toBe(300);
    expect(await bellOf(w.athleteId)).toEqual([]);
    // The job's next poll finds it settled and posts nothing.
    await makeRetriesDue(t.services.jobs, 'withdrawal-payout');
    await t.services.jobs.drain();
    expect(await postingsOf(w.id)).toHaveLength(2);
    expect(await ledgerInvariants(t.services.db)).toEqual({ problems: [], pendingMatches: true });
  });

  it('moves the money back and notifies the athlete once on FAILED, RETURNED, BLOCKED and a denied batch', async () => {
    const cases = [
      { item: 'FAILED', event: 'PAYMENT.PAYOUTS-ITEM.FAILED', status: 'failed' },
      { item: 'RETURNED', event: 'PAYMENT.PAYOUTS-ITEM.RETURNED', status: 'returned' },
      { item: 'BLOCKED', event: 'PAYMENT.PAYOUTS-ITEM.BLOCKED', status: 'failed' },
      { item: 'DENIED', event: 'PAYMENT.PAYOUTS-ITEM.DENIED', status: 'failed' },
      { item: 'RETURNED', event: 'PAYMENT.PAYOUTS-ITEM.CANCELED', status: 'returned' },
      { item: 'PENDING', batch: 'DENIED', event: 'PAYMENT.PAYOUTSBATCH.DENIED', status: 'failed' },
    ] as const;
    for (const c of cases) {
      const w = await pendingWithdrawal('someone@example.com', 600);
      fake.setPayout(w.batchId, c.item, 'batch' in c ? c.batch : undefined);
      const hook = fake.payoutWebhook(c.event, w.batchId);
      expect((await deliver(hook)).statusCode, c.event).toBe(200);
      expect((await deliver(hook)).statusCode, c.event).toBe(200);
      expect((await rowOf(w.id))?.status, c.event).toBe(c.status);
      expect(await walletBalance(t.services.db, w.athleteId), c.event).toBe(1000);
      expect(await postingsOf(w.id), c.event).toEqual(
        [requestedKey(w.id), returnedKey(w.id)].sort(),
      );
      expect(await bellOf(w.athleteId), c.event).toEqual([
        { message: messages.withdrawals.payoutFailed(600, 'someone@example.com') },
      ]);
    }
    expect(await ledgerInvariants(t.services.db)).toEqual({ problems: [], pendingMatches: true });
  });

  it('keeps an UNCLAIMED or HELD payout pending until PayPal returns it', async () => {
    const w = await pendingWithdrawal('no-account-yet@example.com', 500);
    fake.setPayout(w.batchId, 'ONHOLD');
    expect(
      (await deliver(fake.payoutWebhook('PAYMENT.PAYOUTS-ITEM.HELD', w.batchId))).statusCode,
    ).toBe(200);
    fake.setPayout(w.batchId, 'UNCLAIMED');
    const unclaimed = fake.payoutWebhook('PAYMENT.PAYOUTS-ITEM.UNCLAIMED', w.batchId);
    expect((await deliver(unclaimed)).statusCode).toBe(200);
    expect((await deliver(unclaimed)).statusCode).toBe(200);
    // The job's poll agrees: still pending, the money held in pending payouts.
    await makeRetriesDue(t.services.jobs, 'withdrawal-payout');
    await t.services.jobs.drain();
    expect((await rowOf(w.id))?.status).toBe('pending');
    expect(await walletBalance(t.services.db, w.athleteId)).toBe(500);
    expect(await postingsOf(w.id)).toEqual([requestedKey(w.id)]);
    expect(await ledgerInvariants(t.services.db)).toEqual({ problems: [], pendingMatches: true });

    // Thirty days later PayPal returns it.
    fake.setPayout(w.batchId, 'RETURNED');
    expect(
      (await deliver(fake.payoutWebhook('PAYMENT.PAYOUTS-ITEM.RETURNED', w.batchId))).statusCode,
    ).toBe(200);
    expect((await rowOf(w.id))?.status).toBe('returned');
    expect(await walletBalance(t.services.db, w.athleteId)).toBe(1000);
    expect(await bellOf(w.athleteId)).toHaveLength(1);
    // A late UNCLAIMED replay after that changes nothing.
    expect((await deliver(unclaimed)).statusCode).toBe(200);
    expect((await rowOf(w.id))?.status).toBe('returned');
  });

  it('believes PayPal, not the event: a verified event that says more than PayPal changes nothing', async () => {
    const a = await pendingWithdrawal();
    const b = await pendingWithdrawal();
    fake.setPayout(b.batchId, 'SUCCESS');
    const item = (withdrawalId: string, batchId: string, status: string) => ({
      payout_item_id: 'FORGEDITEM1',
      transaction_status: status,
      payout_batch_id: batchId,
      sender_batch_id: withdrawalId,
      payout_item: {
        recipient_type: 'EMAIL',
        amount: { currency: 'USD', value: '7.00' },
        receiver: 'athlete-payouts@example.com',
        sender_item_id: withdrawalId,
      },
    });
    const lies = [
      // Says SUCCESS while PayPal holds a's payout pending.
      item(a.id, a.batchId, 'SUCCESS'),
      // Names a with b's (paid) batch: a's own batch is what is read.
      item(a.id, b.batchId, 'SUCCESS'),
      // Says FAILED for b, which PayPal paid: b is settled as paid, never returned.
      item(b.id, b.batchId, 'FAILED'),
    ];
    for (const resource of lies) {
      const hook = fake.signedEvent('PAYMENT.PAYOUTS-ITEM.SUCCEEDED', 'payouts_item', resource);
      expect((await deliver(hook)).statusCode).toBe(200);
    }
    expect((await rowOf(a.id))?.status).toBe('pending');
    expect((await rowOf(b.id))?.status).toBe('paid');
    expect(await walletBalance(t.services.db, b.athleteId)).toBe(300);

    // Reordered: a stale PROCESSING event arriving after the payout was paid changes nothing.
    const stale = fake.payoutWebhook('PAYMENT.PAYOUTSBATCH.PROCESSING', a.batchId);
    fake.setPayout(a.batchId, 'SUCCESS');
    expect(
      (await deliver(fake.payoutWebhook('PAYMENT.PAYOUTS-ITEM.SUCCEEDED', a.batchId))).statusCode,
    ).toBe(200);
    expect((await deliver(stale)).statusCode).toBe(200);
    expect((await rowOf(a.id))?.status).toBe('paid');
    // PayPal taking a paid payout back is left to the operators: the ledger keeps it paid.
    fake.setPayout(a.batchId, 'REVERSED');
    expect(
      (await deliver(fake.payoutWebhook('PAYMENT.PAYOUTS-ITEM.REVERSED', a.batchId))).statusCode,
    ).toBe(200);
    expect((await rowOf(a.id))?.status).toBe('paid');
    expect(await postingsOf(a.id)).toEqual([paidKey(a.id), requestedKey(a.id)].sort());
    expect(await ledgerInvariants(t.services.db)).toEqual({ problems: [], pendingMatches: true });
  });

  it('refuses an unverified payout event with 400 and changes nothing', async () => {
    const w = await pendingWithdrawal();
    fake.setPayout(w.batchId, 'FAILED');
    const genuine = fake.payoutWebhook('PAYMENT.PAYOUTS-ITEM.FAILED', w.batchId);
    const attempts: Delivery[] = [
      // The body changed after PayPal signed it.
      {
        ...genuine,
        body: genuine.body.replace('"transaction_status":"FAILED"', '"transaction_status":"X"'),
      },
      // A signature made up by someone else.
      { ...genuine, headers: { ...genuine.headers, 'paypal-transmission-sig': 'Zm9yZ2Vk' } },
      // No PayPal headers at all.
      { body: genuine.body, headers: { 'content-type': 'application/json' } },
      // Signed for another webhook of another account.
      fake.payoutWebhook('PAYMENT.PAYOUTS-ITEM.FAILED', w.batchId, 'OTHERWEBHOOK1'),
    ];
    expect(attempts[0]?.body).not.toBe(genuine.body);
    const readsBefore = batchReads(w.batchId);
    for (const attempt of attempts) {
      const res = await deliver(attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(messages.payments.webhookUnverified);
    }
    expect(batchReads(w.batchId)).toBe(readsBefore);
    expect((await rowOf(w.id))?.status).toBe('pending');
    expect(await walletBalance(t.services.db, w.athleteId)).toBe(300);
    expect(await postingsOf(w.id)).toEqual([requestedKey(w.id)]);
    expect(await bellOf(w.athleteId)).toEqual([]);
  });

  it('acknowledges an event for a payout that is not ours (200) and changes nothing', async () => {
    const ledgerCount = async () =>
      Number((await t.services.db.select({ n: count() }).from(ledgerTransactions))[0]?.n);
    const withdrawalsCount = async () =>
      Number((await t.services.db.select({ n: count() }).from(withdrawals))[0]?.n);
    const before = { ledger: await ledgerCount(), withdrawals: await withdrawalsCount() };
    const payout = (withdrawalId: string) => ({
      withdrawalId,
      amountCents: 900,
      currency: 'USD',
      receiverEmail: 'stranger@example.com',
      note: 'Another integration’s payout',
    });
    // A withdrawal id we never had, and another integration's own sender_batch_id.
    const unknown = await t.services.payments.createPayout(payout(randomUUID()));
    const foreign = await t.services.payments.createPayout(payout('Payouts_1753867886'));
    for (const { batchId } of [unknown, foreign]) {
      fake.setPayout(batchId, 'SUCCESS');
      for (const type of ['PAYMENT.PAYOUTS-ITEM.SUCCEEDED', 'PAYMENT.PAYOUTSBATCH.SUCCESS']) {
        const res = await deliver(fake.payoutWebhook(type, batchId));
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ received: true });
      }
      expect(batchReads(batchId)).toBe(0);
    }
    expect({ ledger: await ledgerCount(), withdrawals: await withdrawalsCount() }).toEqual(before);
  });

  it('answers 502 while PayPal cannot be asked, so PayPal sends the event again, and then settles', async () => {
    const w = await pendingWithdrawal();
    fake.setPayout(w.batchId, 'SUCCESS');
    const hook = fake.payoutWebhook('PAYMENT.PAYOUTS-ITEM.SUCCEEDED', w.batchId);
    for (const outage of [/^\/v1\/notifications\//, /^\/v1\/payments\/payouts\//]) {
      fake.outage = outage;
      const res = await deliver(hook);
      expect(res.statusCode, String(outage)).toBe(502);
      expect(res.json().error.message).toBe(messages.payments.webhookRetry);
      expect((await rowOf(w.id))?.status).toBe('pending');
    }
    fake.outage = null;
    expect((await deliver(hook)).statusCode).toBe(200);
    expect((await rowOf(w.id))?.status).toBe('paid');
  });

  it('still pays through the job’s polling when no webhook comes', async () => {
    const w = await pendingWithdrawal();
    fake.setPayout(w.batchId, 'SUCCESS');
    await makeRetriesDue(t.services.jobs, 'withdrawal-payout');
    await t.services.jobs.drain();
    expect((await rowOf(w.id))?.status).toBe('paid');
    expect(await postingsOf(w.id)).toEqual([paidKey(w.id), requestedKey(w.id)].sort());
  });

  it('settles once when the job and webhooks in two processes get there at the same time', async () => {
    const outcomes = ['SUCCESS', 'FAILED', 'RETURNED', 'SUCCESS', 'FAILED', 'SUCCESS'];
    const rounds = [];
    // One after the other: each waits for its own job's first run.
    for (const [i, item] of outcomes.entries()) {
      rounds.push({ item, w: await pendingWithdrawal(`race-${i}@example.com`, 500) });
    }
    await Promise.all(
      rounds.map(async ({ item, w }) => {
        fake.setPayout(w.batchId, item);
        const type =
          item === 'SUCCESS' ? 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED' : `PAYMENT.PAYOUTS-ITEM.${item}`;
        const hook = fake.payoutWebhook(type, w.batchId);
        const batch = fake.payoutWebhook('PAYMENT.PAYOUTSBATCH.SUCCESS', w.batchId);
        const [, , ...hooks] = await Promise.all([
          runPayout(t.services, w.id),
          runPayout(other.services, w.id),
          deliver(hook, t),
          deliver(hook, other),
          deliver(batch, other),
        ]);
        for (const res of hooks) expect(res.statusCode).toBe(200);
      }),
    );
    for (const { item, w } of rounds) {
      const paid = item === 'SUCCESS';
      expect((await rowOf(w.id))?.status).toBe(
        paid ? 'paid' : item === 'RETURNED' ? 'returned' : 'failed',
      );
      expect(await postingsOf(w.id)).toEqual(
        [requestedKey(w.id), paid ? paidKey(w.id) : returnedKey(w.id)].sort(),
      );
      expect(await bellOf(w.athleteId)).toHaveLength(paid ? 0 : 1);
      expect(await walletBalance(t.services.db, w.athleteId)).toBe(paid ? 500 : 1000);
    }
    expect(await ledgerInvariants(t.services.db)).toEqual({ problems: [], pendingMatches: true });
  });

  /** A token from the fake, as the adapter gets one. */
  async function paypalToken() {
    const basic = Buffer.from(`${FAKE_CLIENT_ID}:${FAKE_CLIENT_SECRET}`).toString('base64');
    const res = await fetch(`${fake.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    return ((await res.json()) as { access_token: string }).access_token;
  }
});
