import { messages } from '@fhp/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { athleteProfiles, emailOutbox, fanProfiles, payments } from '../../db/schema';
import { createUser } from '../../test/factories';
import { highSchoolSignUp, postSignUp } from '../../test/sign-up';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

/**
 * Issue 32, point 1: what follows a captured registration fee (the fans' e-mail about the new
 * athlete, the guardian's consent e-mail) is queued in the capture's transaction, so a process
 * that dies right after that commit loses neither: the next process runs the jobs.
 */
describe('registration fee: the work after the capture survives a crash after the commit', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it("still sends the fans' and the guardian's e-mails from a fresh process", async () => {
    const first: TestApp = await createTestApp({ database });
    const fan = await createUser(first.services.db, {
      role: 'fan',
      email: 'alachua-fan@example.com',
    });
    await first.services.db
      .insert(fanProfiles)
      .values({ userId: fan.id, stateCode: 'FL', county: 'Alachua County' });
    const post = (url: string, payload: object) =>
      first.app.inject({ method: 'POST', url, payload });
    const data = highSchoolSignUp({ guardianEmail: 'crash-guardian@example.com' });
    const token = (await postSignUp(first, data)).json().feeToken as string;
    const { paymentId, approveUrl } = (await post('/api/registration/fee', { token })).json();
    await post(`/api/payments/simulated/${approveUrl.split('/').pop()}/approve`, {});

    // The process dies the moment the capture's transaction has committed: nothing after the
    // commit runs in it (no request answer, no after-commit work, no jobs drained).
    const db = first.services.db;
    const transaction = db.transaction.bind(db);
    let died = false;
    vi.spyOn(db, 'transaction').mockImplementation((async (
      ...args: Parameters<typeof db.transaction>
    ) => {
      const result = await transaction(...args);
      const [row] = await db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, paymentId));
      if (!died && row?.status === 'captured') {
        died = true;
        throw new Error('the process died after the commit');
      }
      return result;
    }) as typeof db.transaction);
    const capture = await post('/api/registration/fee/capture', { token, paymentId });
    expect(died).toBe(true);
    expect(capture.statusCode).toBe(500);
    vi.restoreAllMocks();
    await first.close();

    // The next process finds the account active and runs what the capture queued.
    const next = await createTestApp({ database });
    try {
      const [profile] = await next.services.db
        .select({ status: athleteProfiles.registrationStatus })
        .from(athleteProfiles)
        .innerJoin(payments, eq(payments.userId, athleteProfiles.userId))
        .where(eq(payments.id, paymentId));
      expect(profile?.status).toBe('active');
      await next.services.jobs.drain();
      // Both went through their send job (without SMTP, as in tests, a send is `recorded`).
      const mails = await next.services.db
        .select({
          to: emailOutbox.toAddress,
          subject: emailOutbox.subject,
          status: emailOutbox.status,
        })
        .from(emailOutbox)
        .where(
          inArray(emailOutbox.toAddress, ['alachua-fan@example.com', 'crash-guardian@example.com']),
        );
      expect(mails.sort((a, b) => a.to.localeCompare(b.to))).toEqual([
        {
          to: 'alachua-fan@example.com',
          subject: messages.registration.fanEmailSubject,
          status: 'recorded',
        },
        {
          to: 'crash-guardian@example.com',
          subject: messages.consent.emailSubject,
          status: 'recorded',
        },
      ]);
    } finally {
      await next.close();
    }
  });
});
