import {
  PURCHASE_KINDS,
  splitSale,
  type TTrendingResponse,
  trendingWindowStart,
} from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  athleteProfiles,
  communityBadges,
  groupChatSeats,
  groupChats,
  ledgerTransactions,
  notifications,
  purchases,
  withdrawals,
} from '../db/schema';
import { createSession, SESSION_COOKIE } from '../platform/auth/sessions';
import { walletBalance } from '../platform/ledger/ledger';
import { checkLedger } from '../platform/ledger/ledger-check';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemoPurchases } from './demo-purchases';
import { seedDemo } from './seed';

/**
 * The demo athlete's money as three screens show it: the wallet (ledger), the sales (purchases)
 * and the trending tabs. The demo books its sales through the one booking function, so they agree.
 */
describe('demo sales', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  let sales: (typeof purchases.$inferSelect)[];
  beforeAll(async () => {
    t = await createTestApp();
    ids = await seedDemo(t.services.db);
    sales = await t.services.db.select().from(purchases);
  });
  afterAll(() => t.close());

  it('credit each athlete exactly the royalty share of their sales', async () => {
    for (const key of ['athlete', 'athlete2']) {
      const athleteId = ids[key] ?? '';
      // A refunded sale (the console's demo) gave its share back.
      const theirs = sales.filter((s) => s.athleteUserId === athleteId && s.refundedAt === null);
      expect(theirs.length, key).toBeGreaterThan(0);
      // A chat rated below satisfactory gave the difference of the athlete's share back to the
      // fan (no manager in the demo's chats): the satisfactory share less what was returned.
      const owed = theirs.reduce(
        (sum, s) => sum + splitSale(s.kind, s.amountCents).athlete - s.returnedCents,
        0,
      );
      // Less what the demo withdrew (pending or paid: out of the wallet either way).
      const out = await t.services.db
        .select({ cents: withdrawals.amountCents })
        .from(withdrawals)
        .where(eq(withdrawals.athleteUserId, athleteId));
      const withdrawn = out.reduce((sum, w) => sum + w.cents, 0);
      expect(await walletBalance(t.services.db, athleteId), key).toBe(owed - withdrawn);
    }
  });

  it('have one ledger transaction and one athlete notification per sale, and no other sales', async () => {
    const ledger = await t.services.db
      .select({ key: ledgerTransactions.idempotencyKey, kind: ledgerTransactions.kind })
      .from(ledgerTransactions);
    // Besides the sales, only the demo withdrawals move money (their two phases: paid, pending,
    // and the console's one waiting for review), and the console's refunded sale its reversal.
    const other = ledger.filter(
      (l) => !l.key?.startsWith('withdrawal:') && !l.key?.startsWith('refund:'),
    );
    expect(other.map((l) => l.key).sort()).toEqual(sales.map((s) => s.idempotencyKey).sort());
    expect(ledger.filter((l) => l.key?.startsWith('withdrawal:'))).toHaveLength(4);
    expect(ledger.filter((l) => l.key?.startsWith('refund:')).map((l) => l.key)).toEqual(
      sales.filter((s) => s.refundedAt !== null).map((s) => `refund:purchase:${s.id}`),
    );
    for (const sale of sales.filter((s) => s.athleteUserId !== null)) {
      const notes = await t.services.db
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(
          sql`${notifications.data}->>'purchaseId' = ${sale.id} and ${notifications.type} <> 'sale-refunded'`,
        );
      expect(notes).toEqual([{ userId: sale.athleteUserId }]);
    }
  });

  it('rank the trending tabs by the same purchases', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/trending' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as TTrendingResponse;
    const since = trendingWindowStart(new Date(body.windowEnd)).getTime();
    const numbers = new Map<string, number>();
    for (const row of await t.services.db
      .select({ userId: athleteProfiles.userId, number: athleteProfiles.athleteNumber })
      .from(athleteProfiles)) {
      numbers.set(row.userId, row.number);
    }
    for (const kind of PURCHASE_KINDS) {
      const byAthlete = new Map<string, { count: number; spent: number }>();
      for (const s of sales) {
        if (s.kind !== kind || !s.athleteUserId || s.createdAt.getTime() < since) continue;
        const seen = byAthlete.get(s.athleteUserId) ?? { count: 0, spent: 0 };
        byAthlete.set(s.athleteUserId, {
          count: seen.count + 1,
          spent: seen.spent + s.amountCents,
        });
      }
      const expected = [...byAthlete.entries()]
        .sort(
          ([a, x], [b, y]) =>
            y.count - x.count || y.spent - x.spent || (numbers.get(a) ?? 0) - (numbers.get(b) ?? 0),
        )
        .map(([userId]) => numbers.get(userId));
      expect(expected.length, kind).toBeGreaterThan(0);
      expect(
        body.lists[kind].map((a) => a.athleteNumber),
        kind,
      ).toEqual(expected);
    }
  });

  it('are booked once even if the demo sales are booked again', async () => {
    // The demo athlete's endorsement notifications: the unread sale and the refunded one's.
    const endorsements = () =>
      t.services.db
        .select({ id: notifications.id, readAt: notifications.readAt })
        .from(notifications)
        .where(
          and(eq(notifications.userId, ids.athlete ?? ''), eq(notifications.type, 'endorsement')),
        )
        .orderBy(notifications.id);
    const before = await walletBalance(t.services.db, ids.athlete ?? '');
    const notified = await endorsements();
    expect(notified.filter((n) => n.readAt === null)).toHaveLength(1);
    await t.services.db.transaction((tx) => seedDemoPurchases(tx, ids));
    expect(await t.services.db.select().from(purchases)).toHaveLength(sales.length);
    expect(await walletBalance(t.services.db, ids.athlete ?? '')).toBe(before);
    expect(await endorsements()).toEqual(notified);
  });

  it('give the demo athlete seasonal badges in all three sports (one with a manager, one rated), talking badges and badge sales', async () => {
    const { token } = await createSession(t.services.db, ids.athlete ?? '', 3600_000);
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    const seasonal = (await get('/api/seasonal-badges')).json().items;
    expect(seasonal.map((b: { sport: string }) => b.sport).sort()).toEqual([
      'BASEBALL',
      'BASKETBALL',
      'FOOTBALL',
    ]);
    const managed = seasonal.filter((b: { managerEmail: string | null }) => b.managerEmail);
    expect(managed.length).toBeGreaterThanOrEqual(2);
    expect(managed.filter((b: { managerRating: unknown }) => b.managerRating)).toHaveLength(1);
    expect((await get('/api/seasonal-badges/quota')).json()).toMatchObject({ freeLeft: 2 });
    expect((await get('/api/talking-badges')).json().items.length).toBeGreaterThanOrEqual(2);
    const sales = (await get('/api/badge-sales')).json();
    expect(sales.totals.count).toBeGreaterThanOrEqual(3);
    expect(sales.items[0].buyerFirstName).toBeTruthy();
  });
  it('take money out of the demo athlete: a paid and a pending withdrawal, a community badge, the ledger sound', async () => {
    const athleteId = ids.athlete ?? '';
    const rows = await t.services.db
      .select({ status: withdrawals.status, cents: withdrawals.amountCents })
      .from(withdrawals)
      .where(eq(withdrawals.athleteUserId, athleteId));
    // And the console's demo: one over the review amount, waiting for an operator.
    expect(rows.map((r) => r.status).sort()).toEqual(['paid', 'pending', 'review']);
    const badges = await t.services.db
      .select()
      .from(communityBadges)
      .where(eq(communityBadges.athleteUserId, athleteId));
    expect(badges).toHaveLength(1);
    expect(badges[0]?.amountCents).toBe(200);
    expect(await checkLedger(t.services.db)).toEqual([]);
  });

  it('give the demo athlete a group chat with seats held and a past one settled (wallet, trending, ledger agree)', async () => {
    const athleteId = ids.athlete ?? '';
    const chats = await t.services.db
      .select()
      .from(groupChats)
      .where(eq(groupChats.athleteUserId, athleteId));
    expect(chats.map((c) => c.title).sort()).toEqual(['Game film Q&A', 'Preseason hangout']);
    const seats = await t.services.db.select().from(groupChatSeats);
    expect(seats.map((s) => s.status).sort()).toEqual(['held', 'held', 'settled', 'settled']);
    const settled = await t.services.db
      .select()
      .from(purchases)
      .where(
        and(
          eq(purchases.kind, 'group_chat'),
          eq(purchases.itemId, chats.find((c) => c.title === 'Preseason hangout')?.id ?? ''),
        ),
      );
    // A satisfactory seat and a rude-or-short one (35 % of $10 given back: 88 % less 53 %).
    expect(settled.map((p) => p.returnedCents).sort((a, b) => a - b)).toEqual([0, 350]);
    expect(await checkLedger(t.services.db)).toEqual([]);
  });
});
