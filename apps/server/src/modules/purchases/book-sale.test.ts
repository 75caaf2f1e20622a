import { randomUUID } from 'node:crypto';
import { splitSale, type TAppEvent } from '@fhp/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  notifications,
  purchases,
} from '../../db/schema';
import { queryRows } from '../../platform/db/database';
import { accountBalance, ensureAccount, walletBalance } from '../../platform/ledger/ledger';
import { createFan, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { announceSale, bookSale, IdempotencyKeyReused, type SaleInput } from './book-sale';

describe('booking a sale', () => {
  let t: TestApp;
  let athleteId: string;
  let fanId: string;
  beforeAll(async () => {
    t = await createTestApp();
    athleteId = (await createUser(t.services.db)).id;
    fanId = (await createFan(t.services.db, { firstName: 'Frankie', lastName: 'Fanning' })).id;
  });
  afterAll(() => t.close());

  const badge = (over: Partial<SaleInput> = {}): SaleInput => ({
    kind: 'sport_badge',
    amountCents: 799,
    idempotencyKey: `test:${randomUUID()}`,
    description: 'Sport badge',
    athleteUserId: athleteId,
    buyerUserId: fanId,
    ...over,
  });
  const purchasesWithKey = async (key: string) =>
    (await t.services.db.select().from(purchases).where(eq(purchases.idempotencyKey, key))).length;
  const ledgerWithKey = async (key: string) => {
    const [row] = await t.services.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, key));
    return Number(row?.n ?? 0);
  };
  /** The entries of the sale's ledger transaction, by account kind. */
  const postings = async (key: string) =>
    t.services.db
      .select({
        kind: ledgerAccounts.kind,
        owner: ledgerAccounts.ownerUserId,
        cents: ledgerEntries.amountCents,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerTransactions.idempotencyKey, key));

  it('records the purchase, postings split by the royalty rule and the athlete notification', async () => {
    const before = await walletBalance(t.services.db, athleteId);
    const sale = badge();
    const booked = await t.services.db.transaction((tx) => bookSale(tx, sale));

    expect(booked).toMatchObject({ replayed: false, split: splitSale('sport_badge', 799) });
    const [row] = await t.services.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, booked.purchaseId));
    expect(row).toMatchObject({
      kind: 'sport_badge',
      athleteUserId: athleteId,
      fanUserId: fanId,
      amountCents: 799,
      idempotencyKey: sale.idempotencyKey,
    });
    // 88 % of 7.99 = 7.0312: the athlete gets 7.03, the platform the rest (0.96).
    const entries = await postings(sale.idempotencyKey);
    expect(entries.reduce((sum, e) => sum + e.cents, 0)).toBe(0);
    expect(Object.fromEntries(entries.map((e) => [e.kind, e.cents]))).toEqual({
      provider_clearing: -799,
      athlete_wallet: 703,
      platform_revenue: 96,
    });
    expect(await walletBalance(t.services.db, athleteId)).toBe(before + 703);

    const [note] = await t.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, booked.notificationId ?? ''));
    expect(note).toMatchObject({
      userId: athleteId,
      type: 'sale',
      fanId,
      message: 'Frankie Fanning bought your sport badge.',
      data: { purchaseId: booked.purchaseId },
    });
  });

  it('records a key once: a replay writes nothing and returns the first sale', async () => {
    const sale = badge({ kind: 'endorsement', amountCents: 450 });
    const first = await t.services.db.transaction((tx) => bookSale(tx, sale));
    const balance = await walletBalance(t.services.db, athleteId);
    const again = await t.services.db.transaction((tx) => bookSale(tx, sale));

    expect(again).toMatchObject({ purchaseId: first.purchaseId, replayed: true });
    expect(again.notificationId).toBeNull();
    expect(await purchasesWithKey(sale.idempotencyKey)).toBe(1);
    expect(await ledgerWithKey(sale.idempotencyKey)).toBe(1);
    expect(await walletBalance(t.services.db, athleteId)).toBe(balance);
    const [notes] = await t.services.db
      .select({ n: count() })
      .from(notifications)
      .where(sql`${notifications.data}->>'purchaseId' = ${first.purchaseId}`);
    expect(Number(notes?.n)).toBe(1);
  });

  it('refuses a key reused for another sale, and writes nothing for it', async () => {
    const sale = badge();
    await t.services.db.transaction((tx) => bookSale(tx, sale));
    await expect(
      t.services.db.transaction((tx) => bookSale(tx, { ...sale, amountCents: 800 })),
    ).rejects.toThrow(IdempotencyKeyReused);
    expect(await ledgerWithKey(sale.idempotencyKey)).toBe(1);
  });

  // The school's share of a memento (every combination): school-area/school-royalties.test.ts.

  it('books the platform its own sales whole, with no athlete and no notification', async () => {
    const revenue = await ensureAccount(t.services.db, 'platform_revenue');
    const before = await accountBalance(t.services.db, revenue);
    const sale = badge({ kind: 'shop_order', amountCents: 697, athleteUserId: null });
    const booked = await t.services.db.transaction((tx) => bookSale(tx, sale));
    expect(booked.notificationId).toBeNull();
    expect(await accountBalance(t.services.db, revenue)).toBe(before + 697);
    expect(
      Object.fromEntries((await postings(sale.idempotencyKey)).map((e) => [e.kind, e.cents])),
    ).toEqual({
      provider_clearing: -697,
      platform_revenue: 697,
    });
  });

  it('refuses a sale without its athlete, a platform sale with one, and a non-positive amount', async () => {
    const bad: SaleInput[] = [
      badge({ athleteUserId: null }),
      badge({ kind: 'registration_fee' }),
      badge({ amountCents: 0 }),
      badge({ amountCents: 12.5 }),
    ];
    for (const sale of bad) {
      await expect(t.services.db.transaction((tx) => bookSale(tx, sale))).rejects.toThrow();
      expect(await purchasesWithKey(sale.idempotencyKey)).toBe(0);
    }
  });

  it('refuses in the database, too, a fan purchase that credits no athlete', async () => {
    await expect(
      t.services.db.insert(purchases).values({
        kind: 'sport_badge',
        amountCents: 100,
        idempotencyKey: `test:${randomUUID()}`,
      }),
    ).rejects.toThrow();
  });

  it('announces the sale after the commit: the bell and the wallet of the athlete', async () => {
    const received: TAppEvent[] = [];
    const stop = t.services.events.subscribe(athleteId, (event) => received.push(event));
    try {
      const sale = badge();
      const booked = await t.services.db.transaction((tx) => bookSale(tx, sale));
      await announceSale(t.services, sale.idempotencyKey);
      await expect
        .poll(() => received.map((e) => e.type).sort())
        .toEqual(['notification.created', 'wallet.changed']);
      expect(received.find((e) => e.type === 'notification.created')?.data).toEqual({
        id: booked.notificationId,
      });
    } finally {
      stop();
    }
  });

  // Real concurrency needs two connections: PGlite runs one statement at a time.
  it.runIf(inject('dbKind') === 'postgres')(
    'records a key once when two connections book it at the same time',
    async () => {
      const sale = badge();
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let bookedFirst: () => void = () => {};
      const firstBooked = new Promise<void>((resolve) => {
        bookedFirst = resolve;
      });
      // The first booking holds its transaction open; the second must wait on the unique key.
      const first = t.services.db.transaction(async (tx) => {
        const booked = await bookSale(tx, sale);
        bookedFirst();
        await held;
        return booked;
      });
      await firstBooked;
      const second = t.services.db.transaction((tx) => bookSale(tx, sale));
      await expect.poll(() => waitingOnLocks()).toBeGreaterThanOrEqual(1);
      release();
      const [a, b] = await Promise.all([first, second]);

      expect(a.replayed).toBe(false);
      expect(b).toMatchObject({ purchaseId: a.purchaseId, replayed: true });
      expect(await purchasesWithKey(sale.idempotencyKey)).toBe(1);
      expect(await ledgerWithKey(sale.idempotencyKey)).toBe(1);

      // And ten at once, with no one holding back.
      const many = badge();
      const results = await Promise.all(
        Array.from({ length: 10 }, () => t.services.db.transaction((tx) => bookSale(tx, many))),
      );
      expect(results.filter((r) => !r.replayed)).toHaveLength(1);
      expect(new Set(results.map((r) => r.purchaseId)).size).toBe(1);
      expect(await purchasesWithKey(many.idempotencyKey)).toBe(1);
      expect(await ledgerWithKey(many.idempotencyKey)).toBe(1);
    },
  );

  /** Backends of this test's database blocked on a lock (the second booking, on the key). */
  async function waitingOnLocks() {
    const rows = await queryRows<{ n: number }>(
      t.services.db,
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return rows[0]?.n ?? 0;
  }
});
