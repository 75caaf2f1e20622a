import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { messages, type TEarningsStatement, type TGivingStatement } from '@fhp/domain';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerEntries, payments } from '../../db/schema';
import { ensureAccount, postTransaction } from '../../platform/ledger/ledger';
import { createFan, createManager, sessionCookie, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookSale } from '../purchases/book-sale';
import { reverseSaleIn } from '../purchases/refund-sale';
import { recordWithdrawal } from '../withdrawals/record-withdrawal';
import { settleWithdrawalIn } from '../withdrawals/settle-withdrawal';

/**
 * Issue 36, item 6: a year of an athlete's money (several kinds, a manager's share, a refund,
 * a paid withdrawal, a refund in the next year of a sale of this one), read back as the
 * statements and checked against the ledger itself.
 */
describe('statements', () => {
  let t: TestApp;
  let athlete: { id: string; cookie: string };
  let fanA: { id: string; cookie: string };
  let fanB: { id: string; cookie: string };
  let momentoId = '';
  const d = (month: number, day: number, year = 2025) =>
    new Date(Date.UTC(year, month - 1, day, 12));
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    const me = await signedInUser(db, { firstName: 'Jordan', lastName: 'Statement' });
    athlete = { id: me.user.id, cookie: me.cookie };
    const a = await createFan(db, { firstName: 'Alex', lastName: 'Bigspender' });
    const b = await createFan(db, { firstName: 'Blake', lastName: 'Smith, Jr.' });
    fanA = { id: a.id, cookie: await sessionCookie(db, a.id) };
    fanB = { id: b.id, cookie: await sessionCookie(db, b.id) };
    const manager = await createManager(db);
    let n = 0;
    const sell = (
      kind: Parameters<typeof bookSale>[1]['kind'],
      buyer: string,
      cents: number,
      at: Date,
      managerUserId?: string,
    ) =>
      db.transaction(async (tx) =>
        bookSale(tx, {
          kind,
          amountCents: cents,
          idempotencyKey: `statement-test:${n++}`,
          description: `Test ${kind}`,
          athleteUserId: athlete.id,
          buyerUserId: buyer,
          managerUserId,
          at,
        }),
      );
    await sell('sport_badge', fanA.id, 40_000, d(3, 1));
    momentoId = (await sell('momento', fanA.id, 25_000, d(4, 1))).purchaseId;
    await sell('talking_badge', fanB.id, 1_000, d(5, 1), manager.id);
    const refunded = await sell('endorsement', fanB.id, 2_000, d(6, 1));
    await db.transaction((tx) =>
      reverseSaleIn(
        tx,
        { purchaseId: refunded.purchaseId },
        { reason: 'test', refuseBelowZero: false, at: d(6, 2) },
      ),
    );
    const withdrawal = await recordWithdrawal(db, {
      athleteId: athlete.id,
      amountCents: 10_000,
      payoutEmail: 'jordan@example.com',
      provider: 'local',
      at: d(7, 1),
    });
    await settleWithdrawalIn(db, withdrawal.id, { status: 'paid', itemId: 'item-1' });
    // Next year: a sale, and the refund of last year's memento.
    await sell('sport_badge', fanA.id, 800, d(1, 10, 2026));
    await db.transaction((tx) =>
      reverseSaleIn(
        tx,
        { purchaseId: momentoId },
        { reason: 'test', refuseBelowZero: false, at: d(1, 15, 2026) },
      ),
    );
  });
  afterAll(() => t.close());

  async function walletSum(from: Date, to: Date) {
    const [row] = await t.services.db
      .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(
        and(
          eq(ledgerAccounts.kind, 'athlete_wallet'),
          eq(ledgerAccounts.ownerUserId, athlete.id),
          gte(ledgerEntries.createdAt, from),
          lt(ledgerEntries.createdAt, to),
        ),
      );
    return Number(row?.cents ?? 0);
  }

  it("totals the athlete's year from the ledger: kinds, fees, the manager's share, refunds, withdrawals", async () => {
    const res = await get('/api/statements/earnings/2025', athlete.cookie);
    expect(res.statusCode).toBe(200);
    const s = res.json() as TEarningsStatement;
    expect(s.name).toBe('Jordan Statement');
    expect(s.years).toEqual(
      [new Date().getUTCFullYear(), 2025].filter((y, i, all) => all.indexOf(y) === i),
    );
    expect(s.totals).toMatchObject({
      salesCount: 4,
      refundsCount: 1,
      grossCents: 66_000,
      platformFeeCents: 4_800 + 3_000 + 120,
      managerCents: 88,
      schoolCents: 0,
      earningsCents: 35_200 + 22_000 + 792,
      withdrawalsCount: 1,
      withdrawnCents: 10_000,
      returnedCents: 0,
      otherCents: 0,
      openingBalanceCents: 0,
    });
    // The statement's net is the wallet's change over the year, entry by entry.
    expect(s.totals.netCents).toBe(await walletSum(d(1, 1, 2025), d(1, 1, 2026)));
    expect(s.totals.netCents).toBe(57_992 - 10_000);
    expect(s.totals.closingBalanceCents).toBe(s.totals.netCents);
    // Fee, shares and earnings add up to what the payers paid.
    expect(
      s.totals.platformFeeCents +
        s.totals.managerCents +
        s.totals.schoolCents +
        s.totals.earningsCents,
    ).toBe(s.totals.grossCents);
    const endorsement = s.products.find((p) => p.kind === 'endorsement');
    expect(endorsement).toMatchObject({
      salesCount: 1,
      refundsCount: 1,
      grossCents: 0,
      earningsCents: 0,
    });
    expect(s.products.find((p) => p.kind === 'talking_badge')).toMatchObject({
      label: 'Talking badge',
      managerCents: 88,
      earningsCents: 792,
    });
  });

  it('flags a payer whose year reaches $600, and only that one', async () => {
    const s = (
      await get('/api/statements/earnings/2025', athlete.cookie)
    ).json() as TEarningsStatement;
    expect(s.thresholdCents).toBe(60_000);
    expect(s.payers.map((p) => [p.name, p.grossCents, p.reachesThreshold])).toEqual([
      ['Alex Bigspender', 65_000, true],
      ['Blake Smith, Jr.', 1_000, false],
    ]);
  });

  it('deducts a refund in the year it was made, and carries the balance over', async () => {
    const s = (
      await get('/api/statements/earnings/2026', athlete.cookie)
    ).json() as TEarningsStatement;
    expect(s.totals).toMatchObject({
      salesCount: 1,
      refundsCount: 1,
      grossCents: 800 - 25_000,
      earningsCents: 704 - 22_000,
      openingBalanceCents: 47_992,
    });
    expect(s.totals.netCents).toBe(await walletSum(d(1, 1, 2026), d(1, 1, 2027)));
    expect(s.payers[0]).toMatchObject({ name: 'Alex Bigspender', reachesThreshold: false });
  });

  it('writes the earnings CSV and the disclosure of each deal, quoted', async () => {
    const csv = await get('/api/statements/earnings/2025/csv', athlete.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="earnings-statement-2025.csv"',
    );
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Section,Item,Sales,Refunds,Paid by payers,Platform fees,Manager share,School share,Your earnings,Note',
    );
    expect(lines).toContain('Total,2025,4,1,660.00,79.20,0.88,0.00,579.92,');
    expect(lines).toContain(
      'Payer,Alex Bigspender,2,0,650.00,78.00,0.00,0.00,572.00,Reached $600.00',
    );
    expect(lines).toContain('Payer,"Blake Smith, Jr.",2,1,10.00,1.20,0.88,0.00,7.92,');
    expect(lines).toContain('Wallet,Withdrawals,,,,,,,-100.00,');
    expect(lines).toContain('Wallet,Net change of your wallet,,,,,,,479.92,');

    const deals = await get('/api/statements/disclosure/2025/csv', athlete.cookie);
    expect(deals.statusCode).toBe(200);
    const rows = deals.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe('Date,Type,Product,Payer,Amount paid,Athlete share,Reference');
    expect(rows.slice(1).map((r) => r.split(',').slice(0, 2).join(','))).toEqual([
      '2025-03-01,Sale',
      '2025-04-01,Sale',
      '2025-05-01,Sale',
      '2025-06-01,Sale',
      '2025-06-02,Refund',
    ]);
    expect(rows[5]).toContain('Endorsement badge,"Blake Smith, Jr.",-20.00,-17.60,');
  });

  it('renders the earnings PDF with the totals and the 1099 note', async () => {
    const res = await get('/api/statements/earnings/2025/pdf', athlete.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfToText(res.rawPayload);
    expect(text).toContain('Earnings statement 2025');
    expect(text).toContain('Jordan Statement');
    expect(text).toContain('$660.00');
    expect(text).toContain('$579.92');
    expect(text).toContain('$479.92');
    expect(text).toContain('Reached $600.00');
    expect(text).toContain('Alex Bigspender');
  });

  it('gives the fan their year: payments, refunds deducted, by athlete; CSV and PDF', async () => {
    const y2025 = (
      await get('/api/statements/giving/2025', fanA.cookie)
    ).json() as TGivingStatement;
    expect(y2025.totals).toEqual({
      paymentsCount: 2,
      refundsCount: 0,
      paidCents: 65_000,
      refundedCents: 0,
      netCents: 65_000,
    });
    expect(y2025.athletes).toEqual([
      { key: athlete.id, name: 'Jordan Statement', paymentsCount: 2, paidCents: 65_000 },
    ]);
    const y2026 = (
      await get('/api/statements/giving/2026', fanA.cookie)
    ).json() as TGivingStatement;
    expect(y2026.totals).toMatchObject({
      paidCents: 800,
      refundedCents: 25_000,
      netCents: -24_200,
    });
    expect(y2026.items.map((i) => [i.label, i.amountCents, i.refund])).toEqual([
      ['Sport badge license', 800, false],
      ['Memento', -25_000, true],
    ]);

    const csv = await get('/api/statements/giving/2026/csv', fanA.cookie);
    expect(csv.body.trimEnd().split('\r\n')).toEqual([
      'Date,Type,Athlete,Product,Amount',
      '2026-01-10,Payment,Jordan Statement,Sport badge license,8.00',
      '2026-01-15,Refund,Jordan Statement,Memento,-250.00',
      'Total given,,,,-242.00',
    ]);
    const pdf = await get('/api/statements/giving/2025/pdf', fanA.cookie);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfToText(pdf.rawPayload);
    expect(text).toContain('Giving statement 2025');
    expect(text).toContain('$650.00');
    expect(text).toContain('Jordan Statement');
  });

  it("counts a later posting of the sale's payment (a partial return to the fan) from the ledger", async () => {
    const db = t.services.db;
    const me = await signedInUser(db, { firstName: 'Casey', lastName: 'Chat' });
    const fan = await createFan(db, { firstName: 'Dana', lastName: 'Rated' });
    const at = d(9, 1);
    const [payment] = await db
      .insert(payments)
      .values({
        provider: 'local',
        providerOrderId: `statement-chat-${me.user.id}`,
        purpose: 'test-chat',
        userId: fan.id,
        amountCents: 5_000,
        status: 'captured',
        capturedAt: at,
      })
      .returning();
    const paymentId = payment?.id ?? '';
    await db.transaction((tx) =>
      bookSale(tx, {
        kind: 'single_chat',
        amountCents: 5_000,
        idempotencyKey: `payment:${paymentId}`,
        description: 'Chat',
        athleteUserId: me.user.id,
        buyerUserId: fan.id,
        paymentId,
        at,
      }),
    );
    // A settlement under the same payment gives $17.50 of the athlete's share back to the fan
    // (what a rated chat does), without touching the purchase row.
    await postTransaction(db, {
      kind: 'chat_settlement',
      description: 'Chat rated rude or short',
      paymentId,
      idempotencyKey: `settlement:${paymentId}`,
      at: d(9, 2),
      entries: [
        { accountId: await ensureAccount(db, 'athlete_wallet', me.user.id), amountCents: -1_750 },
        { accountId: await ensureAccount(db, 'provider_clearing'), amountCents: 1_750 },
      ],
    });
    const earnings = (
      await get('/api/statements/earnings/2025', me.cookie)
    ).json() as TEarningsStatement;
    expect(earnings.totals).toMatchObject({
      salesCount: 1,
      refundsCount: 0,
      grossCents: 3_250,
      earningsCents: 4_400 - 1_750,
      platformFeeCents: 600,
      otherCents: 0,
      netCents: 2_650,
    });
    expect(earnings.payers).toMatchObject([{ name: 'Dana Rated', grossCents: 3_250 }]);
    const deals = await get('/api/statements/disclosure/2025/csv', me.cookie);
    expect(
      deals.body
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((r) => r.split(',').slice(0, 6).join(',')),
    ).toEqual([
      '2025-09-01,Sale,One-on-one chat,Dana Rated,50.00,44.00',
      '2025-09-02,Adjustment,One-on-one chat,Dana Rated,-17.50,-17.50',
    ]);
    const fanCookie = await sessionCookie(db, fan.id);
    const giving = (await get('/api/statements/giving/2025', fanCookie)).json() as TGivingStatement;
    expect(giving.totals).toMatchObject({
      paidCents: 5_000,
      refundedCents: 1_750,
      netCents: 3_250,
    });
  });

  it('serves each statement to its own role only', async () => {
    for (const url of [
      '/api/statements/earnings/2025',
      '/api/statements/earnings/2025/csv',
      '/api/statements/earnings/2025/pdf',
      '/api/statements/disclosure/2025/csv',
    ]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, fanA.cookie)).statusCode).toBe(403);
    }
    for (const url of [
      '/api/statements/giving/2025',
      '/api/statements/giving/2025/csv',
      '/api/statements/giving/2025/pdf',
    ]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, athlete.cookie)).statusCode).toBe(403);
    }
    // Another fan's year shows only their own payments.
    const b = (await get('/api/statements/giving/2025', fanB.cookie)).json() as TGivingStatement;
    expect(b.totals).toMatchObject({ paidCents: 3_000, refundedCents: 2_000, netCents: 1_000 });
  });

  it('refuses a year outside the account with the catalogue message', async () => {
    const next = new Date().getUTCFullYear() + 1;
    for (const year of ['abc', '1999', '2024', String(next), '99999', '2025.5']) {
      for (const [url, cookie] of [
        [`/api/statements/earnings/${year}`, athlete.cookie],
        [`/api/statements/earnings/${year}/pdf`, athlete.cookie],
        [`/api/statements/giving/${year}/csv`, fanA.cookie],
      ] as const) {
        const res = await get(url, cookie);
        expect(res.statusCode, `${url}`).toBe(400);
        expect(res.json().error.message).toBe(messages.statements.badYear);
      }
    }
  });
});

/** The text poppler reads from the PDF (poppler-utils is installed where the tests run). */
function pdfToText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'statement-'));
  const file = path.join(dir, 'statement.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
