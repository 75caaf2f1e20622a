import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions, payments } from '../../db/schema';
import { bookSale, paymentSaleKey } from '../../modules/purchases/book-sale';
import { bookFanPurchase, createFan, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ensureAccount, postTransaction, walletBalance } from './ledger';
import { checkLedger, describeLedgerProblem, type LedgerProblem } from './ledger-check';

/**
 * One database, broken one way at a time: each step adds exactly one problem, and the checks
 * must report the ones so far and nothing else (posted rows cannot be deleted, by design).
 */
describe('ledger integrity checks', () => {
  let t: TestApp;
  let clearing: string;
  const expected: LedgerProblem[] = [];
  const sorted = (problems: LedgerProblem[]) =>
    [...problems].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  const expectReported = async () =>
    expect(sorted(await checkLedger(t.services.db))).toEqual(sorted(expected));

  beforeAll(async () => {
    t = await createTestApp();
    clearing = await ensureAccount(t.services.db, 'provider_clearing');
  });
  afterAll(() => t.close());

  const capturedPayment = async (userId: string, amountCents = 1000) => {
    const [row] = await t.services.db
      .insert(payments)
      .values({
        provider: 'simulator',
        providerOrderId: `check-${randomUUID()}`,
        purpose: 'fan-purchase',
        userId,
        amountCents,
        status: 'captured',
        capturedAt: new Date(),
      })
      .returning({ id: payments.id });
    if (!row) throw new Error('payment not inserted');
    return row.id;
  };

  it('passes a sound ledger: sales, a captured payment booked once, a withdrawal-like debit', async () => {
    expect(await checkLedger(t.services.db)).toEqual([]);
    const athlete = await createUser(t.services.db);
    const fan = await createFan(t.services.db);
    await bookFanPurchase(t.services.db, {
      kind: 'momento',
      athleteUserId: athlete.id,
      amountCents: 2500,
    });
    const paymentId = await capturedPayment(fan.id);
    await t.services.db.transaction((tx) =>
      bookSale(tx, {
        kind: 'sport_badge',
        amountCents: 1000,
        idempotencyKey: paymentSaleKey({ id: paymentId }),
        description: 'Sport badge',
        athleteUserId: athlete.id,
        buyerUserId: fan.id,
        paymentId,
      }),
    );
    const wallet = await ensureAccount(t.services.db, 'athlete_wallet', athlete.id);
    const all = await walletBalance(t.services.db, athlete.id);
    await postTransaction(t.services.db, {
      kind: 'withdrawal',
      description: 'All of it: the wallet ends at zero, which is allowed',
      entries: [
        { accountId: wallet, amountCents: -all },
        { accountId: await ensureAccount(t.services.db, 'payouts'), amountCents: all },
      ],
    });
    expect(await walletBalance(t.services.db, athlete.id)).toBe(0);
    await expectReported();
  });

  it('reports a wallet below zero', async () => {
    const athlete = await createUser(t.services.db);
    const wallet = await ensureAccount(t.services.db, 'athlete_wallet', athlete.id);
    // Balanced, so the trigger accepts it; only the check sees the overdraft.
    await postTransaction(t.services.db, {
      kind: 'withdrawal',
      description: 'More than there is',
      entries: [
        { accountId: wallet, amountCents: -300 },
        { accountId: clearing, amountCents: 300 },
      ],
    });
    expected.push({
      check: 'negative-wallet',
      accountId: wallet,
      kind: 'athlete_wallet',
      ownerUserId: athlete.id,
      balanceCents: -300,
    });
    await expectReported();
  });

  it('reports a transaction that does not sum to zero (written with the trigger off)', async () => {
    const transactionId = await t.services.db.transaction(async (tx) => {
      // Replica mode skips triggers, the deferred balance check included: what a bad restore
      // or a hand-made fix could leave behind.
      await tx.execute(sql`set local session_replication_role = replica`);
      const [row] = await tx
        .insert(ledgerTransactions)
        .values({ kind: 'test', description: 'one leg' })
        .returning({ id: ledgerTransactions.id });
      if (!row) throw new Error('transaction not inserted');
      await tx
        .insert(ledgerEntries)
        .values({ transactionId: row.id, accountId: clearing, amountCents: 700 });
      return row.id;
    });
    expected.push({ check: 'unbalanced-transaction', transactionId, kind: 'test', sumCents: 700 });
    await expectReported();
  });

  it('reports a captured payment with no posting, and one posted twice', async () => {
    const fan = await createFan(t.services.db);
    const unposted = await capturedPayment(fan.id);
    expected.push({
      check: 'captured-payment-postings',
      paymentId: unposted,
      purpose: 'fan-purchase',
      postings: 0,
    });
    await expectReported();

    const twice = await capturedPayment(fan.id, 400);
    for (const key of ['first', 'second'])
      await postTransaction(t.services.db, {
        kind: 'test',
        description: `posting ${key}`,
        paymentId: twice,
        entries: [
          { accountId: clearing, amountCents: -400 },
          { accountId: await ensureAccount(t.services.db, 'platform_revenue'), amountCents: 400 },
        ],
      });
    expected.push({
      check: 'captured-payment-postings',
      paymentId: twice,
      purpose: 'fan-purchase',
      postings: 2,
    });
    await expectReported();
  });

  it('describes each problem on one readable line', async () => {
    const lines = (await checkLedger(t.services.db)).map(describeLedgerProblem);
    expect(lines).toHaveLength(4);
    expect(lines.join('\n')).toMatch(/transaction .* \(test\) sums to 700 cents, not 0/);
    expect(lines.join('\n')).toMatch(/athlete_wallet account .* is at -300 cents/);
    expect(lines.join('\n')).toMatch(/captured payment .* has 0 ledger postings, not 1/);
    expect(lines.join('\n')).toMatch(/captured payment .* has 2 ledger postings, not 1/);
  });
});
