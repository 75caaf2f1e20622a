import type { TEarningsStatement, TGivingStatement } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { walletBalance } from '../../platform/ledger/ledger';
import { checkLedger } from '../../platform/ledger/ledger-check';
import { seedDemo } from '../../seed/seed';
import { sessionCookie } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The demo athlete and the demo fan have statements with content (issue 36, item 7), and the
 * statements agree with the ledger: each year's net is that year's wallet entries, and the
 * years together make the wallet's balance.
 */
describe('demo statements', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    ids = await seedDemo(t.services.db);
  });
  afterAll(() => t.close());

  const getAs = async (userId: string, url: string) => {
    const cookie = await sessionCookie(t.services.db, userId);
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('gives the demo athlete a statement of their sales and withdrawals that matches the wallet', async () => {
    const athleteId = ids.athlete ?? '';
    const current = new Date().getUTCFullYear();
    const first = (await getAs(
      athleteId,
      `/api/statements/earnings/${current}`,
    )) as TEarningsStatement;
    let sales = 0;
    let net = 0;
    for (const year of first.years) {
      const s = (await getAs(athleteId, `/api/statements/earnings/${year}`)) as TEarningsStatement;
      const [row] = await queryRows<{ cents: string }>(
        t.services.db,
        sql`select coalesce(sum(e.amount_cents), 0) as cents from ledger_entries e
            join ledger_accounts a on a.id = e.account_id
            where a.kind = 'athlete_wallet' and a.owner_user_id = ${athleteId}
              and extract(year from e.created_at at time zone 'UTC') = ${year}`,
      );
      expect(s.totals.netCents).toBe(Number(row?.cents ?? 0));
      sales += s.totals.salesCount;
      net += s.totals.netCents;
    }
    expect(sales).toBeGreaterThan(3);
    expect(net).toBe(await walletBalance(t.services.db, athleteId));
    expect(await checkLedger(t.services.db)).toEqual([]);
  });

  it('gives the demo fan a giving statement of their purchases', async () => {
    const fanId = ids.fan ?? '';
    const current = new Date().getUTCFullYear();
    const first = (await getAs(fanId, `/api/statements/giving/${current}`)) as TGivingStatement;
    let payments = 0;
    for (const year of first.years) {
      const s = (await getAs(fanId, `/api/statements/giving/${year}`)) as TGivingStatement;
      payments += s.totals.paymentsCount;
      expect(s.items.reduce((sum, i) => sum + i.amountCents, 0)).toBe(s.totals.netCents);
    }
    expect(payments).toBeGreaterThan(3);
  });
});
