import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { startFakeSmtpServer } from '../../test/fake-smtp-server';
import { makeRetriesDue } from '../../test/jobs';
import { createTestApp, type TestApp } from '../../test/test-app';

const message = {
  to: 'fan@example.com',
  subject: 'Reset your password',
  text: 'Open http://localhost:3000/reset?token=abc to choose a new password.',
  template: 'password-reset',
};

describe('mailer without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('only records the mail in the outbox and queues nothing', async () => {
    const result = await t.services.mailer.send(message);
    expect(result.status).toBe('recorded');
    const [row] = await t.services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, result.id));
    expect(row).toMatchObject({
      status: 'recorded',
      toAddress: 'fan@example.com',
      subject: 'Reset your password',
      textBody: message.text,
      template: 'password-reset',
      attempts: 0,
    });
    expect(await t.services.jobs.drain()).toBe(0);
  });
});

describe('mailer over SMTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
  const rowOf = async (id: string) =>
    (await t.services.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'FHP <no-reply@fhp.local>' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('queues the mail and a send job delivers it and marks the row sent', async () => {
    const before = smtp.received.length;
    const result = await t.services.mailer.send(message);
    expect(result.status).toBe('pending');
    expect(smtp.received).toHaveLength(before);

    expect(await t.services.jobs.drain()).toBe(1);
    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received.at(-1);
    expect(mail?.from).toBe('no-reply@fhp.local');
    expect(mail?.to).toEqual(['fan@example.com']);
    expect(mail?.raw).toContain('Subject: Reset your password');
    expect(mail?.raw).toContain('reset?token=abc');
    const row = await rowOf(result.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    // A job that runs again (a crash after sending) does not mail twice.
    await t.services.mailer.deliver(result.id, { final: false });
    expect(smtp.received).toHaveLength(before + 1);
  });

  it('writes nothing when the transaction that sends the mail rolls back', async () => {
    const marker = 'rolled-back@example.com';
    await expect(
      t.services.db.transaction(async (tx) => {
        await t.services.mailer.send({ ...message, to: marker }, { db: tx });
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    expect(
      await t.services.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, marker)),
    ).toEqual([]);
    expect(await t.services.jobs.drain()).toBe(0);
  });

  it('retries with backoff while SMTP is down and delivers when it returns', async () => {
    await smtp.stop();
    const before = smtp.received.length;
    const { id } = await t.services.mailer.send({ ...message, to: 'later@example.com' });

    const startedAt = Date.now();
    expect(await t.services.jobs.drain()).toBe(1);
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    // Not due again at once: the retry waits (30 s and more, see JOB_SETTINGS).
    expect(await t.services.jobs.drain()).toBe(0);

    const [firstDue] = await makeRetriesDue(t.services.jobs, 'email-send');
    const firstWait = (firstDue?.getTime() ?? 0) - startedAt;
    expect(firstWait).toBeGreaterThan(20_000);
    // Still down at the second attempt: the wait doubles (30-60 s, then 60-120 s).
    const secondAt = Date.now();
    expect(await t.services.jobs.drain()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 2 });

    await smtp.start();
    const [secondDue] = await makeRetriesDue(t.services.jobs, 'email-send');
    expect((secondDue?.getTime() ?? 0) - secondAt).toBeGreaterThanOrEqual(55_000);
    expect(await t.services.jobs.drain()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(smtp.received.slice(before).map((m) => m.to)).toEqual([['later@example.com']]);
  });
});
