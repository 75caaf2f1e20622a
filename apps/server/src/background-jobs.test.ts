import { randomUUID } from 'node:crypto';
import { SENT_EMAIL_RETENTION_DAYS, UNPAID_SIGN_UP_RETENTION_DAYS } from '@fhp/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  athleteProfiles,
  emailOutbox,
  passwordResetTokens,
  payments,
  pizzaMoneyRequests,
  sessions,
  users,
} from './db/schema';
import { resetTokensCleanup } from './modules/auth/reset-tokens-cleanup';
import { unpaidSignUpsCleanup } from './modules/registration/unpaid-sign-ups-cleanup';
import { expiredSessionsCleanup } from './platform/auth/sessions-cleanup';
import { outboxCleanupJob } from './platform/email/outbox-cleanup';
import type { JobDefinition } from './platform/jobs/job-queue';
import { JOB_SETTINGS } from './platform/jobs/job-settings';
import { createUser } from './test/factories';
import { createTestApp, type TestApp } from './test/test-app';

const DAY = 24 * 3600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe('scheduled clean-ups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Runs one clean-up the way its schedule does: a job on its queue, run by the queue. */
  const run = async (job: JobDefinition) => {
    await t.services.jobs.send(job, {});
    expect(await t.services.jobs.drain()).toBe(1);
  };

  it('deletes sessions past their lifetime or idle too long, and keeps live ones', async () => {
    const { id: userId } = await createUser(t.services.db);
    const session = (id: string, expiresAt: Date, lastSeenAt: Date) => ({
      id: `${id}-${randomUUID()}`,
      userId,
      expiresAt,
      lastSeenAt,
    });
    const idle = t.config.sessionIdleMs;
    const rows = [
      session('live', new Date(Date.now() + DAY), new Date()),
      session('expired', ago(1000), new Date()),
      session('idle', new Date(Date.now() + DAY), ago(idle + 60_000)),
    ];
    await t.services.db.insert(sessions).values(rows);
    await run(expiredSessionsCleanup);
    const left = await t.services.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    expect(left.map((r) => r.id)).toEqual([rows[0]?.id]);
  });

  it('deletes spent and expired reset links, and keeps usable ones', async () => {
    const { id: userId } = await createUser(t.services.db);
    await t.services.db.insert(passwordResetTokens).values([
      { id: `usable-${userId}`, userId, expiresAt: new Date(Date.now() + 3600_000) },
      {
        id: `spent-${userId}`,
        userId,
        expiresAt: new Date(Date.now() + 3600_000),
        usedAt: new Date(),
      },
      { id: `expired-${userId}`, userId, expiresAt: ago(1000) },
    ]);
    await run(resetTokensCleanup);
    const left = await t.services.db
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, userId));
    expect(left.map((r) => r.id)).toEqual([`usable-${userId}`]);
  });

  it('deletes old delivered outbox rows and keeps recent, pending and failed ones', async () => {
    const old = ago((SENT_EMAIL_RETENTION_DAYS + 1) * DAY);
    const recent = ago((SENT_EMAIL_RETENTION_DAYS - 1) * DAY);
    const mail = (
      to: string,
      status: 'sent' | 'recorded' | 'pending' | 'failed',
      createdAt: Date,
    ) => ({
      toAddress: `${to}@cleanup.example`,
      subject: 's',
      textBody: 't',
      template: 'test',
      status,
      createdAt,
    });
    await t.services.db
      .insert(emailOutbox)
      .values([
        mail('old-sent', 'sent', old),
        mail('old-recorded', 'recorded', old),
        mail('old-pending', 'pending', old),
        mail('old-failed', 'failed', old),
        mail('recent-sent', 'sent', recent),
      ]);
    await run(outboxCleanupJob);
    const left = await t.services.db
      .select({ to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.toAddress,
          ['old-sent', 'old-recorded', 'old-pending', 'old-failed', 'recent-sent'].map(
            (n) => `${n}@cleanup.example`,
          ),
        ),
      );
    expect(left.map((r) => r.to.split('@')[0]).sort()).toEqual([
      'old-failed',
      'old-pending',
      'recent-sent',
    ]);
  });

  it('deletes unpaid sign-ups after the retention, never one whose fee may still be taken', async () => {
    const oldEnough = ago((UNPAID_SIGN_UP_RETENTION_DAYS + 1) * DAY);
    const athlete = async (
      name: string,
      options: { createdAt?: Date; status?: 'pending_fee' | 'active' } = {},
    ) => {
      const user = await createUser(t.services.db, { email: `${name}@unpaid.example` });
      await t.services.db
        .update(users)
        .set({ createdAt: options.createdAt ?? oldEnough })
        .where(eq(users.id, user.id));
      await t.services.db
        .update(athleteProfiles)
        .set({ registrationStatus: options.status ?? 'pending_fee' })
        .where(eq(athleteProfiles.userId, user.id));
      return user.id;
    };
    const feePayment = async (
      userId: string,
      status: (typeof payments.$inferInsert)['status'],
      updatedAt = new Date(),
    ) =>
      t.services.db.insert(payments).values({
        provider: 'local',
        providerOrderId: randomUUID(),
        purpose: 'registration-fee',
        userId,
        amountCents: 400,
        status,
        updatedAt,
      });

    await athlete('abandoned');
    await feePayment(await athlete('failed-checkout'), 'failed');
    await feePayment(await athlete('stale-checkout'), 'created', ago(4 * DAY));
    await feePayment(await athlete('open-checkout'), 'created', ago(DAY));
    await feePayment(await athlete('capturing'), 'capturing');
    await feePayment(await athlete('pending-at-provider'), 'pending');
    await athlete('recent', { createdAt: ago((UNPAID_SIGN_UP_RETENTION_DAYS - 1) * DAY) });
    await athlete('paid', { status: 'active' });
    // An unpaid account that somehow holds a record of a sale is left (the record's key would
    // refuse the delete, and stop the whole batch with it).
    const withRecord = await athlete('with-record');
    await t.services.db.insert(pizzaMoneyRequests).values({
      athleteUserId: withRecord,
      endsAt: new Date(Date.now() + DAY),
    });
    const fan = await createUser(t.services.db, { role: 'fan', email: 'fan@unpaid.example' });
    await t.services.db.update(users).set({ createdAt: oldEnough }).where(eq(users.id, fan.id));

    await run(unpaidSignUpsCleanup);
    const left = await t.services.db
      .select({ email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          [
            'abandoned',
            'failed-checkout',
            'stale-checkout',
            'open-checkout',
            'capturing',
            'pending-at-provider',
            'recent',
            'paid',
            'with-record',
            'fan',
          ].map((n) => `${n}@unpaid.example`),
        ),
      );
    expect(left.map((r) => r.email.split('@')[0]).sort()).toEqual([
      'capturing',
      'fan',
      'open-checkout',
      'paid',
      'pending-at-provider',
      'recent',
      'with-record',
    ]);
  });
});

describe('schedules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ jobWorkers: true });
  });
  afterAll(() => t.close());

  it('a server schedules every clean-up and the reconciliation with its cron', async () => {
    const schedules = await t.services.jobs.boss.getSchedules();
    const expected = Object.entries(JOB_SETTINGS)
      .filter(([, s]) => 'schedule' in s)
      .map(([name, s]) => ({ name, cron: (s as { schedule: string }).schedule }));
    expect(
      schedules
        .map((s) => ({ name: s.name, cron: s.cron }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual(expected.sort((a, b) => a.name.localeCompare(b.name)));
  });
});
