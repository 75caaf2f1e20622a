import { randomUUID } from 'node:crypto';
import { SCHOOL_NOTIFICATION_TYPES, type TAppEvent } from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  athleteProfiles,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  notifications,
} from '../../db/schema';
import {
  createFan,
  createManager,
  createSchoolAdmin,
  createUser,
  schoolIdOf,
} from '../../test/factories';
import { createSchoolContract } from '../../test/school-contract-factory';
import { createTestApp, type TestApp } from '../../test/test-app';
import { announceSale, bookSale } from '../purchases/book-sale';

/**
 * Issue 35 item 7: the booking function knows the school's share of a memento (spec part 2's
 * agreement: athlete 88 %; 78 % with a school IP contract or a manager; 68 % with both; the
 * manager and the school 10 % each) and credits it to the `school_royalties` account of the
 * contract's school. Every combination, every posting, each transaction summing to zero.
 */
describe('the school share of a sale under its IP contract', () => {
  let t: TestApp;
  let schoolId: number;
  let schoolAdminId: string;
  let managerId: string;
  let fanId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    schoolAdminId = (await createSchoolAdmin(db)).id;
    schoolId = await schoolIdOf(db, 'FL', 'Miami', 'Miami Dade College');
    await createSchoolContract(db, { schoolId, status: 'approved', schoolAdminId });
    managerId = (await createManager(db)).id;
    fanId = (await createFan(db)).id;
  });
  afterAll(() => t.close());

  /** An athlete at the contract's school, who accepted its IP contract or not. */
  async function athlete(acceptedIp: boolean) {
    const user = await createUser(t.services.db);
    await t.services.db
      .update(athleteProfiles)
      .set({
        schoolId,
        schoolAdminId: acceptedIp ? schoolAdminId : null,
        schoolIpAcceptedAt: acceptedIp ? new Date() : null,
      })
      .where(eq(athleteProfiles.userId, user.id));
    return user.id;
  }

  const postings = (key: string) =>
    t.services.db
      .select({
        kind: ledgerAccounts.kind,
        user: ledgerAccounts.ownerUserId,
        school: ledgerAccounts.ownerSchoolId,
        cents: ledgerEntries.amountCents,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerTransactions.idempotencyKey, key));

  // $20.00 memento: 88 % = 1760, 78 % = 1560, 68 % = 1360; 10 % = 200 each.
  const TABLE = [
    { ip: false, manager: false, athlete: 1760, managerCents: 0, school: 0, platform: 240 },
    { ip: true, manager: false, athlete: 1560, managerCents: 0, school: 200, platform: 240 },
    { ip: false, manager: true, athlete: 1560, managerCents: 200, school: 0, platform: 240 },
    { ip: true, manager: true, athlete: 1360, managerCents: 200, school: 200, platform: 240 },
  ] as const;

  it.each(TABLE)(
    'memento of $20, school IP $ip, manager $manager: athlete $athlete, school $school',
    async (row) => {
      const athleteId = await athlete(row.ip);
      const key = `test:${randomUUID()}`;
      const booked = await t.services.db.transaction((tx) =>
        bookSale(tx, {
          kind: 'momento',
          amountCents: 2000,
          idempotencyKey: key,
          description: 'Memento',
          athleteUserId: athleteId,
          buyerUserId: fanId,
          managerUserId: row.manager ? managerId : null,
        }),
      );
      expect(booked.split).toEqual({
        athlete: row.athlete,
        manager: row.managerCents,
        school: row.school,
        platform: row.platform,
      });
      const entries = await postings(key);
      expect(entries.reduce((sum, e) => sum + e.cents, 0)).toBe(0);
      const expected = [
        { kind: 'provider_clearing', user: null, school: null, cents: -2000 },
        { kind: 'athlete_wallet', user: athleteId, school: null, cents: row.athlete },
        { kind: 'platform_revenue', user: null, school: null, cents: row.platform },
        ...(row.manager
          ? [{ kind: 'manager_wallet', user: managerId, school: null, cents: row.managerCents }]
          : []),
        // The school's share is the school's (its account names the school, not a person).
        ...(row.ip
          ? [{ kind: 'school_royalties', user: null, school: schoolId, cents: row.school }]
          : []),
      ];
      expect(entries).toHaveLength(expected.length);
      expect(entries).toEqual(expect.arrayContaining(expected));
    },
  );

  it('pays no school share on other kinds, nor when the contract is not approved', async () => {
    const accepted = await athlete(true);
    const badge = await t.services.db.transaction((tx) =>
      bookSale(tx, {
        kind: 'sport_badge',
        amountCents: 2000,
        idempotencyKey: `test:${randomUUID()}`,
        description: 'Badge',
        athleteUserId: accepted,
      }),
    );
    expect(badge.split.school).toBe(0);

    // A school whose contract is only signed: the athlete's Yes (somehow kept) pays it nothing.
    const other = await schoolIdOf(db(), 'FL', 'Miami', 'Florida International University');
    const otherAdmin = await createSchoolAdmin(db());
    await createSchoolContract(db(), {
      schoolId: other,
      status: 'signed',
      schoolAdminId: otherAdmin.id,
    });
    const signedOnly = (await createUser(db())).id;
    await db()
      .update(athleteProfiles)
      .set({ schoolId: other, schoolAdminId: otherAdmin.id })
      .where(eq(athleteProfiles.userId, signedOnly));
    const memento = await t.services.db.transaction((tx) =>
      bookSale(tx, {
        kind: 'momento',
        amountCents: 2000,
        idempotencyKey: `test:${randomUUID()}`,
        description: 'Memento',
        athleteUserId: signedOnly,
      }),
    );
    expect(memento.split).toMatchObject({ athlete: 1760, school: 0 });
  });
  const db = () => t.services.db;

  it("notifies the school's administrators of a sale under its IP, live after the commit", async () => {
    const athleteId = await athlete(true);
    const key = `test:${randomUUID()}`;
    const received: TAppEvent[] = [];
    const stop = t.services.events.subscribe(schoolAdminId, (event) => received.push(event));
    try {
      const booked = await t.services.db.transaction((tx) =>
        bookSale(tx, {
          kind: 'momento',
          amountCents: 1000,
          idempotencyKey: key,
          description: 'Memento',
          athleteUserId: athleteId,
        }),
      );
      const [note] = await db()
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, schoolAdminId),
            eq(notifications.type, SCHOOL_NOTIFICATION_TYPES.ipSale),
            sql`${notifications.data}->>'purchaseId' = ${booked.purchaseId}`,
          ),
        );
      expect(note).toMatchObject({ schoolId });
      expect(note?.message).toContain('$1.00');
      await announceSale(t.services, key);
      await expect
        .poll(() => received.filter((e) => e.type === 'notification.created').length)
        .toBe(1);
    } finally {
      stop();
    }
  });
});
