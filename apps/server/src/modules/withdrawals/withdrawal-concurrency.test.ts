import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { withdrawals } from '../../db/schema';
import { walletBalance } from '../../platform/ledger/ledger';
import { signedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { twoProcesses } from '../../test/two-processes';
import { runPayout } from './payout-job';
import { creditWallet, ledgerInvariants, setPayoutEmail } from './withdrawal-test-helpers';

const onPostgres = inject('dbKind') === 'postgres';

describe('withdrawals under concurrency', () => {
  const { first: t, second: other } = twoProcesses();

  const withdraw = (app: TestApp, cookie: string, amountCents: number) =>
    app.app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      headers: { cookie },
      payload: { amountCents },
    });

  it.runIf(onPostgres)(
    'lets exactly floor(balance / amount) of N parallel requests through, never below zero',
    async () => {
      const me = await signedInUser(t.services.db);
      await setPayoutEmail(t.services.db, me.user.id, 'payouts@example.com');
      await creditWallet(t.services.db, me.user.id, 2000);
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) => withdraw(i % 2 ? t : other, me.cookie, 700)),
      );
      const codes = responses.map((r) => r.statusCode).sort();
      expect(codes).toEqual([...Array(2).fill(201), ...Array(10).fill(400)]);
      expect(await walletBalance(t.services.db, me.user.id)).toBe(600);
      const rows = await t.services.db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.athleteUserId, me.user.id));
      expect(rows).toHaveLength(2);
      expect(await ledgerInvariants(t.services.db)).toEqual({ problems: [], pendingMatches: true });
    },
  );

  it.runIf(onPostgres)(
    'keeps every wallet >= 0 and every transaction at zero under random credits, withdrawals and payout failures',
    async () => {
      const athletes = await Promise.all(
        Array.from({ length: 3 }, () => signedInUser(t.services.db)),
      );
      for (const a of athletes) await setPayoutEmail(t.services.db, a.user.id, 'fail@example.com');
      let seed = 42;
      const random = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed % n;
      };
      const ops = Array.from({ length: 1000 }, () => {
        const a = athletes[random(athletes.length)];
        if (!a) throw new Error('no athlete');
        const kind = random(3);
        const cents = 500 + random(1500);
        if (kind === 0) return () => creditWallet(t.services.db, a.user.id, cents);
        // Withdrawals pay to a failing address: their payouts bring the money back.
        if (kind === 1) return () => withdraw(random(2) ? t : other, a.cookie, cents);
        return async () => {
          const pending = await t.services.db
            .select({ id: withdrawals.id })
            .from(withdrawals)
            .where(eq(withdrawals.athleteUserId, a.user.id));
          await Promise.all(pending.map((p) => runPayout(t.services, p.id)));
        };
      });
      await Promise.all(ops.map((op) => op()));
      for (const a of athletes) {
        expect(await walletBalance(t.services.db, a.user.id)).toBeGreaterThanOrEqual(0);
      }
      expect(await ledgerInvariants(t.services.db)).toEqual({ problems: [], pendingMatches: true });
      // Once every payout has failed, every cent withdrawn is back.
      await t.services.jobs.drain();
      const left = await t.services.db
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(eq(withdrawals.status, 'pending'));
      expect(left).toEqual([]);
      expect(await ledgerInvariants(t.services.db)).toEqual({ problems: [], pendingMatches: true });
    },
  );
});
