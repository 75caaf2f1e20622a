import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  accountBalance,
  ensureAccount,
  postTransaction,
  UnbalancedTransactionError,
  walletBalance,
} from './ledger';

function causeChain(error: unknown): string {
  const messages: string[] = [];
  for (let e = error; e instanceof Error; e = e.cause) messages.push(e.message);
  return messages.join(' <- ');
}

describe('ledger', () => {
  let t: TestApp;
  let athleteId: string;
  let wallet: string;
  let clearing: string;
  beforeAll(async () => {
    t = await createTestApp();
    athleteId = (await createUser(t.services.db)).id;
    wallet = await ensureAccount(t.services.db, 'athlete_wallet', athleteId);
    clearing = await ensureAccount(t.services.db, 'provider_clearing');
  });
  afterAll(() => t.close());

  const move = (cents: number) => [
    { accountId: clearing, amountCents: -cents },
    { accountId: wallet, amountCents: cents },
  ];
  const countTransactions = async () =>
    (await t.services.db.select({ id: ledgerTransactions.id }).from(ledgerTransactions)).length;

  it('finds the same account instead of creating a second one', async () => {
    expect(await ensureAccount(t.services.db, 'athlete_wallet', athleteId)).toBe(wallet);
    expect(await ensureAccount(t.services.db, 'provider_clearing')).toBe(clearing);
  });

  it('posts a balanced transaction and derives the wallet balance from its entries', async () => {
    const before = await walletBalance(t.services.db, athleteId);
    await postTransaction(t.services.db, {
      kind: 'test',
      description: 'credit',
      entries: move(1250),
    });
    expect(await walletBalance(t.services.db, athleteId)).toBe(before + 1250);
    expect(await accountBalance(t.services.db, clearing)).toBe(-(before + 1250));
  });

  it('refuses an unbalanced posting in the service and writes nothing', async () => {
    const before = await countTransactions();
    const entries = [
      { accountId: clearing, amountCents: -500 },
      { accountId: wallet, amountCents: 499 },
    ];
    await expect(
      postTransaction(t.services.db, { kind: 'test', description: 'bad', entries }),
    ).rejects.toThrow(UnbalancedTransactionError);
    await expect(
      postTransaction(t.services.db, {
        kind: 'test',
        description: 'one leg',
        entries: move(5).slice(1),
      }),
    ).rejects.toThrow(UnbalancedTransactionError);
    expect(await countTransactions()).toBe(before);
  });

  it('has the database refuse to commit unbalanced entries written around the service', async () => {
    const before = await countTransactions();
    const balanceBefore = await walletBalance(t.services.db, athleteId);
    // The deferred trigger fires at commit, so the inserts succeed and the commit fails.
    const attempt = t.services.db.transaction(async (tx) => {
      const [txRow] = await tx
        .insert(ledgerTransactions)
        .values({ kind: 'test', description: 'direct' })
        .returning({ id: ledgerTransactions.id });
      await tx
        .insert(ledgerEntries)
        .values({ transactionId: txRow?.id ?? '', accountId: wallet, amountCents: 700 });
    });
    // node-postgres surfaces it as the cause of drizzle's "Failed query: commit".
    const error = await attempt.then(
      () => null,
      (e: unknown) => e,
    );
    expect(causeChain(error)).toMatch(/ledger transaction .* is unbalanced by 700 cents/);
    expect(await countTransactions()).toBe(before);
    expect(await walletBalance(t.services.db, athleteId)).toBe(balanceBefore);
  });

  it('accepts balanced entries written directly, so the trigger is not refusing everything', async () => {
    await t.services.db.transaction(async (tx) => {
      const [txRow] = await tx
        .insert(ledgerTransactions)
        .values({ kind: 'test', description: 'direct balanced' })
        .returning({ id: ledgerTransactions.id });
      for (const entry of move(300))
        await tx.insert(ledgerEntries).values({ transactionId: txRow?.id ?? '', ...entry });
    });
    const [row] = await t.services.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.description, 'direct balanced'));
    expect(row?.n).toBe(1);
  });

  it('writes an idempotent posting once however often it is replayed', async () => {
    const before = await walletBalance(t.services.db, athleteId);
    const post = () =>
      postTransaction(t.services.db, {
        kind: 'test',
        description: 'replayed',
        entries: move(400),
        idempotencyKey: 'replay-1',
      });
    const first = await post();
    const second = await post();
    expect(first.replayed).toBe(false);
    expect(second).toEqual({ transactionId: first.transactionId, replayed: true });
    const entries = await t.services.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, first.transactionId));
    expect(entries).toHaveLength(2);
    expect(await walletBalance(t.services.db, athleteId)).toBe(before + 400);
  });

  it('derives a wallet balance from the entries of that wallet only', async () => {
    const other = await createUser(t.services.db);
    expect(await walletBalance(t.services.db, other.id)).toBe(0);
    const otherWallet = await ensureAccount(t.services.db, 'athlete_wallet', other.id);
    await postTransaction(t.services.db, {
      kind: 'test',
      description: 'split',
      entries: [
        { accountId: clearing, amountCents: -1000 },
        { accountId: otherWallet, amountCents: 900 },
        { accountId: wallet, amountCents: 100 },
      ],
    });
    await postTransaction(t.services.db, {
      kind: 'test',
      description: 'withdraw',
      entries: [
        { accountId: otherWallet, amountCents: -250 },
        { accountId: clearing, amountCents: 250 },
      ],
    });
    expect(await walletBalance(t.services.db, other.id)).toBe(650);
  });

  it('has the database refuse to change or delete a posted entry or transaction', async () => {
    const { transactionId } = await postTransaction(t.services.db, {
      kind: 'test',
      description: 'append-only',
      entries: move(250),
    });
    const balance = await walletBalance(t.services.db, athleteId);
    const attempts = [
      sql`update ledger_entries set amount_cents = amount_cents * 2 where transaction_id = ${transactionId}`,
      sql`delete from ledger_entries where transaction_id = ${transactionId}`,
      sql`update ledger_transactions set description = 'edited' where id = ${transactionId}`,
      sql`delete from ledger_transactions where id = ${transactionId}`,
      sql`truncate ledger_entries`,
    ];
    for (const statement of attempts) {
      const error = await t.services.db.execute(statement).then(
        () => null,
        (e: unknown) => e,
      );
      expect(causeChain(error)).toMatch(/ledger table ledger_\w+ is append-only/);
    }
    const entries = await t.services.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, transactionId));
    expect(entries.map((e) => e.amountCents).sort((a, b) => a - b)).toEqual([-250, 250]);
    const [row] = await t.services.db
      .select({ description: ledgerTransactions.description })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, transactionId));
    expect(row?.description).toBe('append-only');
    expect(await walletBalance(t.services.db, athleteId)).toBe(balance);
  });
});
