import { messages, payoutHoldEndsAt } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { athleteProfiles, withdrawals } from '../../db/schema';
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

  it.runIf(onPostgres)(
    'never pays the new payout e-mail while a change is in flight: each withdrawal goes to the old one or is held',
    async () => {
      const me = await signedInUser(t.services.db);
      await setPayoutEmail(t.services.db, me.user.id, 'old-race@example.com');
      await creditWallet(t.services.db, me.user.id, 30 * 500);
      const change = t.app.inject({
        method: 'PUT',
        url: '/api/profile/payout-email',
        headers: { cookie: me.cookie },
        payload: { payoutEmail: 'new-race@example.com', currentPassword: me.user.password },
        remoteAddress: '10.40.0.1',
      });
      const requests = Array.from({ length: 30 }, (_, i) =>
        withdraw(i % 2 ? t : other, me.cookie, 500),
      );
      const [changed, ...responses] = await Promise.all([change, ...requests]);
      expect(changed?.statusCode).toBe(200);
      const [profile] = await t.services.db
        .select({ changedAt: athleteProfiles.payoutEmailChangedAt })
        .from(athleteProfiles)
        .where(eq(athleteProfiles.userId, me.user.id));
      const changedAt = profile?.changedAt as Date;
      const held = messages.withdrawals.payoutEmailHeld(changedAt, payoutHoldEndsAt(changedAt));
      for (const res of responses) {
        if (res.statusCode === 201) {
          expect(res.json().withdrawal.payoutEmail).toBe('old-race@example.com');
        } else {
          expect(res.statusCode).toBe(409);
          expect(res.json().error.message).toBe(held);
        }
      }
      const rows = await t.services.db
        .select({ payoutEmail: withdrawals.payoutEmail, createdAt: withdrawals.createdAt })
        .from(withdrawals)
        .where(eq(withdrawals.athleteUserId, me.user.id));
      expect(rows.length).toBe(responses.filter((r) => r.statusCode === 201).length);
      expect(rows.every((r) => r.payoutEmail === 'old-race@example.com')).toBe(true);
      expect(await walletBalance(t.services.db, me.user.id)).toBe((30 - rows.length) * 500);
      // After the change, every new request is held.
      expect((await withdraw(other, me.cookie, 500)).statusCode).toBe(409);
      expect(await ledgerInvariants(t.services.db)).toEqual({ problems: [], pendingMatches: true });
    },
  );
});
