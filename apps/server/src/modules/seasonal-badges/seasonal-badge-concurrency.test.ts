import { count, eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { athleteProfiles, badgeDrafts, managerRatings, seasonalBadges } from '../../db/schema';
import { approveSimulated, png, seasonalForm, sendForm, setBadgeCounters } from '../../test/badges';
import { createManager, signedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { twoProcesses } from '../../test/two-processes';

const onPostgres = inject('dbKind') === 'postgres';

describe('seasonal badges under concurrency', () => {
  const { first: t, second: other } = twoProcesses();

  const badges = async (userId: string) =>
    (
      await t.services.db
        .select({ n: count() })
        .from(seasonalBadges)
        .where(eq(seasonalBadges.athleteUserId, userId))
    )[0]?.n;

  it.runIf(onPostgres)(
    'gives 10 parallel creations with 4 free left 4 free badges and 6 payments, never a 6th free one',
    async () => {
      const me = await signedInUser(t.services.db);
      await setBadgeCounters(t.services.db, me.user.id, { totalSeasonalBadges: 1 });
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          sendForm(
            (i % 2 ? t : other).app,
            'POST',
            '/api/seasonal-badges',
            me.cookie,
            seasonalForm(),
            {
              qrImage: png(),
            },
          ),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
      const outcomes = responses.map((r) => r.json().outcome);
      expect(outcomes.filter((o) => o === 'created')).toHaveLength(4);
      expect(outcomes.filter((o) => o === 'payment_required')).toHaveLength(6);
      expect(await badges(me.user.id)).toBe(4);
      const [profile] = await t.services.db
        .select({ total: athleteProfiles.totalSeasonalBadges })
        .from(athleteProfiles)
        .where(eq(athleteProfiles.userId, me.user.id));
      expect(profile?.total).toBe(5);
      const drafts = await t.services.db
        .select({ n: count() })
        .from(badgeDrafts)
        .where(eq(badgeDrafts.athleteUserId, me.user.id));
      expect(drafts[0]?.n).toBe(6);

      // One approved payment captured at once by two processes: one badge.
      const paid = responses.map((r) => r.json()).find((b) => b.outcome === 'payment_required');
      await approveSimulated(t.app, paid.approveUrl);
      const url = `/api/seasonal-badges/payments/${paid.paymentId}/capture`;
      const captures = await Promise.all(
        [t, other, t, other].map((app) =>
          app.app.inject({ method: 'POST', url, headers: { cookie: me.cookie } }),
        ),
      );
      const created = captures.filter((c) => c.statusCode === 200).map((c) => c.json().badge.id);
      expect(created.length).toBeGreaterThanOrEqual(1);
      expect(new Set(created).size).toBe(1);
      expect(await badges(me.user.id)).toBe(5);
      const replay = await t.app.inject({ method: 'POST', url, headers: { cookie: me.cookie } });
      expect(replay.json().badge.id).toBe(created[0]);
    },
  );

  it.runIf(onPostgres)('accepts one of two parallel ratings of the same badge', async () => {
    const me = await signedInUser(t.services.db);
    const manager = await createManager(t.services.db);
    const badge = (
      await sendForm(
        t.app,
        'POST',
        '/api/seasonal-badges',
        me.cookie,
        seasonalForm({ managerEmail: manager.email }),
        {
          qrImage: png(),
        },
      )
    ).json().badge;
    const rate = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: `/api/seasonal-badges/${badge.id}/manager-rating`,
        headers: { cookie: me.cookie },
        payload: { rating: 3, satisfaction: 'Satisfied', remarks: 'Good' },
      });
    const answers = await Promise.all([rate(t), rate(other)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.services.db
      .select()
      .from(managerRatings)
      .where(eq(managerRatings.itemId, badge.id));
    expect(rows).toHaveLength(1);
  });
});
