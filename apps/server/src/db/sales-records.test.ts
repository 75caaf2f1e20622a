import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../platform/db/database';
import { bookFanPurchase, createFan, createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  communityBadges,
  payments,
  pizzaMoneyRequests,
  purchases,
  seasonalBadges,
  talkingBadges,
  users,
} from './schema';

/**
 * The table whose key refused the delete: PostgreSQL's restrict_violation (23001, ON DELETE
 * RESTRICT) or foreign_key_violation (23503, NO ACTION), through Drizzle's wrapping.
 */
function refusingTable(error: unknown): string | null {
  for (let e = error; e instanceof Error; e = e.cause) {
    const pg = e as Error & { code?: string; table?: string };
    if (pg.code === '23001' || pg.code === '23503') return pg.table ?? '';
  }
  return null;
}

/**
 * Issue 32, point 8: records of sales are never deleted. An account with sales leaves by
 * deactivation; deleting its row is refused by the database, and every record stays.
 */
describe('records of sales', () => {
  let t: TestApp;
  let db: DbOrTx;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.services.db;
  });
  afterAll(() => t.close());

  /**
   * Tries to delete the user: it must be refused, and the user must still be there. Answers the
   * table whose key refused it.
   */
  async function expectDeleteRefused(userId: string): Promise<string | null> {
    const refusedBy = await db
      .delete(users)
      .where(eq(users.id, userId))
      .then(
        () => null,
        (error: unknown) => {
          const table = refusingTable(error);
          if (table === null) throw error;
          return table;
        },
      );
    expect(refusedBy).not.toBeNull();
    expect(await db.$count(users, eq(users.id, userId))).toBe(1);
    return refusedBy;
  }

  const purchaseCount = async (column: 'athleteUserId' | 'fanUserId', userId: string) =>
    Number(
      (await db.select({ n: count() }).from(purchases).where(eq(purchases[column], userId)))[0]?.n,
    );

  it("refuses to delete an athlete or a fan who have sales, and keeps the sales' rows", async () => {
    const athlete = await createUser(db, { role: 'athlete' });
    const fan = await createFan(db);
    const purchaseId = await bookFanPurchase(db, {
      kind: 'momento',
      athleteUserId: athlete.id,
      buyerUserId: fan.id,
      amountCents: 300,
    });
    await expectDeleteRefused(athlete.id);
    // The fan has no ledger account: the sale itself refuses it.
    expect(await expectDeleteRefused(fan.id)).toBe('purchases');
    const [row] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(row).toMatchObject({ athleteUserId: athlete.id, fanUserId: fan.id, amountCents: 300 });
    expect(await purchaseCount('athleteUserId', athlete.id)).toBe(1);
    expect(await purchaseCount('fanUserId', fan.id)).toBe(1);
  });

  it('refuses to delete an athlete with a sale, badges, a community badge or a pizza request', async () => {
    const payment = async (userId: string) => {
      const [row] = await db
        .insert(payments)
        .values({
          provider: 'simulator',
          providerOrderId: `records-${randomUUID()}`,
          purpose: 'community-badge',
          userId,
          amountCents: 200,
        })
        .returning({ id: payments.id });
      return row?.id ?? '';
    };
    const rows: Record<string, (athleteUserId: string) => Promise<unknown>> = {
      // A sale's row on its own (a booked sale also has the athlete's ledger account).
      purchases: (athleteUserId) =>
        db.insert(purchases).values({
          kind: 'momento',
          athleteUserId,
          amountCents: 300,
          idempotencyKey: `records-${randomUUID()}`,
        }),
      seasonal_badges: (athleteUserId) =>
        db.insert(seasonalBadges).values({
          athleteUserId,
          type: 'Pre-event',
          year: 2026,
          sport: 'BASKETBALL',
          sportType: 'game',
          listNumber: 1,
          typeData1: 'A',
          typeData2: 'B',
          typeData3: 'C',
        }),
      talking_badges: (athleteUserId) =>
        db.insert(talkingBadges).values({ athleteUserId, description: 'Diary', priceCents: 600 }),
      community_badges: async (athleteUserId) =>
        db.insert(communityBadges).values({
          athleteUserId,
          paymentId: await payment(athleteUserId),
          amountCents: 200,
        }),
      pizza_money_requests: async (athleteUserId) =>
        db.insert(pizzaMoneyRequests).values({
          athleteUserId,
          fanUserId: (await createFan(db)).id,
          endsAt: new Date(Date.now() + 24 * 3600_000),
        }),
    };
    const refusedBy: Record<string, string | null> = {};
    for (const [table, insert] of Object.entries(rows)) {
      const athlete = await createUser(db, { role: 'athlete' });
      await insert(athlete.id);
      refusedBy[table] = await expectDeleteRefused(athlete.id);
    }
    // Each table's own key refuses it (not a cascade stopped further down).
    expect(refusedBy).toEqual(Object.fromEntries(Object.keys(rows).map((k) => [k, k])));
  });

  it('still deletes an account that has no records (an unpaid sign-up)', async () => {
    const athlete = await createUser(db, { role: 'athlete' });
    await db.delete(users).where(eq(users.id, athlete.id));
    expect(await db.$count(users, eq(users.id, athlete.id))).toBe(0);
  });
});
