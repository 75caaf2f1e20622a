import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, withdrawals } from '../../db/schema';
import { ensureAccount, postTransaction } from '../../platform/ledger/ledger';
import { bookFanPurchase, createFan, sessionCookie, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('wallet: balance and history from the ledger', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  type Row = { id: string; amountCents: number; paymentType: string; createdAt: string };

  it('derives the balance from the wallet entries and pages the history newest first', async () => {
    const me = await signedInUser(t.services.db);
    expect((await get('/api/wallet', me.cookie)).json()).toEqual({ balanceCents: 0 });
    expect((await get('/api/wallet/history', me.cookie)).json()).toEqual({
      items: [],
      nextCursor: null,
    });

    const at = (minutes: number) => new Date(Date.UTC(2026, 9, 1, 10, minutes));
    const purchaseIds: string[] = [];
    for (let i = 0; i < 6; i++) {
      purchaseIds.push(
        await bookFanPurchase(t.services.db, {
          kind: i % 2 ? 'talking_badge' : 'momento',
          athleteUserId: me.user.id,
          amountCents: 1000,
          at: at(i),
        }),
      );
    }
    // A withdrawal's first phase: its row, and the debit keyed by its id.
    const [withdrawal] = await t.services.db
      .insert(withdrawals)
      .values({ athleteUserId: me.user.id, amountCents: 700, payoutEmail: 'me@example.com' })
      .returning({ id: withdrawals.id });
    const withdrawalId = withdrawal?.id ?? '';
    const wallet = await ensureAccount(t.services.db, 'athlete_wallet', me.user.id);
    const payouts = await ensureAccount(t.services.db, 'payouts');
    await postTransaction(t.services.db, {
      kind: 'withdrawal',
      description: 'Withdrawal requested',
      idempotencyKey: `withdrawal:${withdrawalId}:requested`,
      entries: [
        { accountId: wallet, amountCents: -700 },
        { accountId: payouts, amountCents: 700 },
      ],
      at: at(10),
    });

    const entries = await t.services.db.select().from(ledgerEntries);
    const sum = entries
      .filter((e) => e.accountId === wallet)
      .reduce((total, e) => total + e.amountCents, 0);
    const balance = (await get('/api/wallet', me.cookie)).json().balanceCents;
    expect(balance).toBe(sum);
    // 6 sales at 88 % of $10, less the $7 withdrawal.
    expect(balance).toBe(6 * 880 - 700);

    const first = (await get('/api/wallet/history', me.cookie)).json();
    expect(first.items).toHaveLength(5);
    expect(first.items[0]).toEqual({
      id: expect.any(String),
      paymentType: 'debit',
      amountCents: 700,
      createdAt: at(10).toISOString(),
      kind: 'withdrawal',
      serviceType: 'Withdrawal',
      description: 'Withdrawal requested',
      resourceId: withdrawalId,
      withdrawalStatus: 'pending',
    });
    expect(first.items[1]).toMatchObject({
      paymentType: 'credit',
      amountCents: 880,
      createdAt: at(5).toISOString(),
      kind: 'talking_badge',
      serviceType: 'Talking badge',
      resourceId: purchaseIds[5],
      withdrawalStatus: null,
    });
    expect(first.items[2]).toMatchObject({ serviceType: 'Memento', resourceId: purchaseIds[4] });
    const second = (await get(`/api/wallet/history?cursor=${first.nextCursor}`, me.cookie)).json();
    expect(second.items.map((r: Row) => r.createdAt)).toEqual(
      [at(1), at(0)].map((d) => d.toISOString()),
    );
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items] as Row[];
    expect(new Set(all.map((r) => r.id)).size).toBe(7);
    const signed = all.reduce(
      (total, r) => total + (r.paymentType === 'credit' ? r.amountCents : -r.amountCents),
      0,
    );
    expect(signed).toBe(balance);
  });

  it("never shows another athlete's wallet, not even through their cursor", async () => {
    const owner = await signedInUser(t.services.db);
    const other = await signedInUser(t.services.db);
    const fan = await createFan(t.services.db);
    for (let i = 0; i < 6; i++)
      await bookFanPurchase(t.services.db, {
        kind: 'sport_badge',
        athleteUserId: owner.user.id,
        buyerUserId: fan.id,
        amountCents: 500,
      });
    const ownerPage = (await get('/api/wallet/history', owner.cookie)).json();
    expect(ownerPage.items).toHaveLength(5);
    expect((await get('/api/wallet', other.cookie)).json()).toEqual({ balanceCents: 0 });
    expect((await get('/api/wallet/history', other.cookie)).json()).toEqual({
      items: [],
      nextCursor: null,
    });
    const foreign = await get(`/api/wallet/history?cursor=${ownerPage.nextCursor}`, other.cookie);
    expect(foreign.json()).toEqual({ items: [], nextCursor: null });
  });

  it('refuses fans, visitors and unreadable cursors', async () => {
    const fan = await createFan(t.services.db);
    const fanCookie = await sessionCookie(t.services.db, fan.id);
    for (const url of ['/api/wallet', '/api/wallet/history']) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, fanCookie)).statusCode).toBe(403);
    }
    const me = await signedInUser(t.services.db);
    expect((await get('/api/wallet/history?cursor=nonsense', me.cookie)).statusCode).toBe(400);
  });
});
