import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { communityBadges, purchases } from '../../db/schema';
import { approveSimulated } from '../../test/badges';
import { signedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { twoProcesses } from '../../test/two-processes';

const onPostgres = inject('dbKind') === 'postgres';

describe('sports community badges under concurrency', () => {
  const { first: t, second: other } = twoProcesses();

  const post = (app: TestApp, url: string, cookie: string) =>
    app.app.inject({ method: 'POST', url, headers: { cookie } });

  it.runIf(onPostgres)(
    'creates one badge per payment when its capture is raced from two processes, with unique numbers',
    async () => {
      const athletes = await Promise.all(
        Array.from({ length: 3 }, () => signedInUser(t.services.db)),
      );
      // Every athlete opens 3 checkouts and approves them all.
      const pays: { athlete: (typeof athletes)[number]; paymentId: string }[] = [];
      for (const athlete of athletes) {
        for (let i = 0; i < 3; i++) {
          const res = await post(t, '/api/community-badges/purchase', athlete.cookie);
          const pay = res.json();
          await approveSimulated(t.app, pay.approveUrl);
          pays.push({ athlete, paymentId: pay.paymentId as string });
        }
      }
      // Each capture is sent 4 times at once, alternating processes, all 36 in parallel.
      const responses = await Promise.all(
        pays.flatMap(({ athlete, paymentId }) =>
          Array.from({ length: 4 }, (_, i) =>
            post(
              i % 2 ? other : t,
              `/api/community-badges/payments/${paymentId}/capture`,
              athlete.cookie,
            ),
          ),
        ),
      );
      // A racer may be told the capture is under way (409); none fails otherwise.
      for (const res of responses) expect([200, 409]).toContain(res.statusCode);
      // A replay after the race answers the one badge.
      const badges: { id: string; badgeNumber: string }[] = [];
      for (const { athlete, paymentId } of pays) {
        const res = await post(
          t,
          `/api/community-badges/payments/${paymentId}/capture`,
          athlete.cookie,
        );
        expect(res.statusCode).toBe(200);
        badges.push(res.json().badge);
      }
      for (const res of responses.filter((r) => r.statusCode === 200)) {
        expect(badges.map((b) => b.id)).toContain(res.json().badge.id);
      }
      const rows = await t.services.db.select().from(communityBadges);
      const mine = rows.filter((r) => pays.some((p) => p.paymentId === r.paymentId));
      expect(mine).toHaveLength(pays.length);
      expect(new Set(mine.map((r) => r.badgeNumber)).size).toBe(pays.length);
      expect(new Set(badges.map((b) => b.badgeNumber)).size).toBe(pays.length);
      for (const { paymentId } of pays) {
        const sales = await t.services.db
          .select()
          .from(purchases)
          .where(eq(purchases.paymentId, paymentId));
        expect(sales).toHaveLength(1);
      }
    },
  );

  it.runIf(onPostgres)(
    'sells exactly one badge at $2 when 5 purchases race from two processes',
    async () => {
      const me = await signedInUser(t.services.db);
      const starts = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          post(i % 2 ? other : t, '/api/community-badges/purchase', me.cookie),
        ),
      );
      for (const res of starts) expect(res.statusCode, res.body).toBe(201);
      const pays = starts.map((res) => res.json());
      expect(pays.map((p) => p.amountCents).sort()).toEqual([200, 400, 400, 400, 400]);
      // All are paid at once: each badge is booked at what its checkout charged.
      const captures = await Promise.all(
        pays.map(async (pay, i) => {
          await approveSimulated(t.app, pay.approveUrl);
          return post(
            i % 2 ? other : t,
            `/api/community-badges/payments/${pay.paymentId}/capture`,
            me.cookie,
          );
        }),
      );
      for (const res of captures) expect(res.statusCode, res.body).toBe(200);
      const rows = await t.services.db
        .select()
        .from(communityBadges)
        .where(eq(communityBadges.athleteUserId, me.user.id));
      expect(rows.map((r) => r.amountCents).sort()).toEqual([200, 400, 400, 400, 400]);
      for (const pay of pays) {
        const [sale] = await t.services.db
          .select()
          .from(purchases)
          .where(eq(purchases.paymentId, pay.paymentId));
        expect(sale?.amountCents).toBe(pay.amountCents);
      }
    },
  );

  it.runIf(onPostgres)(
    'never reuses a number, even one taken by a rolled-back insert',
    async () => {
      const me = await signedInUser(t.services.db);
      const pay = (await post(t, '/api/community-badges/purchase', me.cookie)).json();
      await approveSimulated(t.app, pay.approveUrl);
      const first = (
        await post(t, `/api/community-badges/payments/${pay.paymentId}/capture`, me.cookie)
      ).json().badge;
      // A transaction that takes a number and rolls back.
      await t.services.db
        .transaction(async (tx) => {
          await tx.insert(communityBadges).values({
            athleteUserId: me.user.id,
            paymentId: pay.paymentId,
            amountCents: 200,
          });
        })
        .catch(() => undefined);
      const pay2 = (await post(t, '/api/community-badges/purchase', me.cookie)).json();
      await approveSimulated(t.app, pay2.approveUrl);
      const second = (
        await post(t, `/api/community-badges/payments/${pay2.paymentId}/capture`, me.cookie)
      ).json().badge;
      const n = (b: { badgeNumber: string }) => Number(b.badgeNumber.slice(4));
      expect(n(second)).toBeGreaterThan(n(first) + 1);
    },
  );
});
